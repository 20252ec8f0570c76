import { useId } from 'react';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { BaghouseContext } from '../../machines/baghouse/context.ts';
import { selectFieldIssues, selectFieldText, selectLinkPath } from '../../machines/baghouse/selectors.ts';
import { paths } from '../paths.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { media, space } from '../shell/theme.ts';
import { printCard } from '../shell/tool-card.tsx';
import { formProjectPart } from '../shell/tool-actor.ts';
import { ToolPage } from '../shell/tool-page.tsx';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { FabricTable } from './fabric-table.tsx';
import { BaghouseForm } from './form.tsx';
import { InputsTable } from './inputs-table.tsx';
import { BaghouseResults } from './results.tsx';

/** Form beside results on a wide screen; on paper, one column: the inputs table, then the design. */
const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
  [media.large]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', alignItems: 'start' },
  '@media print': { display: 'block', '& > * + *': { marginTop: space.lg } },
} as const;

/** On paper the card's frame goes: a report reads as one document, not a card split across pages. */
const cardStyle = { ...toolCardStyle, ...printCard } as const;

function BaghouseCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={cardStyle}>
      <h2 id={headingId} css={visuallyHidden}>
        Inputs
      </h2>
      <div css={layoutStyle}>
        <div css={noPrint}>
          <SectionBoundary name="form">
            <BaghouseForm labelledBy={headingId} />
          </SectionBoundary>
        </div>
        <InputsTable />
        <BaghouseResults />
      </div>
      {/* Full width below the form and the design: seven columns need the room. */}
      <SectionBoundary name="fabric table">
        <FabricTable />
      </SectionBoundary>
    </section>
  );
}

const selectors = { linkPath: selectLinkPath, shownText: selectFieldText, fieldIssue: (context: BaghouseContext, field: BaghouseTextField) => selectFieldIssues(context)[field] };

/** The page's part in the current project. */
const projectPart = formProjectPart('baghouse');

/**
 * `/baghouse-design` (issue 10): sizes a fabric filter from the gas flow and
 * the dust by the EPA Cost Manual method, with the bag layout, can velocity,
 * pressure drop and cleaning interval, as far as the inputs given allow. The
 * inputs live in the URL query, so a link reproduces the design. Opens on
 * the EPA worked example, in the site-wide unit preference. Prints as a
 * report: the inputs as a table, the results with their sources, the
 * warnings and the sketch. Its actions are its own: the example in the
 * form, Print report with the results.
 */
export function BaghouseDesignPage() {
  return (
    <ToolPage<BaghouseContext, BaghouseTextField>
      title={paths.baghouseDesign.title}
      subtitle="Size a fabric filter from the gas flow and the dust: air-to-cloth ratio, cloth area, bags and compartments, the can velocity between the bags, the fabric’s temperature limits, pressure drop and cleaning interval, by the EPA Cost Manual method. Everything runs on your device."
      actor={BaghouseActorContext}
      selectors={selectors}
      projectPart={projectPart}
    >
      <BaghouseCard />
    </ToolPage>
  );
}
