/**
 * The derived links between a project's parts, declared once: what each
 * part downstream takes from the parts upstream, derived by the same
 * functions as the tools' own "Open in …" links. A part downstream that no
 * longer matches what its sources give is stale, and says what changed
 * (field, old → new, and in a person's terms); following a link is the user's explicit choice and
 * writes only the derived fields, so nothing is overwritten silently.
 */
import { isSized, type BaghouseDesign } from '../baghouse/design.ts';
import { ventTextsFromBaghouse } from '../baghouse/explosion-link.ts';
import { costTextsFromBaghouse } from '../cost/baghouse-link.ts';
import { CONDITION_KEYS, CONDITION_MEASURES } from '../exhaust-system/conditions.ts';
import { fanFigureText, fanTextsFromSystem } from '../exhaust-system/fan-link.ts';
import type { SystemSheet } from '../exhaust-system/sheet.ts';
import { hoodLinkPath } from '../hood/link.ts';
import { DEFAULT_CONFIG } from '../maintenance/config.ts';
import type { UnitSystem } from '../report/figure.ts';
import { linkedMeasureText, typedMeasureText } from '../report/typed-text.ts';
import { PART_IDS, PART_TITLES, type PartId, type Project, type ProjectParts } from './document.ts';
import { readBaghousePart, readExplosionPart, readSystemPart, type SystemReading } from './parts.ts';
import { hoodChangeText } from './hood-change.ts';
import { pathText } from './schema.ts';

/** Where a link takes its figures from: a part, or the site. */
export type LinkSource = PartId | 'site';

/** A place in a part: keys from the part's root (`['texts', 'flow']`, `['segments', 3, 'hood']`). */
export type PartPath = readonly (string | number)[];

/** A value a part stores: a text as typed, or a choice of the plan's configuration. */
export type PartValue = string | boolean | undefined;

/** One field a link writes, and the value its sources give it; `undefined` clears it. */
export interface DerivedValue {
  readonly path: PartPath;
  readonly value: PartValue;
}

/** What a link's sources give: the values, or why they give none yet (a source missing or not designed). */
export type Derivation = { readonly status: 'derived'; readonly values: readonly DerivedValue[] } | { readonly status: 'unavailable'; readonly reason: string };

/** A derived link: from its sources to one part, what it carries, and how. */
export interface ProjectLink {
  /** Stable id, `system-fan`. */
  readonly id: string;
  readonly from: readonly LinkSource[];
  readonly to: PartId;
  /** What it carries, in words. */
  readonly what: string;
  /** The values the sources give the part, in the part's unit system; pure, never throws. */
  readonly derive: (project: Project) => Derivation;
  /** A field's change in a person's terms, where `path: old → new` would not read (a whole hood link); never throws. */
  readonly describe?: (project: Project, path: PartPath, old: PartValue, value: PartValue) => string;
}

/** The unit system a part downstream is written in: its own, or the site's for a part not started. */
function unitsOf(project: Project, part: 'fan' | 'baghouse' | 'explosion' | 'cost'): UnitSystem {
  return project.parts[part]?.units ?? project.site.units;
}

const unavailable = (reason: string): Derivation => ({ status: 'unavailable', reason });

/** The values of a tool's texts, as `texts.<field>`. */
const textValues = (texts: Readonly<Record<string, string | undefined>>): DerivedValue[] => Object.entries(texts).map(([field, value]) => ({ path: ['texts', field], value }));

/** Why a source gives nothing yet. */
interface Unavailable {
  readonly reason: string;
}

/**
 * The site's conditions as a part's: each of the four keys (a blank one
 * cleared), a bare number carrying its unit into a part of the other system,
 * exactly (linkedMeasureText); a number the site keeps with the unit of the
 * part's system (`75degF`, typed in °F on a metric site) goes in bare, so
 * the same air reads the same text in the part.
 */
