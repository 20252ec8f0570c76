/**
 * The calculation package of a project, as data: the cover, the contents,
 * each part's inputs as typed and its results as the tool's own report
 * gives them (the same figures the page and the CLI show, each with its
 * formula, source and Know-How entry), its warnings and the project checks
 * that concern it, an appendix with the system sheet and the data tables the
 * figures used, the revisions and the sign-off. Pure: package-html.ts
 * renders it; nothing here formats HTML.
 */
import { baghouseInputGroups } from '../baghouse/field-labels.ts';
import { baghouseFigures, baghouseWarnings } from '../baghouse/report.ts';
import { costInputGroups } from '../cost/field-labels.ts';
import { estimateWhatCan, compareWhatCan } from '../cost/partial.ts';
import { COST_FIELD_GROUPS, OPEX_FIELD_GROUPS } from '../cost/input.ts';
import { CONDITION_MEASURES, MOISTURE_SPEC } from '../exhaust-system/conditions.ts';
import { fanFigures, junctionText, PRESSURE, segmentFigures } from '../exhaust-system/report.ts';
import { SHEET_COLUMNS } from '../exhaust-system/sheet.ts';
import { ventInputGroups } from '../explosion/field-labels.ts';
import { ventReport } from '../explosion/report.ts';
import { fanInputGroups } from '../fan/field-labels.ts';
import { CURVE_COLUMNS, CURVE_UNITS } from '../fan/fields.ts';
import { fanReport } from '../fan/report.ts';
import { hoodInputGroups, hoodTypeOf } from '../hood/field-labels.ts';
import { hoodReport } from '../hood/report.ts';
import { cellText, sourceText } from '../knowledge/entry-text.ts';
import { entryById } from '../knowledge/catalogue.ts';
import { INTERVAL_LABELS } from '../maintenance/catalogue.ts';
import { pressureText } from '../maintenance/measures.ts';
import { planTasks } from '../maintenance/plan.ts';
import { formatNumber } from '../format/number.ts';
import { figureText, type Figure, type UnitSystem } from '../report/figure.ts';
import { NOT_GIVEN, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import { isBareNumber } from '../report/typed-text.ts';
import type { ToolWarning } from '../report/warning.ts';
import { unitById, type UnitId } from '../units/catalogue.ts';
import { checkProject, type ProjectCheck } from './checks.ts';
import { figureTable, inputTable, type PackageFigureTable, type PackageInputTable } from './figure-table.ts';
import { PART_IDS, PART_TITLES, type PartId, type Project, type ProjectRevision } from './document.ts';
import { readBaghousePart, readExplosionPart, readFanPart, readHoodPart, readSystemPart } from './parts.ts';

/** A figure as the package prints it: its value in the part's unit system, through core/format. */
export interface PackageFigure {
  readonly label: string;
  readonly value: string;
  /** The unit's symbol; '' for a number of dimension one. */
  readonly unit: string;
  readonly formula: string;
  readonly source: string;
  /** The Know-How entry that explains it, when the figure names one. */
  readonly entry?: string;
}

/** One input as typed: the text, and the unit of a bare number ('' when the text carries its own unit or has none). */
export interface PackageInput {
  readonly label: string;
  readonly text: string;
  readonly unit: string;
}

/** A table of texts: the system sheet, a fan curve, the maintenance tasks, a Know-How data table. */
export interface PackageTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Where the data comes from, for a data table. */
  readonly source?: string;
}

/** A part's block: the hoods, the system's fan duty or its segments, the cost's capital or OPEX section. */
export interface PackageGroup {
  readonly title: string;
  /**
   * A form tool's every input in its order and groups, a blank one with
   * what it stands for (the tool's own printed inputs, core's *InputGroups);
   * the system's settings and the maintenance configuration as typed.
   */
  readonly inputs: readonly InputGroup[];
  /** Rows of the same inputs (the hoods'), a row per item. */
  readonly inputTables: readonly PackageInputTable[];
  readonly figures: readonly PackageFigure[];
  /** Rows of the same figures (the system's segments, the hoods), each formula listed once. */
  readonly figureTables: readonly PackageFigureTable[];
  readonly tables: readonly PackageTable[];
}

