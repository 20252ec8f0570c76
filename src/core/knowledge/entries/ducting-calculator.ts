/**
 * Know-How entries of the ducting calculator's card (`src/core/duct/solve.ts`,
 * `units.ts`, `link.ts`): its method and the spec's rounded unit factors. The
 * continuity formula and the worked example are in `duct.ts`.
 */
import { QUANTITIES, QUANTITY_LABELS, SPEC_METRIC_TO_IMPERIAL, UNIT_SYMBOLS } from '../../duct/units.ts';
import { unitById, type UnitId } from '../../units/catalogue.ts';
import type { KnowledgeEntry } from '../entry.ts';

/** The catalogue's unit of each imperial quantity, whose exact NIST factor the spec's factor rounds. */
const IMPERIAL_UNIT: Readonly<Record<(typeof QUANTITIES)[number], UnitId>> = { velocity: 'ft/min', diameter: 'in', airflow: 'CFM' };

export const DUCTING_CALCULATOR_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'method',
    id: 'method-ducting-calculator',
    title: 'How the ducting calculator solves a round duct',
    aliases: ['ductulator', 'duct-calc --solve', 'duct calculator'],
    summary: 'Airflow, velocity or diameter of a round duct from the other two by continuity, on the page and with `duct-calc --solve`: units, precision, links and the CLI.',
    tool: 'solve',
    related: ['continuity', 'ducting-calculator-factors', 'example-solve-2118-cfm', 'unit-factors', 'number-styles'],
  },
  {
    kind: 'table',
    id: 'ducting-calculator-factors',
    title: 'The ducting calculator’s unit factors',
    aliases: ['196.85', '39.37', '2118.88', 'spec factors', 'rounded factors'],
    summary: 'The rounded metric → imperial factors of spec §9 that the ducting calculator and the sizing-sheet check use, beside the exact NIST SP 811 factors they round.',
    columns: [
      { key: 'quantity', label: 'Quantity' },
      { key: 'metric', label: 'Metric (stored)' },
      { key: 'imperial', label: 'Imperial (shown)' },
      { key: 'spec', label: 'Factor used, metric → imperial' },
      { key: 'exact', label: 'Exact factor (NIST SP 811)', digits: 10 },
      { key: 'ppm', label: 'Difference', unit: 'ppm', digits: 2 },
    ],
    rows: () =>
      QUANTITIES.map((quantity) => {
        const exact = 1 / unitById(IMPERIAL_UNIT[quantity]).siPerUnit;
        const spec = SPEC_METRIC_TO_IMPERIAL[quantity];
        return {
          quantity: QUANTITY_LABELS[quantity],
          metric: UNIT_SYMBOLS.metric[quantity],
          imperial: UNIT_SYMBOLS.imperial[quantity],
          spec,
          exact,
          ppm: (Math.abs(exact - spec) / exact) * 1e6,
        };
      }),
    module: 'src/core/duct/units.ts',
    source: { work: 'The spec, §9 "Conversion"; exact factors from NIST Special Publication 811', edition: '2008', locator: 'App. B.8 (1 ft/min = 0.00508 m/s, 1 in = 0.0254 m, 1 CFM = 4.719474432 × 10⁻⁴ m³/s)' },
    check: '✔',
    tools: ['solve', 'check'],
    related: ['continuity', 'unit-factors', 'method-ducting-calculator'],
  },
];