function siteConditionValues(project: Project, units: UnitSystem, at: PartPath): DerivedValue[] {
  const { conditions } = project.site;
  return CONDITION_KEYS.map((key) => {
    const text = conditions[key]?.trim() ?? '';
    const spec = CONDITION_MEASURES.find((measure) => measure.key === key);
    if (text === '' || spec === undefined) return { path: [...at, key], value: text === '' ? undefined : text };
    const typed = typedMeasureText(spec, text, project.site.units);
    return { path: [...at, key], value: linkedMeasureText(spec, typed.text, typed.typedIn, units) };
  });
}

/** The system designed, or why it cannot be. */
function designedSystem(project: Project): { sheet: SystemSheet; read: Extract<SystemReading, { status: 'success' }> } | Unavailable {
  const sheet = project.parts.system;
  if (sheet === undefined) return { reason: 'the project has no exhaust system' };
  const read = readSystemPart(sheet);
  return read.status === 'error' ? { reason: `the exhaust system cannot be designed: ${read.issues[0]!.message}` } : { sheet, read };
}

/** The baghouse designed, or why it cannot be. */
function designedBaghouse(project: Project): { design: BaghouseDesign } | Unavailable {
  const part = project.parts.baghouse;
  if (part === undefined) return { reason: 'the project has no baghouse' };
  const read = readBaghousePart(part);
  return read.status === 'error' ? { reason: `the baghouse cannot be designed: ${read.issues[0]!.message}` } : { design: read.design };
}

/**
 * Every link, sources before the parts they feed (the order `staleParts`
 * and a "follow every link" walk through them).
 */