/** One part of the project in the package. */
export interface PackagePart {
  readonly id: PartId;
  readonly title: string;
  readonly units: UnitSystem;
  readonly groups: readonly PackageGroup[];
  /** The tool's warnings, one sentence each. */
  readonly warnings: readonly string[];
  /** The project checks that concern this part. */
  readonly checks: readonly ProjectCheck[];
}

/** The people who sign, in signing order. */
export const SIGN_OFF_ROLES = ['Prepared by', 'Checked by', 'Approved by'] as const;

/** The calculation package. */
export interface CalculationPackage {
  readonly cover: {
    readonly project: string;
    readonly plant: string;
    readonly location: string;
    readonly revision: string;
    readonly engineer: string;
    readonly checker: string;
    /** `YYYY-MM-DD`: the date the package was issued. */
    readonly date: string;
    readonly units: UnitSystem;
    /** The site's ambient conditions as typed. */
    readonly conditions: readonly PackageInput[];
  };
  /** The parts present, in design order: the table of contents. */
  readonly contents: readonly { readonly id: PartId; readonly title: string }[];
  /** Every check of the project (`duct-calc project check`'s). */
  readonly checks: readonly ProjectCheck[];
  readonly parts: readonly PackagePart[];
  readonly appendix: {
    /** The exhaust system's sheet, every column and row as typed; absent without a system. */
    readonly sheet?: PackageTable;
    /** The Know-How data tables the figures cite. */
    readonly tables: readonly PackageTable[];
  };
  readonly revisions: readonly ProjectRevision[];
  /** One line per role; the name filled where the project names the person. */
  readonly signOff: readonly { readonly role: (typeof SIGN_OFF_ROLES)[number]; readonly name: string }[];
}

/** How an input field is labelled and, for a bare number, in which unit it reads. */
interface FieldSpec {
  readonly key: string;
  readonly label: string;
  readonly units?: Readonly<Record<UnitSystem, UnitId>>;
  /** The unit's symbol per system, for a unit the catalogue does not hold (K₁, K₂). */
  readonly symbols?: Readonly<Record<UnitSystem, string>>;
  /** The unit of a plain number: `%`, `rpm`. */
  readonly unit?: string;
}

/** A figure in a unit system, as the package prints it. */
function packageFigure(figure: Figure, system: UnitSystem): PackageFigure {
  const { value, unit } = figureText(figure, system);
  return { label: figure.label, value, unit, formula: figure.formula, source: figure.source, ...(figure.entry !== undefined && { entry: figure.entry }) };
}

const figuresIn = (figures: readonly Figure[], system: UnitSystem) => figures.map((figure) => packageFigure(figure, system));

/** `tableSize` → `Table size`: the label of a field no spec names. */
const keyLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/_/g, ' ');

/**
 * The fields given, in the specs' order then any other, as typed.
 *
 * @param typed The texts by field.
 * @param specs The tool's fields: label, and the unit of a bare number per system.
 * @param system The part's unit system; `typedIn` overrides it per field.
 */
function typedInputs(typed: object, specs: readonly FieldSpec[], system: UnitSystem, typedIn: Readonly<Partial<Record<string, UnitSystem>>> = {}): PackageInput[] {
  const texts = typed as Readonly<Partial<Record<string, string>>>;
  const given = Object.keys(texts).filter((key) => (texts[key] ?? '').trim() !== '');
  // A key may be in more than one spec list (a measure's and the labels'): each field once.
  const order = [...new Set([...specs.map(({ key }) => key).filter((key) => given.includes(key)), ...given])];
  return order.map((key) => {
    const text = texts[key]!.trim();
    const spec = specs.find((each) => each.key === key);
    const typed = typedIn[key] ?? system;
    const unitId = spec?.units?.[typed];
    const unit = !isBareNumber(text) ? '' : unitId !== undefined ? unitById(unitId).symbol : (spec?.symbols?.[typed] ?? spec?.unit ?? '');
    return { label: spec?.label ?? keyLabel(key), text, unit };
  });
}

