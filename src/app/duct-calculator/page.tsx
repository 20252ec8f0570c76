import { Toast } from 'radix-ui';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { CalculatorActorContext } from './actor-context.ts';
import { DuctCalculatorCard } from './card.tsx';

const SUBTITLE =
  'Give two of velocity, airflow and diameter; the third is calculated for a round duct. Everything runs on your device.';

/**
 * `/ducting-calculator` (spec §2): solve a round duct's velocity, diameter
 * or airflow from the other two, in metric or imperial units. Runs entirely
 * in the browser; loaded lazily so the home page stays small.
 */
export function DuctingCalculatorPage() {
  return (
    <PageLayout title="Ducting Calculator">
      <PageHeading title="Ducting Calculator" subtitle={SUBTITLE} />
      <CalculatorActorContext.Provider>
        <Toast.Provider label="Notification">
          <DuctCalculatorCard />
        </Toast.Provider>
      </CalculatorActorContext.Provider>
    </PageLayout>
  );
}