export const PROJECT_LINKS: readonly ProjectLink[] = [
  {
    id: 'site-hoods',
    from: ['site'],
    to: 'hoods',
    what: "the site's ambient conditions as each hood's gas (a hot process's own temperature goes in its sheet row's temperature cell, which wins)",
    derive(project) {
      const { hoods = [] } = project.parts;
      if (hoods.length === 0) return unavailable('the project has no hoods');
      return { status: 'derived', values: hoods.flatMap((hood, index) => siteConditionValues(project, hood.units, [index, 'texts'])) };
    },
  },
  {
    id: 'site-system',
    from: ['site'],
    to: 'system',
    what: "the site's ambient conditions (temperature, altitude or barometric pressure, moisture) as the system's gas conditions",
    derive(project) {
      const sheet = project.parts.system;
      if (sheet === undefined) return unavailable('the project has no exhaust system');
      return { status: 'derived', values: siteConditionValues(project, sheet.units, ['conditions']) };
    },
  },
  {
    id: 'hoods-system',
    from: ['hoods'],
    to: 'system',
    what: "each hood's design as the `hood` cell of the segment it feeds (its flow, entry loss and transport velocity follow)",
    derive(project) {
      const { hoods = [], system: sheet } = project.parts;
      if (sheet === undefined) return unavailable('the project has no exhaust system');
      if (hoods.length === 0) return unavailable('the project has no hoods');
      const values: DerivedValue[] = [];
      for (const hood of hoods) {
        const index = sheet.segments.findIndex((row) => row.segment?.trim() === hood.segment.trim());
        if (index === -1) return unavailable(`the hood for segment ${hood.segment}: the system's sheet has no segment ${hood.segment}`);
        values.push({ path: ['segments', index, 'hood'], value: hoodLinkPath(hood.units, hood.texts, hood.typedIn) });
      }
      return { status: 'derived', values };
    },
    describe(project, path, old, value) {
      const row = project.parts.system?.segments[Number(path[1])];
      return hoodChangeText(row?.segment?.trim() ?? `segment ${String(path[1])}`, typeof old === 'string' ? old : undefined, typeof value === 'string' ? value : undefined);
    },
  },
  {
    id: 'system-fan',
    from: ['system'],
    to: 'fan',
    what: "the system's fan duty (actual flow and fan static pressure) and the fan inlet's gas (temperature, altitude or barometric pressure, moisture)",
    derive(project) {
      const system = designedSystem(project);
      if ('reason' in system) return unavailable(system.reason);
      const { sheet, read } = system;
      const texts = fanTextsFromSystem(read.design.fan, { texts: sheet.conditions ?? {}, units: sheet.units }, unitsOf(project, 'fan'));
      // Every gas field is written, a blank one cleared: the fan must work at the system's density.
      return { status: 'derived', values: (['flow', 'pressure', 'temperature', 'altitude', 'barometricPressure', 'moisture'] as const).map((field) => ({ path: ['texts', field], value: texts[field] })) };
    },
  },
  {
    id: 'system-baghouse',
    from: ['system', 'site'],
    to: 'baghouse',
    what: "the system's flow at the fan inlet (actual, at the site's conditions) and its gas temperature as the baghouse's gas flow and temperature",
    derive(project) {
      const system = designedSystem(project);
      if ('reason' in system) return unavailable(system.reason);
      const { fan } = system.read.design;
      const units = unitsOf(project, 'baghouse');
      return { status: 'derived', values: textValues({ flow: fanFigureText(fan, 'flow', units), temperature: fanFigureText(fan, 'inletTemperature', units) }) };
    },
  },
  {
    id: 'baghouse-explosion',
    from: ['baghouse'],
    to: 'explosion',
    what: "the baghouse's dirty side (volume and L/D, estimated) and its combustible dust as the vent's enclosure and dust",
    derive(project) {
      const baghouse = designedBaghouse(project);
      if ('reason' in baghouse) return unavailable(baghouse.reason);
      const texts = ventTextsFromBaghouse(baghouse.design, unitsOf(project, 'explosion'));
      return texts === undefined ? unavailable('the baghouse has neither a dirty side (give the bag pitch and length) nor a combustible dust') : { status: 'derived', values: textValues(texts) };
    },
  },
  {
    id: 'baghouse-cost',
    from: ['baghouse'],
    to: 'cost',
    what: "the baghouse's gross cloth area, bags, gas flow, pressure drop and inlet dust loading as the cost's inputs",
    derive(project) {
      const baghouse = designedBaghouse(project);
      if ('reason' in baghouse) return unavailable(baghouse.reason);
      if (!isSized(baghouse.design)) return unavailable('the baghouse has no cloth area and bags yet (give its flow, an air-to-cloth ratio and the bag size)');
      return { status: 'derived', values: textValues(costTextsFromBaghouse(baghouse.design, unitsOf(project, 'cost'))) };
    },
  },
  {
    id: 'configuration-maintenance',
    from: ['baghouse', 'explosion'],
    to: 'maintenance',
    what: "the collector's configuration (the baghouse's cleaning, compressed air for pulse-jet, and explosion vents when the project has them) as the plan's",
    derive(project) {
      const baghouse = designedBaghouse(project);
      if ('reason' in baghouse) return unavailable(baghouse.reason);
      const { cleaning } = baghouse.design.input;
      const compressedAir = cleaning === 'pulse-jet';
      const { explosion } = project.parts;
      const vented = explosion !== undefined && readExplosionPart(explosion).design !== undefined;
      // Flameless venting is a kind of vent the plan knows and the vent sizing does not: a plan's choice of it stands.
      const protection = !vented ? 'none' : project.parts.maintenance?.explosionProtection === 'flameless' ? 'flameless' : 'vents';
      return {
        status: 'derived',
        values: [
          { path: ['cleaning'], value: cleaning },
          { path: ['compressedAir'], value: compressedAir },
          // A dryer needs compressed air; with it, the dryer stays the plan's choice.
          ...(compressedAir ? [] : [{ path: ['dryer'], value: false }]),
          { path: ['explosionProtection'], value: protection },
        ],
      };
    },
  },
];

/** The value at a path of a part; `undefined` where the path leads nowhere. */
function valueAt(part: unknown, path: PartPath): PartValue {
  let at: unknown = part;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  return typeof at === 'string' || typeof at === 'boolean' ? at : undefined;
}

/** A part with one value written (a copy; `undefined` removes the key). */
function withValueAt(part: unknown, path: PartPath, value: PartValue): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(part)) return part.map((item, index) => (index === key ? withValueAt(item, rest, value) : item));
  const object = { ...((part ?? {}) as Record<string, unknown>) };
  const next = withValueAt(object[key], rest, value);
  if (next === undefined) delete object[key];
  else object[key] = next;
  return object;
}

