/**
 * The checks across a project: each a named rule with its source, computed
 * through the tools' own cores (the system's balance and transport
 * velocities, the baghouse's can velocity, the dust hazard, the fan's cold
 * start, the links' staleness). A check passes, fails, or does not apply
 * (its part is not in the project, or cannot be designed yet, which the
 * `parts-complete` check reports). Each detail names the part, the field
 * and the value.
 */
import { SOURCE_CAN_VELOCITY_LIMIT } from '../baghouse/sources.ts';
import { TRANSPORT_TABLE_SHORT } from '../duct/transport-velocity.ts';
import { COMBUSTIBLE_DUST_SOURCE, combustibleDustId } from '../dust-hazard/combustible-dust.ts';
import type { SystemDesign } from '../exhaust-system/design.ts';
import type { SystemSheet } from '../exhaust-system/sheet.ts';
import { BALANCED_RATIO, INCREASE_FLOW_RATIO } from '../exhaust-system/design-system.ts';
import { junctionText, quantityText, VELOCITY } from '../exhaust-system/report.ts';
import { EXPLOSIBLE_DUSTS } from '../explosion/dusts.ts';
import { fanReport } from '../fan/report.ts';
import { formatNumber } from '../format/number.ts';
import { figureText } from '../report/figure.ts';
import { PART_IDS, PART_TITLES, type PartId, type Project } from './document.ts';
import { linkState, PROJECT_LINKS, staleParts, type FieldChange } from './links.ts';
import { readBaghousePart, readCostPart, readExplosionPart, readFanPart, readHoodPart, readSystemPart, systemDustOf } from './parts.ts';
import { checkConfig } from '../maintenance/config.ts';

/** A check's outcome. */
export type CheckStatus = 'pass' | 'fail' | 'not-applicable';

/** One check of a project. */
export interface ProjectCheck {
  /** Stable kebab-case id, for scripts and CI: `junction-balance`, `stale-fan`. */
  readonly id: string;
  readonly title: string;
  /** Where the rule comes from: the standard or the reference, with its edition. */
  readonly source: string;
  readonly status: CheckStatus;
  /** Why, naming the part, the field and the value (`parts.fan.texts.flow: 1180 → 1250`, `table-saw hood: design flow 440 → 600 CFM`). */
  readonly detail: string;
  /** A failed stale check's changes, machine-readable: each field's path in the file, old and new value, and its text. */
  readonly changes?: readonly FieldChange[];
}

/** A rule's verdict on a project. */
type Judgement = { readonly status: CheckStatus; readonly detail: string; readonly changes?: readonly FieldChange[] };

/** A rule: its id, title and source, and how it judges a project. */
interface CheckRule {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly judge: (project: Project) => Judgement;
}

const pass = (detail: string) => ({ status: 'pass' as const, detail });
const fail = (detail: string) => ({ status: 'fail' as const, detail });
const notApplicable = (detail: string) => ({ status: 'not-applicable' as const, detail });

/** The first problem of each part its tool cannot give results for, as `parts.fan: Fan efficiency is needed`. */
function incompleteParts(project: Project): string[] {
  const { parts } = project;
  const lines: string[] = [];
  (parts.hoods ?? []).forEach((hood, index) => {
    const read = readHoodPart(hood);
    if (read.design === undefined) lines.push(`parts.hoods[${index}] (segment ${hood.segment}): ${read.issues[0]?.message ?? 'no design'}`);
  });
  if (parts.system) {
    const read = readSystemPart(parts.system);
    if (read.status === 'error') lines.push(`parts.system: ${read.issues[0]!.message}`);
  }
  if (parts.baghouse) {
    const read = readBaghousePart(parts.baghouse);
    if (read.status === 'error') lines.push(`parts.baghouse: ${read.issues[0]!.message}`);
  }
  if (parts.explosion) {
    const read = readExplosionPart(parts.explosion);
    if (read.design === undefined) lines.push(`parts.explosion: ${read.issues[0]?.message ?? 'no design'}`);
  }
  if (parts.fan) {
    const read = readFanPart(parts.fan);
    if (read.selection === undefined || read.issues.length > 0) lines.push(`parts.fan: ${read.issues[0]?.message ?? 'no selection'}`);
  }
  if (parts.cost) {
    const issue = readCostPart(parts.cost)[0];
    if (issue) lines.push(`parts.cost.${issue.section}: ${issue.issue.message}`);
  }
  if (parts.maintenance) {
    const checked = checkConfig(parts.maintenance);
    if (checked.status === 'error') lines.push(`parts.maintenance: ${checked.issues[0]!.message}`);
  }
  return lines;
}

/** The system designed, or the check's answer when it cannot be. */
function systemOf(project: Project): { answer: Judgement } | { sheet: SystemSheet; design: SystemDesign } {
  const sheet = project.parts.system;
  if (sheet === undefined) return { answer: notApplicable('the project has no exhaust system (parts.system)') };
  const read = readSystemPart(sheet);
  if (read.status === 'error') return { answer: notApplicable('the exhaust system cannot be designed yet (see parts-complete)') };
  return { sheet, design: read.design };
}

