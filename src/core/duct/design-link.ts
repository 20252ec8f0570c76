/**
 * The link of the ducting calculator page's design sections (pressure loss,
 * sizing, equivalent duct), which share the page's address with the
 * calculator card: `/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&length=100&method=acgih`.
 * The card keeps its own names (solve, q, v, d, units, see link.ts); the
 * sections add theirs, each the kebab-case name of a `duct-calc friction`,
 * `size` or `equivalent` option.
 */
import { buildLinkPath, readLinkQuery, type LinkNote } from '../site/link-query.ts';

/** The sections' fields, camelCase (the core's and the CLI's option names), in link order. */
export const DESIGN_FIELDS = [
  'length',
  'material',
  'roughness',
  'temperature',
  'altitude',
  'method',
  'frictionRate',
  'minVelocity',
  'transport',
  'series',
  'rect',
  'oval',
] as const;
export type DesignField = (typeof DESIGN_FIELDS)[number];

/** What the user typed or picked in the sections, by field, as typed; an empty field is absent. */
export type DesignTexts = Partial<Record<DesignField, string>>;

/**
 * Each field's link name: its CLI option without `--` (`frictionRate` → `friction-rate`). Written
 * out, not derived with core/report's optionName, so the calculator's page chunk stays free of the
 * units catalogue; a test checks the two agree.
 */
export const DESIGN_LINK_NAMES: Readonly<Record<DesignField, string>> = {
  length: 'length',
  material: 'material',
  roughness: 'roughness',
  temperature: 'temperature',
  altitude: 'altitude',
  method: 'method',
  frictionRate: 'friction-rate',
  minVelocity: 'min-velocity',
  transport: 'transport',
  series: 'series',
  rect: 'rect',
  oval: 'oval',
};

const LINK_NAMES: readonly string[] = DESIGN_FIELDS.map((field) => DESIGN_LINK_NAMES[field]);
const FIELD_BY_NAME = new Map<string, DesignField>(DESIGN_FIELDS.map((field) => [DESIGN_LINK_NAMES[field], field]));

/**
 * Adds the sections' fields to the card's link.
 *
 * @param cardPath The card's link (ductLinkPath), e.g. `/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial`.
 * @param texts The sections' texts; absent and empty ones are left out.
 * @returns The page's link: the card's parameters, then the sections' in DESIGN_FIELDS order.
 */
export function designLinkPath(cardPath: string, texts: DesignTexts): string {
  const [path = '', query = ''] = cardPath.split('?');
  return buildLinkPath(path, [
    ...new URLSearchParams(query),
    ...DESIGN_FIELDS.map((field) => [DESIGN_LINK_NAMES[field], texts[field]] as const),
  ]);
}

/**
 * Splits the page's query between the card and the sections.
 *
 * @param search The page's query, with or without `?`.
 * @returns `cardSearch`: the query without the sections' parameters, for the
 *   card's own reader (readDuctLink), which notes anything it does not know;
 *   `texts`: the sections' fields as typed, unchecked (the sections check
 *   them as when typed); `ignored`: a note per repeated section parameter.
 */
export function readDesignLink(search: string): { cardSearch: string; texts: DesignTexts; ignored: LinkNote[] } {
  const card = new URLSearchParams();
  const design = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) (FIELD_BY_NAME.has(name) ? design : card).append(name, value);
  const { values, ignored } = readLinkQuery(design.toString(), LINK_NAMES);
  const texts: DesignTexts = {};
  for (const [name, value] of Object.entries(values)) texts[FIELD_BY_NAME.get(name)!] = value;
  return { cardSearch: card.toString(), texts, ignored };
}
