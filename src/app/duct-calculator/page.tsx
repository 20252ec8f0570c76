import { Suspense } from 'react';
import { Toast } from 'radix-ui';
import { readDesignLink } from '../../core/duct/design-link.ts';
import { readDuctLink } from '../../core/duct/link.ts';
import { lazyPage } from '../shell/lazy-page.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useOpeningLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { DuctCalculatorCard } from './card.tsx';
import { LinkSync } from './link-sync.tsx';
import { SystemLinkCard } from '../exhaust-system/link-card.tsx';

const DesignSections = lazyPage(() => import('../duct-design/sections.tsx'), 'DesignSections');

/**
 * The page's link read once: the card's part (its own reader notes what it
 * does not know), the sections' fields, the whole query. The unit system is
 * the link's `units=`; a link that gives values without it is metric, as
 * links always were; with no value, the site-wide unit preference.
 */
function readPageLink(search: string) {
  const design = readDesignLink(search);
  const card = readDuctLink(design.cardSearch);
  const { v, d, q, unitSystem } = card.state;
  const givesValues = [v, d, q].some((text) => text !== undefined) || Object.keys(design.texts).length > 0;
  const state = { ...card.state, unitSystem: unitSystem ?? (givesValues ? 'metric' : readUnitPreference()) };
  return { ...card, state, designTexts: design.texts, search };
}

const SUBTITLE =
  'Give two of velocity, airflow and diameter; the third is calculated for a round duct. Everything runs on your device.';

/**
 * `/ducting-calculator` (spec §2): solve a round duct's velocity, diameter
 * or airflow from the other two, in metric or imperial units. Runs entirely
 * in the browser; loaded lazily so the home page stays small. Its inputs
 * live in the URL query, so the address is a link that reproduces the page.
 */
export function DuctingCalculatorPage() {
  const { state: link, ignored, designTexts, search } = useOpeningLink(readPageLink);
  return (
    <PageLayout title="Ducting Calculator">
      <PageHeading title="Ducting Calculator" subtitle={SUBTITLE} />
      <LinkNotes notes={ignored} />
      <CalculatorActorContext.Provider options={{ input: link }}>
        <LinkSync openingTexts={designTexts}>
          <Toast.Provider label="Notification">
            <DuctCalculatorCard />
          </Toast.Provider>
          <Suspense fallback={null}>
            <DesignSections search={search} />
          </Suspense>
        </LinkSync>
      </CalculatorActorContext.Provider>
      <SystemLinkCard />
    </PageLayout>
  );
}
