/**
 * The project file's schema (version PROJECT_VERSION), checked with valibot
 * before anything is used. The parts' fields are the tools' own: their keys
 * come from each tool's field list, the exhaust system's sheet is checked by
 * its own file schema, the maintenance plan's configuration by its own; a
 * key no tool knows is refused, so nothing is dropped on the way in.
 */
import * as v from 'valibot';
import { BAGHOUSE_FIELDS } from '../baghouse/texts.ts';
import { COST_FIELD_KEYS, OPEX_FIELD_KEYS } from '../cost/link.ts';
import { CONDITION_KEYS } from '../exhaust-system/conditions.ts';
import { SystemSheetSchema } from '../exhaust-system/sheet-file.ts';
import { VENT_FIELDS } from '../explosion/fields.ts';
import { CURVE_COLUMNS, FAN_FIELDS } from '../fan/fields.ts';
import { HOOD_FIELDS } from '../hood/fields.ts';
import { CollectorConfigSchema } from '../maintenance/config.ts';
import { isCalendarDate } from '../maintenance/dates.ts';
import { UNIT_SYSTEMS } from '../duct/units.ts';
import { PROJECT_FORMAT, PROJECT_VERSION } from './document.ts';

/** The longest name, plant, person or revision text: a line of a cover page. */
export const NAME_MAX_LENGTH = 200;

/** The longest revision description: a paragraph. */
export const DESCRIPTION_MAX_LENGTH = 2000;

const UnitsSchema = v.picklist(UNIT_SYSTEMS, `expected ${UNIT_SYSTEMS.join(' or ')}`);

/** A line of text: at most NAME_MAX_LENGTH characters; `required` ones not blank. */
function lineSchema(what: string, required: boolean) {
  return v.pipe(
    v.string(`expected ${what} as text`),
    v.maxLength(NAME_MAX_LENGTH, `expected ${what} of at most ${NAME_MAX_LENGTH} characters`),
    v.check((text) => !required || text.trim() !== '', `expected ${what}, not blank`),
  );
}

/** An object of texts by the tool's field keys, each optional; an unknown key is refused. */
function textsSchema(fields: readonly string[]) {
  return v.strictObject(
    Object.fromEntries(fields.map((field) => [field, v.optional(v.string(`expected the text of ${field}`))])),
    `expected an object of texts by field (${fields.slice(0, 3).join(', ')}, …)`,
  );
}

/** Where each text was typed in another unit system than the part's, by the same keys. */
function typedInSchema(fields: readonly string[]) {
  return v.strictObject(
    Object.fromEntries(fields.map((field) => [field, v.optional(UnitsSchema)])),
    'expected an object of unit systems by field',
  );
}

/** A tool's typed fields: its unit system, its texts, where a text was typed in the other system. */
function typedTextsEntries(fields: readonly string[]) {
  return { units: UnitsSchema, texts: textsSchema(fields), typedIn: v.optional(typedInSchema(fields)) };
}

const HoodPartSchema = v.strictObject(
  { segment: lineSchema('the segment the hood feeds', true), ...typedTextsEntries(HOOD_FIELDS) },
  'expected a hood: an object with segment, units and texts',
);

const CurveRowSchema = v.strictObject(
  Object.fromEntries(CURVE_COLUMNS.map((column) => [column, v.string(`expected the text of ${column}`)])) as Record<(typeof CURVE_COLUMNS)[number], v.StringSchema<string>>,
  `expected a curve row: an object of texts (${CURVE_COLUMNS.join(', ')})`,
);

const FanPartSchema = v.strictObject(
  {
    ...typedTextsEntries(FAN_FIELDS),
    curve: v.optional(v.array(CurveRowSchema, 'expected a list of curve rows')),
    curveTypedIn: v.optional(v.array(typedInSchema(CURVE_COLUMNS), 'expected a list, one per curve row')),
  },
  'expected the fan: an object with units and texts',
);