const group = (title: string, parts: Partial<Omit<PackageGroup, 'title'>>): PackageGroup => ({ title, inputs: [], inputTables: [], figures: [], figureTables: [], tables: [], ...parts });
const sentences = (warnings: readonly ToolWarning[]) => warnings.map(({ text }) => text);

/** Typed inputs as one group of rows, with no heading. */
const typedGroup = (inputs: readonly PackageInput[]): InputGroup[] => (inputs.length === 0 ? [] : [{ rows: inputs.map(({ label, text, unit }) => ({ label, value: text, unit, empty: NOT_GIVEN })) }]);

/** A part's fields read in the unit system each was typed in, else the part's. */
const typedSystem = (units: UnitSystem, typedIn: Readonly<Partial<Record<string, UnitSystem>>> = {}): SystemOf => (field) => typedIn[field] ?? units;

const CONDITION_SPECS: readonly FieldSpec[] = [...CONDITION_MEASURES, MOISTURE_SPEC];

/** The hoods' rows are known by the sheet segment each feeds. */
const HOOD_ROW_HEADING = 'Hood (segment)';

/**
 * The hoods as two tables, a row per hood: the inputs each as typed (in the
 * hood's own units, a choice by its name), with one note of what the fields
 * left blank stand for, and the report's figures, all in the part's unit
 * system (the first hood's) so a column has one unit, each formula once below.
 * The inputs table keeps to the typed columns: every blank column of every
 * hood type would make it unreadably wide.
 */
function hoodsPart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const hoods = project.parts.hoods;
  if (hoods === undefined) return undefined;
  const units = hoods[0]?.units ?? project.site.units;
  const warnings: string[] = [];
  const blanks = new Map<string, string>();
  const rows = hoods.map((hood) => {
    const reading = readHoodPart(hood);
    const problems = [...sentences(reading.warnings), ...reading.issues.map(({ message }) => message)];
    warnings.push(...problems.map((text) => `Hood ${hood.segment}: ${text}`));
    const report = reading.design === undefined ? undefined : hoodReport(reading.design, units);
    const fields = hoodInputGroups(hoodTypeOf(hood.texts), hood.texts, typedSystem(hood.units, hood.typedIn)).flatMap(({ rows: each }) => each);
    for (const { label, value, empty } of fields) if (value === '' && empty !== NOT_GIVEN) blanks.set(label, empty);
    return {
      title: hood.segment,
      inputs: fields.filter(({ value }) => value !== '').map(({ label, value, unit }) => ({ label, text: value, unit })),
      figures: report === undefined ? [] : figuresIn([...report.figures, ...report.measured], units),
    };
  });
  // The tool's order of every field, whatever the hood type.
  const order = hoodInputGroups(undefined, {}, () => units).flatMap(({ rows: each }) => each.map(({ label }) => label));
  const blank = order.flatMap((label) => (blanks.has(label) ? [{ label, empty: blanks.get(label)! }] : []));
  // A hood that cannot be designed keeps its row (every figure —); its warnings say why.
  const results = rows.some(({ figures }) => figures.length > 0) ? [figureTable('Results by hood', HOOD_ROW_HEADING, rows)] : [];
  return {
    id: 'hoods',
    title: PART_TITLES.hoods,
    units,
    groups: [group('Hoods', { inputTables: rows.length === 0 ? [] : [inputTable('Inputs by hood, as typed', HOOD_ROW_HEADING, rows, order, blank)], figureTables: results })],
    warnings,
  };
}

