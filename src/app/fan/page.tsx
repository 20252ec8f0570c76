import { css } from '@emotion/react';
import type { FanField } from '../../core/fan/fields.ts';
import type { FanPart } from '../../core/project/document.ts';
import { fanInputsOfPart, fanPartOf, type FanContext } from '../../machines/fan/context.ts';
import { selectFieldIssue, selectLinkPath, selectShownText } from '../../machines/fan/selectors.ts';
import { paths } from '../paths.ts';
import { resultsTablePrint, ToolCard } from '../shell/tool-card.tsx';
import type { ToolProjectPart } from '../shell/tool-actor.ts';
import { ToolPage, ToolSection } from '../shell/tool-page.tsx';
import { FanActorContext } from './actor-context.ts';
import { CurveTable } from './curve-table.tsx';
import { FanInputs } from './inputs.tsx';
import { FanInputsSummary } from './inputs-summary.tsx';
import { FanChart, FanResults } from './results.tsx';
import { pageUndoMessage } from './undo.tsx';

/** On paper a short results table stays whole, and the chart's data table prints whole, not in its scrolling box. */
const printStyles = css({ '@media print': { ...resultsTablePrint, 'main figure [role="region"]': { overflow: 'visible' } } });

const selectors = { linkPath: selectLinkPath, shownText: selectShownText, fieldIssue: selectFieldIssue };

/** The page's part in the current project: the fields and the curve. */
const projectPart: ToolProjectPart = {
  part: 'fan',
  toPart: (context) => fanPartOf(context as unknown as FanContext, context.system),
  inputsOf: (part) => fanInputsOfPart(part as FanPart),
};

/**
 * `/fan-selection`, the Fan Selection (issue 11): from one set of inputs the
 * gas density hot and cold, the air, shaft and electrical power, the motor,
 * the cold start, and where a fan curve meets the clean and loaded system
 * curves, drawn on a chart; each from the inputs it needs, so a bad curve
 * cell never hides the power. The inputs live in the URL query, named as
 * `duct-calc fan`'s options, so a link reproduces the selection. Prints as a
 * report. Runs in the browser; loaded lazily, and the chart library only with it.
 */
export function FanSelectionPage() {
  return (
    <ToolPage<FanContext, FanField>
      title={paths.fanSelection.title}
      subtitle="The catalogue pressure at standard air and the power at the real gas, the motor with its drive, a cold start, and where the fan's curve meets the system's with a clean and a loaded filter. Formulas and sources with every figure."
      actor={FanActorContext}
      selectors={selectors}
      projectPart={projectPart}
      printStyles={printStyles}
      actions="example"
      undoMessage={pageUndoMessage}
    >
      <ToolCard
        inputs={
          <>
            <FanInputs />
            <ToolSection name="fan curve table">
              <CurveTable />
            </ToolSection>
          </>
        }
        summary={<FanInputsSummary />}
        results={
          <>
            <ToolSection name="results">
              <FanResults />
            </ToolSection>
            <ToolSection name="chart">
              <FanChart />
            </ToolSection>
          </>
        }
      />
    </ToolPage>
  );
}
