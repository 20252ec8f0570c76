/**
 * The design as text laid out like the ACGIH calculation sheet: one column
 * per segment (in blocks that fit a terminal), a row per quantity with its
 * unit, then the junction decisions, the fan's duty and the warnings.
 */
import type { SystemDesign } from '../../core/exhaust-system/design.ts';
import type { SystemInput } from '../../core/exhaust-system/input.ts';
import { VELOCITY, conditionsText, fanFigures, junctionText, redesignLines, segmentFigures } from '../../core/exhaust-system/report.ts';
import { formatNumber } from '../../core/format/number.ts';
import { figureText, type UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { formatFigureTable } from '../shared/figure-report.ts';

/** Segments per block of columns: the sheet stays within about 100 characters. */
const COLUMNS_PER_BLOCK = 7;

interface SheetRow {
  readonly label: string;
  readonly unit: string;
  readonly cells: readonly string[];
}

/** One block of columns: labels and units left, values right-aligned. */
function block(rows: readonly SheetRow[]): string {
  const labelWidth = Math.max(...rows.map(({ label }) => label.length));
  const unitWidth = Math.max(...rows.map(({ unit }) => unit.length));
  const widths = rows[0]!.cells.map((_, column) => Math.max(...rows.map(({ cells }) => cells[column]!.length)));
  return rows
    .map(({ label, unit, cells }) => `${label.padEnd(labelWidth)}  ${unit.padEnd(unitWidth)}${cells.map((cell, column) => `  ${cell.padStart(widths[column]!)}`).join('')}`.trimEnd())
    .join('\n');
}

/** The sheet's rows for some segments. */
function sheetRows(design: SystemDesign, minimumOf: ReadonlyMap<string, number | undefined>, indices: readonly number[], system: UnitSystem): SheetRow[] {
  const segments = indices.map((index) => design.segments[index]!);
  const figures = segments.map(segmentFigures);
  const keys = figures.reduce<{ key: string; label: string; unit: string }[]>((all, list) => {
    for (const figure of list) if (!all.some(({ key }) => key === figure.key)) all.push({ key: figure.key, label: figure.label, unit: figureText(figure, system, 'table').unit });
    return all;
  }, []);
  const order = ['flow', 'temperature', 'densityFactor', 'diameter', 'velocity', 'velocityPressure', 'slotVelocity', 'slotLoss', 'hoodStaticPressure', 'frictionLoss', 'fittingLoss', 'otherLoss', 'accelerationLoss', 'staticPressure'];
  keys.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const minimum = segments.map(({ segment }) => minimumOf.get(segment));
  const velocityUnit = VELOCITY[system];
  return [
    { label: 'Segment', unit: '', cells: segments.map(({ segment }) => segment) },
    { label: 'Flows into', unit: '', cells: segments.map(({ to }) => to) },
    {
      label: 'Minimum transport velocity',
      unit: unitById(velocityUnit.unit).symbol,
      cells: minimum.map((value) => (value === undefined ? '' : formatNumber(unitFromSi(unitById(velocityUnit.unit), value), 'table', { decimals: velocityUnit.decimals }))),
    },
    ...keys.map(({ key, label, unit }) => ({
      label: key === 'diameter' ? 'Diameter D (* sized)' : label,
      unit,
      cells: figures.map((list, column) => {
        const figure = list.find((candidate) => candidate.key === key);
        if (figure === undefined) return '';
        const value = figureText(figure, system, 'table').value;
        return key === 'diameter' && segments[column]!.autoSized ? `*${value}` : value;
      }),
    })),
  ];
}

/**
 * The design as an ACGIH calculation sheet.
 *
 * @param design The designed system (`redesign` present when the suggested sizes were applied).
 * @param input The system it was designed from (for the minimum velocities and the friction method).
 * @param system The unit system to show.
 * @returns The text, ending with a newline: the sheet, the discharge run (when there is one), `Junctions`,
 *   `Redesign` (what --apply-redesign changed, and where and why it stopped), `Fan`, warnings, and a last
 *   line saying whether every junction holds.
 */
export function formatSystemSheet(design: SystemDesign, input: SystemInput, system: UnitSystem): string {
  const method = input.friction === 'acgih' ? 'the ACGIH friction equation (coefficients by material)' : 'Colebrook (roughness by material, 20 °C)';
  const minimumOf = new Map(input.segments.map((segment) => [segment.segment, segment.minVelocityMps]));
  const indices = design.segments.map((_, index) => index);
  const blocks: string[] = [];
  for (let start = 0; start < indices.length; start += COLUMNS_PER_BLOCK) {
    blocks.push(block(sheetRows(design, minimumOf, indices.slice(start, start + COLUMNS_PER_BLOCK), system)));
  }
  const junctions = design.junctions.length === 0 ? ['  (none: a single stream)'] : design.junctions.map((junction) => `  ${junctionText(junction, system)}`);
  const discharge = design.segments.filter(({ side }) => side === 'discharge').map(({ segment }) => segment);
  const dischargeLines = discharge.length === 0 ? [] : ['', `Discharge side (fan to outlet, at the fan's flow): ${[...discharge, 'outlet'].join(' → ')}; SP_out = outlet pressure + their losses.`];
  const redesignSection = design.redesign === undefined ? [] : ['', 'Redesign (--apply-redesign):', ...redesignLines(design.redesign, system).map((line) => `  ${line}`)];
  const redesigns = design.junctions.filter(({ action }) => action === 'redesign').map(({ at }) => at);
  const verdict = design.balanced
    ? 'Balanced: every junction holds.'
    : `Not balanced: the junction${redesigns.length > 1 ? 's' : ''} at ${redesigns.join(', ')} still need${redesigns.length > 1 ? '' : 's'} a redesign${design.redesign === undefined ? ' (--apply-redesign takes the suggested sizes)' : ''}.`;
  return [
    `Exhaust system by the ACGIH velocity-pressure method: VP = df·(V/4005)² at each segment's gas, friction by ${method}.`,
    `Gas: ${conditionsText(input.conditions, system)}. Flows and pressures are actual; the fan's catalogue figures are at standard air.`,
    '',
    blocks.join('\n\n'),
    ...dischargeLines,
    '',
    'Junctions:',
    ...junctions,
    ...redesignSection,
    '',
    'Fan:',
    formatFigureTable(fanFigures(design.fan), design.warnings, system).trimEnd(),
    '',
    verdict,
    '',
  ].join('\n');
}