/**
 * A stored or derived value as a change shows it.
 *
 * @param value A text, a choice, or none.
 * @returns The value as text; `(not given)` for a blank or none.
 */
export function shownValue(value: PartValue): string {
  return value === undefined || value === '' ? '(not given)' : String(value);
}

/** A blank text is no text: both read as "not given". */
const same = (a: PartValue, b: PartValue) => (a === undefined || a === '' ? b === undefined || b === '' : a === b);

/** One field that differs from what its sources give. */
export interface FieldChange {
  /** In the file: `parts.fan.texts.flow`. */
  readonly path: string;
  readonly old: PartValue;
  readonly new: PartValue;
  /** The change in a person's terms, for the overview, the check and the package (`table-saw hood: design flow 440 → 600 CFM`). */
  readonly text: string;
}

/** A link's state in a project. */
export type LinkState =
  | { readonly status: 'current' }
  | { readonly status: 'stale'; readonly changes: readonly FieldChange[] }
  /** The sources give nothing yet (`reason`), or the part downstream is not started (following creates it). */
  | { readonly status: 'unavailable'; readonly reason: string }
  | { readonly status: 'no-part' };

/**
 * Whether a part follows one link.
 *
 * @param project The project.
 * @param link One of PROJECT_LINKS.
 * @returns `current`, `stale` with each field that differs (its path in
 *   the file, the value stored → the value the sources give), `no-part`
 *   when the part downstream is not in the project, or `unavailable` with
 *   why the sources give nothing yet. Never throws.
 */
export function linkState(project: Project, link: ProjectLink): LinkState {
  const part = project.parts[link.to];
  if (part === undefined) return { status: 'no-part' };
  const derived = link.derive(project);
  if (derived.status === 'unavailable') return derived;
  const changes = derived.values
    .filter(({ path, value }) => !same(valueAt(part, path), value))
    .map(({ path, value }) => {
      const [where, old] = [pathText(['parts', link.to, ...path]), valueAt(part, path)];
      const text = link.describe?.(project, path, old, value) ?? `${where}: ${shownValue(old)} → ${shownValue(value)}`;
      return { path: where, old, new: value, text };
    });
  return changes.length === 0 ? { status: 'current' } : { status: 'stale', changes };
}

/** A part that no longer follows its sources. */
export interface StalePart {
  readonly part: PartId;
  /** Each link into it that is stale, with what changed. */
  readonly links: readonly { readonly link: string; readonly from: readonly LinkSource[]; readonly changes: readonly FieldChange[] }[];
  /** The parts upstream it derives from that are stale themselves: following them will change it again. */
  readonly upstream: readonly PartId[];
}

/**
 * The parts that no longer follow their sources.
 *
 * @param project The project.
 * @returns In PART_IDS order, each part with a stale link into it (the
 *   fields that changed, old → new) or a stale part upstream (transitively:
 *   a hood changed marks the system, and through it the fan, the baghouse,
 *   the vent, the cost and the plan). Empty when every part follows. Never throws.
 */
export function staleParts(project: Project): StalePart[] {
  const direct = new Map<PartId, StalePart['links'][number][]>();
  for (const link of PROJECT_LINKS) {
    const state = linkState(project, link);
    if (state.status === 'stale') direct.set(link.to, [...(direct.get(link.to) ?? []), { link: link.id, from: link.from, changes: state.changes }]);
  }
  const stale = new Set<PartId>(direct.keys());
  const upstreamOf = new Map<PartId, PartId[]>();
  // Links are declared sources first, so one pass in their order carries staleness downstream.
  for (const link of PROJECT_LINKS) {
    if (project.parts[link.to] === undefined) continue;
    const behind = link.from.filter((source): source is PartId => source !== 'site' && stale.has(source));
    if (behind.length === 0) continue;
    upstreamOf.set(link.to, [...new Set([...(upstreamOf.get(link.to) ?? []), ...behind])]);
    stale.add(link.to);
  }
  return PART_IDS.filter((part) => stale.has(part)).map((part) => ({ part, links: direct.get(part) ?? [], upstream: upstreamOf.get(part) ?? [] }));
}

