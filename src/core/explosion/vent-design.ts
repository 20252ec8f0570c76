/**
 * The checked entry point of explosion venting: one enclosure sized by NFPA
 * 68, EN 14491 or both side by side, with its St class, the hazard zone in
 * front of the vent and the warnings. The page, its link and `duct-calc vent`
 * share it.
 */
import type { ToolResult } from '../friction/pressure-loss.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { enIssues, enVentArea } from './en14491.ts';
import { enclosureIssue } from './enclosure.ts';
import { ventHazard } from './hazard-zone.ts';
import { isolationWarning } from './isolation.ts';
import { nfpa68Issues, nfpa68VentArea } from './nfpa68.ts';
import { stClass } from './st-class.ts';
import {
  DEFAULT_PSTAT_PA,
  PA_PER_BAR,
  type ResolvedVentInput,
  type StandardVentArea,
  type VentDesign,
  type VentInput,
  type VentStandard,
  type VentStandardId,
} from './vent-input.ts';
import { valueText } from './vent-limits.ts';

/** A standard's limit check and area, by id. */
const STANDARDS: Record<VentStandardId, { readonly name: string; readonly issues: (input: ResolvedVentInput) => MeasureIssue[]; readonly area: (input: ResolvedVentInput) => StandardVentArea }> = {
  nfpa68: { name: 'NFPA 68', issues: nfpa68Issues, area: nfpa68VentArea },
  en14491: { name: 'EN 14491', issues: enIssues, area: enVentArea },
};

/** Above this ratio of the larger to the smaller area the standards are said to differ (a warning names the governing one). */
const STANDARDS_DIFFER_RATIO = 1.1;

/** An issue when `value` is not a finite number above `min` (or at least `min` when `inclusive`). */
function rangeIssue(field: string, label: string, value: number | undefined, unit: string, min = 0, inclusive = false): MeasureIssue[] {
  if (value === undefined) return [];
  const text = Number.isFinite(value) ? valueText(value, unit) : String(value);
  if (!Number.isFinite(value)) return [{ field, text, message: `${label} must be a finite number, got ${text}` }];
  const ok = inclusive ? value >= min : value > min;
  if (ok) return [];
  const bound = min === 0 ? (inclusive ? 'zero or more' : 'greater than zero') : `${inclusive ? 'at least' : 'above'} ${valueText(min, unit)}`;
  return [{ field, text, message: `${label} must be ${bound}, got ${text}` }];
}

/** An issue when a ratio lies outside (0, 1]. */
function shareIssue(field: string, label: string, value: number | undefined): MeasureIssue[] {
  if (value === undefined || (Number.isFinite(value) && value > 0 && value <= 1)) return [];
  const text = Number.isFinite(value) ? valueText(value, '') : String(value);
  return [{ field, text, message: `${label} must lie above 0 and at most 1 (100 %), got ${text}` }];
}

