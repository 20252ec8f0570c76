/**
 * A hood link that changed, in a person's terms: the system's `hood` cell
 * holds a whole Hood Design link, so "old link → new link" hides what
 * changed. This names the segment and each hood field that differs, with
 * its unit (`table-saw hood: design flow 440 → 600 CFM`).
 */
import { HOOD_COEFFICIENTS, HOOD_FIELDS, HOOD_MEASURES, HOOD_MOISTURE } from '../hood/fields.ts';
import { readHoodLink } from '../hood/link.ts';
import { HOOD_TEXT_LABELS } from '../hood/read.ts';
import type { UnitSystem } from '../report/figure.ts';
import { isBareNumber } from '../report/typed-text.ts';
import { unitById } from '../units/catalogue.ts';

const LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  [...HOOD_MEASURES, ...HOOD_COEFFICIENTS, HOOD_MOISTURE, ...Object.entries(HOOD_TEXT_LABELS).map(([key, label]) => ({ key, label }))].map(({ key, label }) => [key, label]),
);

/** A value as typed in a link, with the unit a bare number reads in (`440 CFM`); `(not given)` for none. */
function valueText(field: string, text: string | undefined, system: UnitSystem | undefined): string {
  if (text === undefined || text.trim() === '') return '(not given)';
  if (!isBareNumber(text)) return text;
  if (field === HOOD_MOISTURE.key) return `${text} ${HOOD_MOISTURE.unit}`;
  const measure = HOOD_MEASURES.find(({ key }) => key === field);
  return measure === undefined || system === undefined ? text : `${text} ${unitById(measure.units[system]).symbol}`;
}

/**
 * What changed between two hood links of one segment.
 *
 * @param segment The segment the hood feeds (the sheet's `segment` cell).
 * @param oldLink The `hood` cell stored (a Hood Design link, or blank).
 * @param newLink The link the hood part gives now.
 * @returns `table-saw hood: design flow 440 → 600 CFM; distance X 6 → 4 in`,
 *   each differing field in the page's order; a unit shown once when both
 *   sides read in the same one (`440 → 600 CFM`), else beside each value;
 *   `table-saw hood: (not given) → …` style for a blank side; the unit
 *   system itself when only it changed. Never throws.
 */
export function hoodChangeText(segment: string, oldLink: string | undefined, newLink: string | undefined): string {
  const [before, after] = [readHoodLink(oldLink ?? ''), readHoodLink(newLink ?? '')];
  const differences = HOOD_FIELDS.flatMap((field) => {
    const [a, b] = [before.texts[field]?.trim() ?? '', after.texts[field]?.trim() ?? ''];
    const [aText, bText] = [valueText(field, a, before.system), valueText(field, b, after.system)];
    if (aText === bText) return [];
    const label = LABELS[field] ?? field;
    const name = label.charAt(0).toLowerCase() + label.slice(1);
    // One unit after both numbers reads as a person writes a change: `440 → 600 CFM`.
    const unit = aText.startsWith(`${a} `) && bText.startsWith(`${b} `) && aText.slice(a.length) === bText.slice(b.length) ? aText.slice(a.length) : '';
    return [unit === '' ? `${name} ${aText} → ${bText}` : `${name} ${a} → ${b}${unit}`];
  });
  if (differences.length === 0 && before.system !== after.system) differences.push(`unit system ${before.system ?? '(not given)'} → ${after.system ?? '(not given)'}`);
  return `${segment} hood: ${differences.length === 0 ? 'the link is written differently, with the same fields' : differences.join('; ')}`;
}