function systemPart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const sheet = project.parts.system;
  if (sheet === undefined) return undefined;
  const { units } = sheet;
  const settings: PackageInput[] = [
    { label: 'Friction method', text: sheet.friction === 'acgih' ? 'ACGIH equation' : 'Colebrook', unit: '' },
    ...typedInputs({ outletPressure: sheet.outletPressure }, [{ key: 'outletPressure', label: 'Outlet pressure (stack, outlet losses)', units: { metric: PRESSURE.metric.unit, imperial: PRESSURE.imperial.unit } }], units),
    ...typedInputs(sheet.conditions ?? {}, CONDITION_SPECS, units),
    ...typedInputs(sheet.dust ?? {}, [{ key: 'dust', label: 'Dust' }, { key: 'kst', label: 'KSt', unit: 'bar·m/s' }, { key: 'loading', label: 'Dust loading', units: { metric: 'g/m3', imperial: 'gr/ft3' } }], units),
  ];
  const read = readSystemPart(sheet);
  if (read.status === 'error') {
    return { id: 'system', title: PART_TITLES.system, units, groups: [group('Settings (the segments are in the appendix)', { inputs: typedGroup(settings) })], warnings: read.issues.map(({ message }) => message) };
  }
  const { design } = read;
  const junctions = design.junctions.map((junction) => [junctionText(junction, units)]);
  return {
    id: 'system',
    title: PART_TITLES.system,
    units,
    groups: [
      group('Settings (the segments are in the appendix)', { inputs: typedGroup(settings) }),
      group('Fan duty', { figures: figuresIn(fanFigures(design.fan), units), tables: junctions.length === 0 ? [] : [{ title: 'Junctions', columns: ['Junction'], rows: junctions }] }),
      group('Segments', {
        figureTables: [
          figureTable(
            'Results by segment',
            'Segment → to',
            design.segments.map((segment) => ({ title: `${segment.segment} → ${segment.to}`, figures: figuresIn(segmentFigures(segment), units) })),
          ),
        ],
      }),
    ],
    warnings: sentences(design.warnings),
  };
}

function baghousePart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const part = project.parts.baghouse;
  if (part === undefined) return undefined;
  const read = readBaghousePart(part);
  const inputs = baghouseInputGroups(part.texts, typedSystem(part.units, part.typedIn));
  if (read.status === 'error') return { id: 'baghouse', title: PART_TITLES.baghouse, units: part.units, groups: [group('Baghouse', { inputs })], warnings: read.issues.map(({ message }) => message) };
  return {
    id: 'baghouse',
    title: PART_TITLES.baghouse,
    units: part.units,
    groups: [group('Baghouse', { inputs, figures: figuresIn(baghouseFigures(read.design), part.units) })],
    warnings: sentences(baghouseWarnings(read.design, part.units)),
  };
}

function explosionPart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const part = project.parts.explosion;
  if (part === undefined) return undefined;
  const { design, issues } = readExplosionPart(part);
  return {
    id: 'explosion',
    title: PART_TITLES.explosion,
    units: part.units,
    groups: [group('Explosion vent', { inputs: ventInputGroups(part.texts, typedSystem(part.units, part.typedIn)), figures: design === undefined ? [] : figuresIn(ventReport(design), part.units) })],
    warnings: design === undefined ? issues.map(({ message }) => message) : sentences(design.warnings),
  };
}

function fanPart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const part = project.parts.fan;
  if (part === undefined) return undefined;
  const { selection, issues } = readFanPart(part);
  const curveUnit = (column: (typeof CURVE_COLUMNS)[number]) => (column === 'efficiency' ? '%' : unitById(CURVE_UNITS[part.units][column]).symbol);
  const curve: PackageTable[] =
    (part.curve ?? []).length === 0
      ? []
      : [{ title: 'Fan curve, as typed', columns: CURVE_COLUMNS.map((column) => `${keyLabel(column)}, ${curveUnit(column)}`), rows: (part.curve ?? []).map((row) => CURVE_COLUMNS.map((column) => row[column])) }];
  const inputs = group('Fan', { inputs: fanInputGroups(part.texts, typedSystem(part.units, part.typedIn)), tables: curve });
  if (selection === undefined) return { id: 'fan', title: PART_TITLES.fan, units: part.units, groups: [inputs], warnings: issues.map(({ message }) => message) };
  const report = fanReport(selection, part.units);
  return {
    id: 'fan',
    title: PART_TITLES.fan,
    units: part.units,
    groups: [
      { ...inputs, figures: figuresIn(report.figures, part.units) },
      ...report.operatingPoints.filter(({ figures }) => figures.length > 0).map((point) => group(`Operating point: ${point.label}`, { figures: figuresIn(point.figures, part.units) })),
      ...(report.fanLaws.length === 0 ? [] : [group('Fan laws', { figures: figuresIn(report.fanLaws, part.units) })]),
    ],
    warnings: [...sentences(report.warnings), ...issues.map(({ message }) => message)],
  };
}