/** A stale-part rule for each part a link feeds. */
function staleRule(part: PartId): CheckRule {
  const links = PROJECT_LINKS.filter(({ to }) => to === part);
  const sources = [...new Set(links.flatMap(({ from }) => from))].map((source) => (source === 'site' ? 'the site' : PART_TITLES[source])).join(' and ');
  return {
    id: `stale-${part}`,
    title: `${PART_TITLES[part]} follows ${sources}`,
    source: `Project links (${links.map(({ id }) => id).join(', ')}): each derived as the tools' own links derive it`,
    judge(project) {
      if (project.parts[part] === undefined) return notApplicable(`the project has no ${PART_TITLES[part]} (parts.${part})`);
      const stale = staleParts(project).find((each) => each.part === part);
      if (stale !== undefined) {
        const changes = stale.links.flatMap((link) => link.changes);
        const upstream = stale.upstream.length === 0 ? [] : [`${stale.upstream.map((id) => PART_TITLES[id]).join(' and ')} upstream ${stale.upstream.length === 1 ? 'is' : 'are'} stale`];
        return { ...fail([...changes.map(({ text }) => text), ...upstream].join('; ')), ...(changes.length > 0 && { changes }) };
      }
      const states = links.map((link) => linkState(project, link));
      const waiting = states.find((state) => state.status === 'unavailable');
      if (waiting?.status === 'unavailable' && states.every((state) => state.status === 'unavailable')) return notApplicable(`nothing to follow yet: ${waiting.reason}`);
      return pass(`parts.${part} holds what its links give (${links.map(({ id }) => id).join(', ')})`);
    },
  };
}