/** A part the project does not have yet, and how it can start. */
export interface UnstartedPart {
  readonly part: PartId;
  /** The links whose sources give their figures now: following one starts the part with them. */
  readonly ready: readonly { readonly link: string; readonly from: readonly LinkSource[]; readonly what: string }[];
  /** The links whose sources give nothing yet, each with why. */
  readonly waiting: readonly { readonly link: string; readonly from: readonly LinkSource[]; readonly reason: string }[];
}

/**
 * The parts not in the project yet, and for each the links that can start
 * it. The hoods and the system have none: they are the user's design,
 * started from their tools; every other part can start from its sources.
 *
 * @param project The project.
 * @returns In PART_IDS order, each part the project lacks with its links
 *   ready (following one creates the part in the site's units with the
 *   derived fields, `followLink`) and waiting (with why). Empty when every
 *   part is started. Never throws.
 */
export function unstartedParts(project: Project): UnstartedPart[] {
  return PART_IDS.filter((part) => project.parts[part] === undefined).map((part) => {
    const into = newPart(project, part) === undefined ? [] : PROJECT_LINKS.filter((link) => link.to === part);
    const states = into.map((link) => ({ link, derived: link.derive(project) }));
    return {
      part,
      ready: states.flatMap(({ link, derived }) => (derived.status === 'derived' ? [{ link: link.id, from: link.from, what: link.what }] : [])),
      waiting: states.flatMap(({ link, derived }) => (derived.status === 'unavailable' ? [{ link: link.id, from: link.from, reason: derived.reason }] : [])),
    };
  });
}

/** A part not started, for a link to write into: the site's unit system, no text; the plan's default configuration. */
function newPart(project: Project, part: PartId): unknown {
  if (part === 'maintenance') return DEFAULT_CONFIG;
  if (part === 'cost') return { units: project.site.units, texts: {}, insulated: false };
  if (part === 'fan' || part === 'baghouse' || part === 'explosion') return { units: project.site.units, texts: {} };
  return undefined;
}

/**
 * Follows a link: writes what its sources give into the part downstream.
 *
 * @param project The project (not changed).
 * @param linkId A link's id (PROJECT_LINKS).
 * @returns A new project whose part downstream has the derived fields (a
 *   text written in the part's unit system, so its `typedIn` mark is
 *   cleared; a part not started is created in the site's units), every
 *   other field as it was; or one line when the link is unknown, its
 *   sources give nothing yet, or its part cannot be created (the hoods and
 *   the system are the user's). Never throws.
 */
export function followLink(project: Project, linkId: string): { status: 'success'; project: Project } | { status: 'error'; message: string } {
  const link = PROJECT_LINKS.find(({ id }) => id === linkId);
  if (link === undefined) return { status: 'error', message: `No link ${linkId}; the links are ${PROJECT_LINKS.map(({ id }) => id).join(', ')}` };
  const derived = link.derive(project);
  if (derived.status === 'unavailable') return { status: 'error', message: `${PART_TITLES[link.to]} cannot follow: ${derived.reason}` };
  let part = project.parts[link.to] ?? newPart(project, link.to);
  if (part === undefined) return { status: 'error', message: `${PART_TITLES[link.to]} cannot follow: the project has none` };
  for (const { path, value } of derived.values) {
    part = withValueAt(part, path, value);
    // A text written in the part's units is no longer typed in the other system.
    const at = path.indexOf('texts');
    const typedIn = [...path.slice(0, at), 'typedIn', ...path.slice(at + 1)];
    if (at !== -1 && valueAt(part, typedIn) !== undefined) part = withValueAt(part, typedIn, undefined);
  }
  return { status: 'success', project: { ...project, parts: { ...project.parts, [link.to]: part } as ProjectParts } };
}
