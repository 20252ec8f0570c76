/**
 * Every method entry's Markdown body, the file `docs/know-how/<id>.md`, by
 * the entry's id: for `duct-calc explain` and the build-time search index.
 * The app never imports it (eslint.config.js): its entry page loads the one
 * body it shows (src/app/know-how/method-body.ts). A new method entry adds
 * its line here; tests/core/knowledge/docs.test.ts keeps files, lines and
 * method entries one to one.
 */
import methodBaghouse from '../../../docs/know-how/method-baghouse.md?raw';
import methodCliConventions from '../../../docs/know-how/method-cli-conventions.md?raw';
import methodCost from '../../../docs/know-how/method-cost.md?raw';
import methodDuctDesignSections from '../../../docs/know-how/method-duct-design-sections.md?raw';
import methodDuctSizing from '../../../docs/know-how/method-duct-sizing.md?raw';
import methodDuctingCalculator from '../../../docs/know-how/method-ducting-calculator.md?raw';
import methodEquivalentDuct from '../../../docs/know-how/method-equivalent-duct.md?raw';
import methodExhaustSystem from '../../../docs/know-how/method-exhaust-system.md?raw';
import methodExhaustSystemSheet from '../../../docs/know-how/method-exhaust-system-sheet.md?raw';
import methodExplosionVenting from '../../../docs/know-how/method-explosion-venting.md?raw';
import methodFan from '../../../docs/know-how/method-fan.md?raw';
import methodFriction from '../../../docs/know-how/method-friction.md?raw';
import methodGasConditions from '../../../docs/know-how/method-gas-conditions.md?raw';
import methodHoodDesign from '../../../docs/know-how/method-hood-design.md?raw';
import methodIndustries from '../../../docs/know-how/method-industries.md?raw';
import methodKnowHow from '../../../docs/know-how/method-know-how.md?raw';
import methodMaintenance from '../../../docs/know-how/method-maintenance.md?raw';
import methodMonitoring from '../../../docs/know-how/method-monitoring.md?raw';
import methodOpex from '../../../docs/know-how/method-opex.md?raw';
import methodProject from '../../../docs/know-how/method-project.md?raw';
import methodSizingCheck from '../../../docs/know-how/method-sizing-check.md?raw';
import methodSizingCheckCi from '../../../docs/know-how/method-sizing-check-ci.md?raw';
import methodUnitConvertor from '../../../docs/know-how/method-unit-convertor.md?raw';
import methodUnitsAndPrecision from '../../../docs/know-how/method-units-and-precision.md?raw';
import methodWebApp from '../../../docs/know-how/method-web-app.md?raw';

const BODIES: Readonly<Record<string, string>> = {
  'method-baghouse': methodBaghouse,
  'method-cli-conventions': methodCliConventions,
  'method-cost': methodCost,
  'method-duct-design-sections': methodDuctDesignSections,
  'method-duct-sizing': methodDuctSizing,
  'method-ducting-calculator': methodDuctingCalculator,
  'method-equivalent-duct': methodEquivalentDuct,
  'method-exhaust-system': methodExhaustSystem,
  'method-exhaust-system-sheet': methodExhaustSystemSheet,
  'method-explosion-venting': methodExplosionVenting,
  'method-fan': methodFan,
  'method-friction': methodFriction,
  'method-gas-conditions': methodGasConditions,
  'method-hood-design': methodHoodDesign,
  'method-industries': methodIndustries,
  'method-know-how': methodKnowHow,
  'method-maintenance': methodMaintenance,
  'method-monitoring': methodMonitoring,
  'method-opex': methodOpex,
  'method-project': methodProject,
  'method-sizing-check': methodSizingCheck,
  'method-sizing-check-ci': methodSizingCheckCi,
  'method-unit-convertor': methodUnitConvertor,
  'method-units-and-precision': methodUnitsAndPrecision,
  'method-web-app': methodWebApp,
};

/**
 * A method entry's body.
 *
 * @param id The method entry's id, as its file is named (`method-fan`).
 * @returns Its Markdown (headings from `##`, no raw HTML).
 * @throws Error naming the id when it has no body: a method entry without its line here.
 */
export function methodBody(id: string): string {
  const body = BODIES[id];
  if (body === undefined) throw new Error(`no Know-How method body for '${id}': add docs/know-how/${id}.md to src/core/knowledge/method-bodies.ts`);
  return body;
}