const CostPartSchema = v.strictObject(
  {
    ...typedTextsEntries(COST_FIELD_KEYS),
    insulated: v.boolean('expected true or false'),
    opexTexts: v.optional(textsSchema(OPEX_FIELD_KEYS)),
    opexTypedIn: v.optional(typedInSchema(OPEX_FIELD_KEYS)),
  },
  'expected the cost: an object with units, texts and insulated',
);

const PartsSchema = v.strictObject(
  {
    hoods: v.optional(v.array(HoodPartSchema, 'expected a list of hoods')),
    system: v.optional(SystemSheetSchema),
    baghouse: v.optional(v.strictObject(typedTextsEntries(BAGHOUSE_FIELDS), 'expected the baghouse: an object with units and texts')),
    explosion: v.optional(v.strictObject(typedTextsEntries(VENT_FIELDS), 'expected the explosion protection: an object with units and texts')),
    fan: v.optional(FanPartSchema),
    cost: v.optional(CostPartSchema),
    maintenance: v.optional(CollectorConfigSchema),
  },
  'expected the parts: an object (hoods, system, baghouse, explosion, fan, cost, maintenance)',
);

/** The site's ambient conditions as typed, by the exhaust system's keys. */
export const ConditionsSchema = textsSchema(CONDITION_KEYS);

const SiteSchema = v.strictObject(
  {
    plant: lineSchema('the plant', false),
    location: lineSchema('the location', false),
    engineer: lineSchema('the engineer', false),
    checker: v.optional(lineSchema('the checker', false)),
    units: UnitsSchema,
    conditions: ConditionsSchema,
  },
  'expected the site: an object with plant, location, engineer, units and conditions',
);

const RevisionSchema = v.strictObject(
  {
    revision: lineSchema('the revision', true),
    date: v.pipe(v.string('expected a date YYYY-MM-DD'), v.check(isCalendarDate, 'expected a calendar date YYYY-MM-DD')),
    by: lineSchema('who made the revision', false),
    description: v.pipe(v.string('expected the description as text'), v.maxLength(DESCRIPTION_MAX_LENGTH, `expected at most ${DESCRIPTION_MAX_LENGTH} characters`)),
  },
  'expected a revision: an object with revision, date, by and description',
);

/** The entries every version shares; a version's schema adds its own `version` and `site`. */
export const COMMON_ENTRIES = {
  format: v.literal(PROJECT_FORMAT, `expected ${PROJECT_FORMAT}`),
  name: lineSchema('the project name', true),
  revision: lineSchema('the revision', true),
  parts: PartsSchema,
  revisions: v.array(RevisionSchema, 'expected a list of revisions'),
};

/** A project file of the current version, as valibot checks it. */
export const ProjectSchema = v.strictObject(
  { ...COMMON_ENTRIES, version: v.literal(PROJECT_VERSION, `expected ${PROJECT_VERSION}`), site: SiteSchema },
  'expected a project: an object with format, version, name, revision, site, parts and revisions',
);

/**
 * A valibot issue as one line: its path in the file (`parts.fan.texts.flow`),
 * then what is wrong, with the value when it has one.
 *
 * @param issue The first issue of a failed parse.
 * @returns `parts.fan.texts.flow: expected the text of flow, got 10000`,
 *   `site.conditions is missing`, `parts.fan.texts.flw is not a field here`.
 */
export function issueLine(issue: v.BaseIssue<unknown>): string {
  const path = pathText(issue.path?.map((item) => item.key as string | number) ?? []);
  const where = path === '' ? 'The file' : path;
  if (issue.type === 'strict_object' && issue.expected === 'never') return `${where} is not a field here`;
  if (issue.type === 'object' || issue.type === 'strict_object') {
    if (issue.input === undefined && path !== '') return `${where} is missing`;
  }
  return `${where}: ${issue.message}, got ${quoted(issue.input)}`;
}

/**
 * A path in the file as a person writes it.
 *
 * @param keys The keys from the root: names and list positions.
 * @returns `parts.hoods[0].texts.flow`; '' for the root.
 */
export function pathText(keys: readonly (string | number)[]): string {
  return keys.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').replace(/^\./, '');
}

/** A value as a message quotes it: JSON, cut short when long; a number a double cannot hold in words. */
function quoted(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a number beyond the range of a double';
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