/** The input's own coherence, before any standard: every figure finite and in its physical range. */
function inputIssues(input: VentInput): MeasureIssue[] {
  const bar = (pa: number | undefined) => (pa === undefined ? undefined : pa / PA_PER_BAR);
  const issues = [
    ...rangeIssue('volume', 'Volume', input.volumeM3, 'm³'),
    ...rangeIssue('kst', 'KSt', bar(input.kstPaMps), 'bar·m/s'),
    ...rangeIssue('pmax', 'Pmax', bar(input.pmaxPa), 'bar'),
    ...rangeIssue('pred', 'Pred', bar(input.predPa), 'bar'),
    ...rangeIssue('pstat', 'Pstat', bar(input.pstatPa), 'bar', 0, true),
    ...rangeIssue('ld', 'L/D', input.lengthToDiameter, ''),
    ...rangeIssue('length', 'Length', input.lengthM, 'm'),
    ...rangeIssue('diameter', 'Diameter', input.diameterM, 'm'),
    ...shareIssue('fill', 'Fill fraction', input.fillFraction),
    ...shareIssue('efficiency', 'Vent efficiency', input.ventEfficiency),
    ...rangeIssue('vent-duct-length', 'Vent duct length', input.ventDuctLengthM, 'm', 0, true),
    ...rangeIssue('strength', 'Enclosure strength', bar(input.enclosureStrengthPa), 'bar'),
    ...rangeIssue('vent-count', 'Number of vents', input.ventCount, '', 1, true),
  ];
  if (input.lengthToDiameter !== undefined && input.lengthM !== undefined) {
    issues.push({ field: 'ld', text: valueText(input.lengthToDiameter, ''), message: 'Give L/D or the length (with or without the diameter), not both' });
  }
  if (input.diameterM !== undefined && input.lengthM === undefined) {
    issues.push({ field: 'length', text: '', message: 'A diameter needs the length from the far end to the vent, to give L/D' });
  }
  if (issues.length === 0 && input.pmaxPa <= input.predPa) {
    issues.push({ field: 'pred', text: valueText(input.predPa / PA_PER_BAR, 'bar'), message: `Pred ${valueText(input.predPa / PA_PER_BAR, 'bar')} must be below Pmax ${valueText(input.pmaxPa / PA_PER_BAR, 'bar')}` });
  }
  return issues;
}

/**
 * Effective L/D (NFPA 68 (2018) 6.4.2): L/D given; or Heff / D for a
 * cylinder; or Heff / Dhe with the hydraulic diameter Dhe = 2·√(V / (Heff·π));
 * 1 (compact) when no shape is given.
 */
export function effectiveLengthToDiameter(input: Pick<VentInput, 'volumeM3' | 'lengthToDiameter' | 'lengthM' | 'diameterM'>): number {
  if (input.lengthToDiameter !== undefined) return input.lengthToDiameter;
  if (input.lengthM === undefined) return 1;
  const diameter = input.diameterM ?? 2 * Math.sqrt(input.volumeM3 / (input.lengthM * Math.PI));
  return input.lengthM / diameter;
}

/** The input with its defaults: Pstat 0.1 bar, fill 1, Ef 1, no vent duct, and the effective L/D. */
export function resolveVentInput(input: VentInput): ResolvedVentInput {
  return {
    ...input,
    pstatPa: input.pstatPa ?? DEFAULT_PSTAT_PA,
    lengthToDiameter: effectiveLengthToDiameter(input),
    fillFraction: input.fillFraction ?? 1,
    ventEfficiency: input.ventEfficiency ?? 1,
    ventDuctLengthM: input.ventDuctLengthM ?? 0,
  };
}

/** Asked for both, one standard outside its limits: the other's area stands alone, and this says why. */
function refusalWarning(check: { readonly id: VentStandardId; readonly issues: readonly MeasureIssue[] }): ToolWarning {
  const reasons = check.issues.map((issue) => issue.message).join('; ');
  return { code: 'standard-refused', text: `${STANDARDS[check.id].name} does not apply, so only the other standard's area is given: ${reasons}.` };
}

/** The warnings of a design: isolation always; the vent indoors; what one standard leaves out; where they differ. */
function designWarnings(input: ResolvedVentInput, areas: readonly StandardVentArea[], governing: StandardVentArea): ToolWarning[] {
  const warnings: ToolWarning[] = [isolationWarning(input.connectedDucts)];
  if (input.ventIndoors === true) {
    warnings.push({
      code: 'vent-indoors',
      text: 'The vent discharges inside a building: NFPA 68 (2018) ch. 6 (vent location) and EN 14491:2012 9 ask for a vent to a safe place outdoors; use a vent duct to outside, flameless venting, suppression (NFPA 69) or containment.',
    });
  }
  if (input.fillFraction < 1 && areas.some((area) => area.standard === 'en14491')) {
    warnings.push({ code: 'partial-volume-en', text: `EN 14491 has no partial-volume correction: its area is for the full volume, not the fill fraction ${valueText(input.fillFraction, '')}.` });
  }
  const smallest = areas.reduce((low, area) => (area.areaM2 < low.areaM2 ? area : low), governing);
  if (governing.areaM2 > STANDARDS_DIFFER_RATIO * smallest.areaM2) {
    const more = valueText((governing.areaM2 / smallest.areaM2 - 1) * 100, '%');
    warnings.push({
      code: 'standards-differ',
      text: `${STANDARDS[governing.standard].name} asks ${more} more vent area than ${STANDARDS[smallest.standard].name} at L/D ${valueText(input.lengthToDiameter, '')}${input.ventDuctLengthM > 0 ? ` with a ${valueText(input.ventDuctLengthM, 'm')} vent duct` : ''}; the larger governs.`,
    });
  }
  return warnings;
}

