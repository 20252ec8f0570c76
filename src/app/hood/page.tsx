import { css } from '@emotion/react';
import type { HoodField } from '../../core/hood/fields.ts';
import type { HoodContext } from '../../machines/hood/context.ts';
import { selectFieldIssue, selectLinkPath, selectShownText } from '../../machines/hood/selectors.ts';
import { paths } from '../paths.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { noPrint } from '../shell/section-styles.ts';
import { space } from '../shell/theme.ts';
import { printCard, resultsTablePrint, ToolCard } from '../shell/tool-card.tsx';
import { formProjectPart } from '../shell/tool-actor.ts';
import { ToolPage, ToolSection } from '../shell/tool-page.tsx';
import { HoodActorContext } from './actor-context.ts';
import { AddToSystemButton } from './add-to-system.tsx';
import { CaptureGuidance } from './capture-guidance.tsx';
import { CommissioningPanel } from './commissioning.tsx';
import { HoodInputs } from './inputs.tsx';
import { HoodInputsSummary } from './inputs-summary.tsx';
import { HoodMethod, HoodResults } from './results.tsx';
import { HoodSketch } from './sketch.tsx';

const sectionCardStyle = css({ ...toolCardStyle, marginTop: space.lg, minWidth: 0, ...printCard });

/** On paper a short results table stays whole, and the sketch keeps to a third of the page. */
const printStyles = css({ '@media print': { ...resultsTablePrint, 'main figure svg': { maxHeight: '7cm' } } });

const selectors = { linkPath: selectLinkPath, shownText: selectShownText, fieldIssue: selectFieldIssue };

/** The page's part in the current project. */
const projectPart = formProjectPart('hoods');

/** Add to exhaust system, with the inputs as typed (the button reads them as the sheet's hood cell will). */
function HoodAddToSystem() {
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const texts = HoodActorContext.useSelector((snapshot) => snapshot.context.texts);
  const typedIn = HoodActorContext.useSelector((snapshot) => snapshot.context.typedIn);
  return (
    <div css={noPrint}>
      <AddToSystemButton system={system} texts={texts} typedIn={typedIn} />
    </div>
  );
}

/**
 * `/hood-design`, the Hood Design (issue 20): a hood's airflow from the
 * capture velocity its source needs at the distance X (or a face velocity,
 * or a flow already built), by its type's equation; its entry loss, the
 * branch and the hood static pressure; a to-scale sketch redrawn as you
 * type; ACGIH's capture velocity guidance; and the commissioning check from
 * a measured SPh. The inputs live in the URL query, named as `duct-calc
 * hood`'s options. Prints as a report. Loaded lazily.
 */
export function HoodDesignPage() {
  return (
    <ToolPage<HoodContext, HoodField>
      title={paths.hoodDesign.title}
      subtitle="A hood’s airflow from the capture velocity at its source, its entry loss and hood static pressure, and a built hood checked from its measured SPh. Formulas and sources with every figure."
      actor={HoodActorContext}
      selectors={selectors}
      projectPart={projectPart}
      printStyles={printStyles}
      actions="example-and-clear"
    >
      <ToolCard
        inputs={
          <>
            <HoodInputs />
            <CaptureGuidance />
          </>
        }
        summary={<HoodInputsSummary />}
        sketch={<HoodSketch />}
        results={
          <ToolSection name="results">
            <HoodResults />
            <HoodAddToSystem />
            <HoodMethod />
          </ToolSection>
        }
      />
      <div css={sectionCardStyle}>
        <ToolSection name="commissioning check">
          <CommissioningPanel />
        </ToolSection>
      </div>
    </ToolPage>
  );
}