function costPart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const part = project.parts.cost;
  if (part === undefined) return undefined;
  const capital = estimateWhatCan(part.texts, { insulated: part.insulated }, part.units, part.typedIn ?? {});
  const capitalInputs = costInputGroups('cost', COST_FIELD_GROUPS, part.texts, typedSystem(part.units, part.typedIn), part.insulated);
  const lines: PackageTable = {
    title: "Itemised (today's $ unless the item says 1998; annual lines in $/yr)",
    columns: ['Item', 'Factor', 'Value, $', 'Basis'],
    rows: capital.lines.map((line) => [line.item, line.factor === null ? '' : cellText(line.factor, 6), formatNumber(line.valueUsd, 'result', { decimals: 0 }), line.basis]),
  };
  const groups = [group('Capital and annual cost', { inputs: capitalInputs, figures: figuresIn(capital.figures, part.units), tables: [lines] })];
  const warnings = [...sentences(capital.estimate.warnings), ...capital.needs.map(({ label, gives }) => `${label} is ${capital.issues.length > 0 ? 'missing or unusable' : 'missing'}: it would give ${gives.join(', ')}`)];
  const opexTexts = part.opexTexts ?? {};
  if (Object.values(opexTexts).some((text) => text.trim() !== '')) {
    const opex = compareWhatCan(opexTexts, part.units, part.opexTypedIn ?? {});
    groups.push(group('Operating cost (OPEX) comparison', { inputs: costInputGroups('opex', OPEX_FIELD_GROUPS, opexTexts, typedSystem(part.units, part.opexTypedIn)), figures: figuresIn(opex.figures, part.units) }));
    warnings.push(...sentences(opex.comparison.warnings));
  }
  return { id: 'cost', title: PART_TITLES.cost, units: part.units, groups, warnings };
}

