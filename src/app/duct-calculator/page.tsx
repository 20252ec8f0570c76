import { Toast } from 'radix-ui';
import { colors, font, space } from '../shell/theme.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { CalculatorActorContext } from './actor-context.ts';
import { DuctCalculatorCard } from './card.tsx';
import { ResultNotice } from './result-notice.tsx';

/**
 * `/ducting-calculator` (spec §2): solve a round duct's velocity, diameter
 * or airflow from the other two, in metric or imperial units. Runs entirely
 * in the browser; loaded lazily so the home page stays small.
 */
export function DuctingCalculatorPage() {
  return (
    <PageLayout title="Ducting Calculator">
      <h1 css={{ fontSize: font.size.xl, margin: `0 0 ${space.xs}` }}>Ducting Calculator</h1>
      <p css={{ margin: `0 0 ${space.lg}`, color: colors.textMuted }}>
        Give two of velocity, airflow and diameter; the third is calculated for a round duct. Everything runs on
        your device.
      </p>
      <CalculatorActorContext.Provider>
        <Toast.Provider label="Notification">
          <DuctCalculatorCard />
          <ResultNotice />
        </Toast.Provider>
      </CalculatorActorContext.Provider>
    </PageLayout>
  );
}