/**
 * Size a dust explosion vent.
 *
 * @param input The enclosure in SI (vent-input.ts): V m³, KSt Pa·m/s, Pmax,
 *   Pred, Pstat Pa gauge (Pstat 0.1 bar when absent), and optionally its L/D
 *   or length (and diameter), fill fraction, vent duct length m, vent efficiency
 *   Ef, enclosure strength Pes Pa gauge, vents indoors, n vents, metal dust, duct names.
 * @param standard `nfpa68`, `en14491` or `both`.
 * @returns `success` with each asked standard's area and parts, the governing
 *   (larger) one, the St class, the hazard zone (fireball length and external
 *   pressure, NFPA 68 8.8 and 8.9, for the governing area) and the warnings.
 *   Asked for both, a standard outside its limits is left out with a
 *   `standard-refused` warning naming the limit, as long as the other holds.
 *   Or `error` with one issue per unusable input, keyed by option name: a
 *   figure not finite or out of its physical range, a standard's validity
 *   limit (named with its clause, never extrapolated) where no asked standard
 *   holds, Pred above the enclosure strength. Never throws, never NaN.
 *
 * Sources: NFPA 68 (2018) ch. 8 eq. 8.2.2, 8.2.3 and 8.6.2; EN 14491:2012 eq. 1 to 3 with its corrigendum.
 *
 * @example 10 m³, KSt 200 bar·m/s, Pmax 9 bar, Pred 0.5 bar, L/D 3, both → NFPA 0.732 m², EN 0.977 m²; EN 14491 governs.
 */
export function designVent(input: VentInput, standard: VentStandard): ToolResult<VentDesign> {
  const own = inputIssues(input);
  if (own.length > 0) return { status: 'error', issues: own };
  const resolved = resolveVentInput(input);
  const asked: VentStandardId[] = standard === 'both' ? ['nfpa68', 'en14491'] : [standard];
  const checked = asked.map((id) => ({ id, issues: STANDARDS[id].issues(resolved) }));
  const holding = checked.filter((check) => check.issues.length === 0);
  const strength = resolved.enclosureStrengthPa === undefined ? undefined : enclosureIssue(resolved.predPa, resolved.enclosureStrengthPa);
  if (holding.length === 0 || strength !== undefined) {
    const issues = checked.flatMap((check) => check.issues);
    return { status: 'error', issues: strength === undefined ? issues : [...issues, strength] };
  }
  const areas = holding.map((check) => STANDARDS[check.id].area(resolved));
  const governing = areas.reduce((high, area) => (area.areaM2 > high.areaM2 ? area : high));
  const hazard = ventHazard(resolved.volumeM3, resolved.predPa, governing.areaM2, resolved.ventCount ?? 1, resolved.metalDust === true);
  const refusals = checked.filter((check) => check.issues.length > 0).map(refusalWarning);
  const warnings = [...refusals, ...designWarnings(resolved, areas, governing)];
  const design: VentDesign = {
    input: resolved,
    ...Object.fromEntries(areas.map((area) => [area.standard, area])),
    governing: governing.standard,
    areaM2: governing.areaM2,
    stClass: stClass(resolved.kstPaMps),
    hazard,
    warnings,
  };
  return { status: 'success', data: design, warnings };
}
