import { css } from '@emotion/react';
import type { VentField } from '../../core/explosion/fields.ts';
import type { VentContext } from '../../machines/explosion/context.ts';
import { selectFieldIssue, selectLinkPath, selectShownText } from '../../machines/explosion/selectors.ts';
import { paths } from '../paths.ts';
import { resultsTablePrint, ToolCard } from '../shell/tool-card.tsx';
import { formProjectPart } from '../shell/tool-actor.ts';
import { ToolPage, ToolSection } from '../shell/tool-page.tsx';
import { VentActorContext } from './actor-context.ts';
import { VentInputs } from './inputs.tsx';
import { VentInputsSummary } from './inputs-summary.tsx';
import { VentResults } from './results.tsx';
import { VesselSketch } from './sketch.tsx';

/** On paper a short results table stays whole, and the sketch keeps to a third of the page. */
const printStyles = css({ '@media print': { ...resultsTablePrint, 'main figure svg': { maxHeight: '7cm' } } });

const selectors = { linkPath: selectLinkPath, shownText: selectShownText, fieldIssue: selectFieldIssue };

/** The page's part in the current project. */
const projectPart = formProjectPart('explosion');

/**
 * `/explosion-protection` (issue 21): a dust explosion vent sized by NFPA 68
 * and EN 14491 side by side, the governing area, the dust's St class, the
 * hazard zone in front of the vent drawn to scale, and the warnings a
 * designer must not miss. The inputs live in the URL query, named as
 * `duct-calc vent`'s options. Prints as a report. Loaded lazily.
 */
export function ExplosionProtectionPage() {
  return (
    <ToolPage<VentContext, VentField>
      title={paths.explosionProtection.title}
      subtitle="A dust explosion vent sized by NFPA 68 and EN 14491 side by side, the St class, the hazard zone in front of the vent and the warnings. Formulas and sources with every figure."
      actor={VentActorContext}
      selectors={selectors}
      projectPart={projectPart}
      printStyles={printStyles}
      actions="example-and-clear"
    >
      <ToolCard
        inputs={<VentInputs />}
        summary={<VentInputsSummary />}
        sketch={<VesselSketch />}
        results={
          <ToolSection name="results">
            <VentResults />
          </ToolSection>
        }
      />
    </ToolPage>
  );
}