/** A configuration value as a person reads it: `pulse-jet`, `yes`, `mo, tu, we`, `6.02 inH₂O`, `not set`. */
function configText(key: string, value: unknown, system: UnitSystem): string {
  if (value === null) return 'not set';
  // The plan's pressures are kept in Pa (their keys say so) and shown as its page shows them.
  if (key.endsWith('Pa') && typeof value === 'number') return pressureText(value, 'pressure-drop', system);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function maintenancePart(project: Project): Omit<PackagePart, 'checks'> | undefined {
  const config = project.parts.maintenance;
  if (config === undefined) return undefined;
  const units = project.site.units;
  const inputs = Object.entries(config).map(([key, value]) => ({ label: keyLabel(key.replace(/Pa$/, '')), text: configText(key, value, units), unit: '' }));
  const tasks = planTasks(config).map((task) => [INTERVAL_LABELS[task.interval.kind], task.component, task.check, task.criterion ?? '', task.source]);
  return {
    id: 'maintenance',
    title: PART_TITLES.maintenance,
    units,
    groups: [group('Collector configuration and plan', { inputs: typedGroup(inputs), tables: [{ title: 'Maintenance tasks', columns: ['Interval', 'Component', 'Check', 'Criterion', 'Source'], rows: tasks }] })],
    warnings: [],
  };
}

const PART_BUILDERS: Readonly<Record<PartId, (project: Project) => Omit<PackagePart, 'checks'> | undefined>> = {
  hoods: hoodsPart,
  system: systemPart,
  baghouse: baghousePart,
  explosion: explosionPart,
  fan: fanPart,
  cost: costPart,
  maintenance: maintenancePart,
};

/** The part each check concerns, by its id (checks.ts); `parts-complete` concerns every part. */
const CHECK_PARTS: Readonly<Record<string, PartId>> = {
  'junction-balance': 'system',
  'transport-velocity': 'system',
  'can-velocity': 'baghouse',
  'explosion-vent': 'explosion',
  'cold-start': 'fan',
  ...Object.fromEntries(PART_IDS.map((part) => [`stale-${part}`, part])),
};

const concerns = (check: ProjectCheck, part: PartId) => check.id === 'parts-complete' || CHECK_PARTS[check.id] === part;

/** The exhaust system's sheet as typed: every column any row fills, in the sheet's order. */
function sheetTable(project: Project): PackageTable | undefined {
  const sheet = project.parts.system;
  if (sheet === undefined) return undefined;
  const columns = SHEET_COLUMNS.filter((column) => sheet.segments.some((row) => (row[column] ?? '').trim() !== ''));
  return {
    title: `System sheet (bare numbers in ${sheet.units} units, as typed)`,
    columns: [...columns],
    rows: sheet.segments.map((row) => columns.map((column) => row[column] ?? '')),
  };
}

/** The Know-How data tables the figures cite (a figure's entry that is a table), each with its rows from the core's data. */
function dataTables(parts: readonly PackagePart[]): PackageTable[] {
  const cited = (group: PackageGroup) => [...group.figures, ...group.figureTables.flatMap(({ formulas }) => formulas)];
  const ids = [...new Set(parts.flatMap(({ groups }) => groups.flatMap((group) => cited(group).flatMap(({ entry }) => (entry === undefined ? [] : [entry])))))];
  return ids.flatMap((id) => {
    const entry = entryById(id);
    if (entry?.kind !== 'table') return [];
    return [
      {
        title: `${entry.title} (Know-How: ${entry.id})`,
        columns: entry.columns.map(({ label, unit }) => (unit === undefined ? label : `${label}, ${unit}`)),
        rows: entry.rows().map((row) => entry.columns.map(({ key, digits }) => cellText(row[key], digits))),
        source: sourceText(entry.source),
      },
    ];
  });
}

/**
 * The calculation package of a project.
 *
 * @param project A project as readProjectFile returns it.
 * @param date The date of issue, `YYYY-MM-DD` (the cover's and the sign-off's).
 * @returns The cover, the contents (only the parts present, in design order),
 *   every check, each part with its inputs as typed, its figures in its own
 *   unit system with formula, source and Know-How entry, its warnings and its
 *   checks, the appendix (the system sheet; the data tables the figures cite),
 *   the revisions and the sign-off lines. A part that cannot be designed
 *   yet lists its inputs and, as warnings, what stops it. Never throws.
 */
export function calculationPackage(project: Project, date: string): CalculationPackage {
  const checks = checkProject(project);
  const parts = PART_IDS.flatMap((id) => {
    const part = PART_BUILDERS[id](project);
    return part === undefined ? [] : [{ ...part, checks: checks.filter((check) => concerns(check, id)) }];
  });
  const { site } = project;
  const sheet = sheetTable(project);
  return {
    cover: {
      project: project.name,
      plant: site.plant,
      location: site.location,
      revision: project.revision,
      engineer: site.engineer,
      checker: site.checker ?? '',
      date,
      units: site.units,
      conditions: typedInputs(site.conditions, CONDITION_SPECS, site.units),
    },
    contents: parts.map(({ id, title }) => ({ id, title })),
    checks,
    parts,
    appendix: { ...(sheet !== undefined && { sheet }), tables: dataTables(parts) },
    revisions: project.revisions,
    signOff: [
      { role: 'Prepared by', name: site.engineer },
      { role: 'Checked by', name: site.checker ?? '' },
      { role: 'Approved by', name: '' },
    ],
  };
}