/** The rules, in the order a report lists them. */
const RULES: readonly CheckRule[] = [
  {
    id: 'parts-complete',
    title: 'Every part gives its results',
    source: "Each tool's own reader (the page's and the CLI's): a required input not given, or inputs its method cannot use",
    judge(project) {
      const present = PART_IDS.filter((part) => project.parts[part] !== undefined);
      if (present.length === 0) return notApplicable('the project has no parts yet');
      const lines = incompleteParts(project);
      return lines.length === 0 ? pass(`${present.map((part) => PART_TITLES[part]).join(', ')}: each gives its results`) : fail(lines.join('; '));
    },
  },
  {
    id: 'junction-balance',
    title: 'Every junction of the exhaust system is balanced',
    source: `ACGIH Industrial Ventilation, ch. 9 (balance by design): SP ratio ≤ ${formatNumber(BALANCED_RATIO, 'table', { decimals: 2 })} as is, ≤ ${formatNumber(INCREASE_FLOW_RATIO, 'table', { decimals: 2 })} by raising the lower stream's flow, above it redesign`,
    judge(project) {
      const system = systemOf(project);
      if ('answer' in system) return system.answer;
      const { junctions } = system.design;
      if (junctions.length === 0) return notApplicable('parts.system has no junction (one hood)');
      const units = system.sheet.units;
      const unbalanced = junctions.filter(({ action }) => action === 'redesign');
      if (unbalanced.length > 0) return fail(unbalanced.map((junction) => `parts.system: ${junctionText(junction, units)}`).join('; '));
      const largest = Math.max(...junctions.map(({ ratio }) => ratio));
      return pass(`parts.system: ${junctions.length} junction${junctions.length === 1 ? '' : 's'}, the largest SP ratio ${formatNumber(largest, 'table', { decimals: 3 })} ≤ ${formatNumber(INCREASE_FLOW_RATIO, 'table', { decimals: 2 })}`);
    },
  },
  {
    id: 'transport-velocity',
    title: 'No duct is slower than its minimum transport velocity',
    source: `${TRANSPORT_TABLE_SHORT} (ACGIH Industrial Ventilation, ch. 3 and 9)`,
    judge(project) {
      const system = systemOf(project);
      if ('answer' in system) return system.answer;
      const slow = system.design.warnings.filter(({ code }) => code === 'velocity-below-transport');
      if (slow.length > 0) return fail(slow.map(({ text }) => `parts.system: ${text}`).join('; '));
      const given = system.sheet.segments.filter((row) => (row.min_velocity?.trim() ?? '') !== '').length;
      return given === 0 ? notApplicable('parts.system gives no min_velocity') : pass(`parts.system: each of the ${given} segments with a min_velocity is at or above it`);
    },
  },
  {
    id: 'can-velocity',
    title: 'The baghouse can velocity is within its limit',
    source: SOURCE_CAN_VELOCITY_LIMIT,
    judge(project) {
      const part = project.parts.baghouse;
      if (part === undefined) return notApplicable('the project has no baghouse (parts.baghouse)');
      const read = readBaghousePart(part);
      if (read.status === 'error') return notApplicable('the baghouse cannot be designed yet (see parts-complete)');
      const { housing } = read.design;
      if (housing === undefined) return notApplicable('parts.baghouse gives no can velocity yet: it needs the flow, the bags and the bag pitch');
      const limit = housing.canVelocityLimitMps;
      if (limit === undefined) return notApplicable(`parts.baghouse: ${read.design.input.cleaning} cleaning has no can-velocity limit in the reference`);
      const velocity = quantityText(housing.interstitialVelocityMps, VELOCITY, part.units);
      const limitText = quantityText(limit, VELOCITY, part.units);
      return housing.interstitialVelocityMps > limit
        ? fail(`parts.baghouse: can velocity ${velocity} is above the ${limitText} limit of ${read.design.input.cleaning} cleaning: dust re-entrains; widen the bag pitch or add bags`)
        : pass(`parts.baghouse: can velocity ${velocity} ≤ ${limitText} (${read.design.input.cleaning})`);
    },
  },
  {
    id: 'explosion-vent',
    title: 'A combustible dust has its explosion vent sized',
    source: COMBUSTIBLE_DUST_SOURCE,
    judge(project) {
      const dust = systemDustOf(project.parts.system);
      const baghouse = project.parts.baghouse === undefined ? undefined : readBaghousePart(project.parts.baghouse);
      const baghouseDust = baghouse?.status === 'success' ? combustibleDustId(baghouse.design.input.dust) : undefined;
      const why =
        dust?.dust !== undefined
          ? `parts.system.dust.dust: ${EXPLOSIBLE_DUSTS[dust.dust].name}`
          : dust?.kstPaMps !== undefined
            ? `parts.system.dust.kst: KSt ${formatNumber(dust.kstPaMps / 1e5, 'result', { decimals: 0 })} bar·m/s`
            : baghouseDust !== undefined
              ? `parts.baghouse.texts.dust: ${EXPLOSIBLE_DUSTS[baghouseDust].name}`
              : undefined;
      if (why === undefined) return notApplicable('no combustible dust: neither parts.system.dust nor parts.baghouse.texts.dust names one');
      const part = project.parts.explosion;
      if (part === undefined) return fail(`${why} is combustible, and the project has no explosion protection (parts.explosion)`);
      const { design, issues } = readExplosionPart(part);
      if (design === undefined) return fail(`${why} is combustible, and parts.explosion sizes no vent: ${issues[0]?.message ?? 'no design'}`);
      const area = figureText({ key: 'area', label: '', valueSi: design.areaM2, units: { metric: { unit: 'm2', decimals: 3 }, imperial: { unit: 'ft2', decimals: 2 } }, formula: '', source: '' }, part.units);
      return pass(`${why} is combustible; parts.explosion sizes a vent of ${area.value} ${area.unit} (${design.governing === 'nfpa68' ? 'NFPA 68' : 'EN 14491'} governs)`);
    },
  },
  {
    id: 'cold-start',
    title: 'The fan motor covers the cold start',
    source: 'AMCA Publication 201, fan laws (at constant speed P ∝ ρ); drive loss: AMCA Publication 203; motor ratings: IEC 60072-1, NEMA MG 1',
    judge(project) {
      const part = project.parts.fan;
      if (part === undefined) return notApplicable('the project has no fan (parts.fan)');
      const { selection } = readFanPart(part);
      if (selection === undefined) return notApplicable('the fan cannot be selected yet (see parts-complete)');
      const report = fanReport(selection, part.units);
      const overload = report.warnings.find(({ code }) => code === 'cold-start-overload');
      if (overload) return fail(`parts.fan: ${overload.text}`);
      const cold = report.figures.find(({ key }) => key === 'coldStartMotorOutput');
      const motor = report.figures.find(({ key }) => key === 'motorRating');
      if (cold === undefined || motor === undefined) return notApplicable('parts.fan gives no motor rating or cold start (give the efficiencies and the cold-start temperature)');
      const [coldText, motorText] = [figureText(cold, part.units), figureText(motor, part.units)];
      return pass(`parts.fan: at a cold start the motor gives ${coldText.value} ${coldText.unit}, within its ${motorText.value} ${motorText.unit} rating`);
    },
  },
  ...PART_IDS.filter((part) => PROJECT_LINKS.some(({ to }) => to === part)).map(staleRule),
];

/** Every rule's id, in report order. */
export const PROJECT_CHECK_IDS: readonly string[] = RULES.map(({ id }) => id);

/**
 * Runs every check of a project.
 *
 * @param project The project, as readProjectFile returns it.
 * @returns One check per rule, in report order, each with its status and
 *   a detail naming the part, the field and the value. Never throws.
 */
export function checkProject(project: Project): ProjectCheck[] {
  return RULES.map(({ id, title, source, judge }) => ({ id, title, source, ...judge(project) }));
}
