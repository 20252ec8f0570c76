import { Toast } from 'radix-ui';
import { readDuctLink } from '../../core/duct/link.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { useOpeningLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { DuctCalculatorCard } from './card.tsx';
import { LinkSync } from './link-sync.tsx';

const SUBTITLE =
  'Give two of velocity, airflow and diameter; the third is calculated for a round duct. Everything runs on your device.';

/**
 * `/ducting-calculator` (spec §2): solve a round duct's velocity, diameter
 * or airflow from the other two, in metric or imperial units. Runs entirely
 * in the browser; loaded lazily so the home page stays small. Its inputs
 * live in the URL query, so the address is a link that reproduces the page.
 */
export function DuctingCalculatorPage() {
  const { state: link, ignored } = useOpeningLink(readDuctLink);
  return (
    <PageLayout title="Ducting Calculator">
      <PageHeading title="Ducting Calculator" subtitle={SUBTITLE} />
      <LinkNotes notes={ignored} />
      <CalculatorActorContext.Provider options={{ input: link }}>
        <LinkSync />
        <Toast.Provider label="Notification">
          <DuctCalculatorCard />
        </Toast.Provider>
      </CalculatorActorContext.Provider>
    </PageLayout>
  );
}
