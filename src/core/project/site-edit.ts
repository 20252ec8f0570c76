/**
 * The site as its form on the project overview edits it: the plant, the
 * location, who designs and who checks, the unit system of the conditions'
 * bare numbers, and the ambient conditions typed as the exhaust system types
 * its own. Each condition keeps the unit system it was typed in, so a unit
 * switch in the form re-displays it and never changes it; the site written
 * gives a number typed in the other system its unit (`24degC`), which reads
 * back to the very same value.
 */
import { CONDITION_KEYS, CONDITION_MEASURES, readConditions, type ConditionKey, type ConditionSystems, type ConditionTexts } from '../exhaust-system/conditions.ts';
import type { UnitSystem } from '../report/figure.ts';
import { linkedMeasureText, shownMeasureText, typedMeasureText, withTypedText } from '../report/typed-text.ts';
import type { ProjectSite } from './document.ts';
import { NAME_MAX_LENGTH } from './schema.ts';

/** The site's lines of text, in the order of the form. */
export const SITE_LINES = ['plant', 'location', 'engineer', 'checker'] as const;
export type SiteLine = (typeof SITE_LINES)[number];

/** Each line's label, as the form and its messages name it. */
export const SITE_LINE_LABELS: Readonly<Record<SiteLine, string>> = { plant: 'Plant', location: 'Location', engineer: 'Engineer', checker: 'Checker' };

/** The site being edited: the texts as typed, and the system each condition was typed in. */
export interface SiteDraft {
  readonly lines: Readonly<Record<SiteLine, string>>;
  /** The unit system shown, and the site's `units` once saved. */
  readonly units: UnitSystem;
  readonly conditions: ConditionTexts;
  readonly conditionsTypedIn: ConditionSystems;
}

/** Why the site cannot be saved: the field (a line or a condition) and one line naming it and the value. */
export interface SiteIssue {
  readonly field: SiteLine | ConditionKey;
  readonly message: string;
}

/** A condition whose unit changes with the unit system (the moisture's % does not). */
const measureOf = (key: ConditionKey) => CONDITION_MEASURES.find((measure) => measure.key === key);

/**
 * The form's draft of a site: each condition typed in the site's units, or
 * in the system whose unit it carries (`75degF` is 75 typed in °F).
 *
 * @param site The project's site.
 */
export function siteDraftOf(site: ProjectSite): SiteDraft {
  const typed = CONDITION_KEYS.flatMap((key) => {
    const text = site.conditions[key]?.trim() ?? '';
    const spec = measureOf(key);
    if (text === '') return [];
    return [[key, spec === undefined ? { text, typedIn: site.units } : typedMeasureText(spec, text, site.units)] as const];
  });
  return {
    lines: { plant: site.plant, location: site.location, engineer: site.engineer, checker: site.checker ?? '' },
    units: site.units,
    conditions: Object.fromEntries(typed.map(([key, { text }]) => [key, text])),
    conditionsTypedIn: Object.fromEntries(typed.map(([key, { typedIn }]) => [key, typedIn])),
  };
}

/**
 * The draft with one condition typed in the unit system shown; a blank text removes it (standard air's).
 *
 * @param draft The draft.
 * @param key The condition.
 * @param text What was typed.
 */
export function withConditionText(draft: SiteDraft, key: ConditionKey, text: string): SiteDraft {
  const typed = withTypedText(draft.conditions, draft.conditionsTypedIn, key, text, draft.units);
  return { ...draft, conditions: typed.texts, conditionsTypedIn: typed.typedIn };
}

/**
 * What a condition's field shows.
 *
 * @returns As typed in its own system; a bare number typed in the other
 *   system converted to the one shown (`75` °F shows as `23.8889` °C); '' when blank.
 */
export function shownConditionText(draft: SiteDraft, key: ConditionKey): string {
  const text = draft.conditions[key] ?? '';
  const spec = measureOf(key);
  return spec === undefined || text === '' ? text : shownMeasureText(spec, text, draft.conditionsTypedIn[key] ?? draft.units, draft.units);
}

/**
 * Reads the draft as the project's site, with the readers the file uses
 * (schema.ts's line length, the exhaust system's `readConditions`).
 *
 * @param draft The draft.
 * @returns `success` with the site: lines trimmed, a blank checker left
 *   out, `units` the system shown, each condition with its bare number in
 *   `units` or its unit appended when typed in the other system; or `error`
 *   with one issue per field that cannot be used (a line over
 *   NAME_MAX_LENGTH characters; a condition not a number, out of its range,
 *   or an altitude and a barometric pressure both given), naming it and the value.
 */
export function readSiteDraft(draft: SiteDraft): { status: 'success'; site: ProjectSite } | { status: 'error'; issues: SiteIssue[] } {
  const issues: SiteIssue[] = SITE_LINES.flatMap((line) => {
    const text = draft.lines[line].trim();
    return text.length > NAME_MAX_LENGTH ? [{ field: line, message: `${SITE_LINE_LABELS[line]}: at most ${NAME_MAX_LENGTH} characters, got ${text.length}` }] : [];
  });
  const read = readConditions(draft.conditions, draft.units, draft.conditionsTypedIn);
  if (read.status === 'error') issues.push(...read.issues.map(({ key, message }) => ({ field: key, message })));
  if (issues.length > 0) return { status: 'error', issues };
  const conditions = Object.fromEntries(
    Object.entries(draft.conditions).map(([key, text]) => {
      const spec = measureOf(key as ConditionKey);
      const trimmed = text!.trim();
      return [key, spec === undefined ? trimmed : linkedMeasureText(spec, trimmed, draft.conditionsTypedIn[key as ConditionKey] ?? draft.units, draft.units)];
    }),
  );
  const [plant, location, engineer, checker] = SITE_LINES.map((line) => draft.lines[line].trim()) as [string, string, string, string];
  return { status: 'success', site: { plant, location, engineer, ...(checker !== '' && { checker }), units: draft.units, conditions } };
}
