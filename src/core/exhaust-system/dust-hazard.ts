/**
 * The system's dust as an explosion hazard: a dust the explosion table names,
 * or any KSt given, is combustible (NFPA 660); the dust loading in the ducts
 * is compared with the dust's typical minimum explosible concentration. The
 * sheet's ACGIH transport classes say how fast a dust must travel, not
 * whether it burns, so they are not used here.
 */
import { aboveMecSentence, combustibleDustSentence, mecShare } from '../dust-hazard/combustible-dust.ts';
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS, isExplosibleDustId, type ExplosibleDustId } from '../explosion/dusts.ts';
import { KST_RANGE } from '../explosion/fields.ts';
import { ventLinkPath } from '../explosion/link.ts';
import { formatSignificant } from '../format/significant.ts';
import { figureText, type FigureUnit, type UnitSystem } from '../report/figure.ts';
import { readMeasures, type MeasureIssue, type MeasureSpec, type TypedIn } from '../report/measure.ts';
import { DUST_LOADING_RANGE } from '../report/ranges.ts';
import type { ToolWarning } from '../report/warning.ts';

/** The measures: the dust's tested KSt and the dust loading in the ducts. */
export const DUST_HAZARD_MEASURES = [
  { key: 'kst', label: 'Deflagration index KSt', quantity: 'deflagration-index', units: { metric: 'bar.m/s', imperial: 'bar.m/s' }, range: KST_RANGE },
  { key: 'loading', label: 'Dust loading in the ducts', quantity: 'concentration', units: { metric: 'g/m3', imperial: 'gr/ft3' }, range: DUST_LOADING_RANGE },
] as const satisfies readonly MeasureSpec[];

/** The texts as typed: the dust (an explosion table id), KSt and the loading. */
export interface DustHazardTexts {
  readonly dust?: string;
  readonly kst?: string;
  readonly loading?: string;
}

/** What was given, SI (KSt Pa·m/s, loading kg/m³ actual). */
export interface DustHazard {
  readonly dust?: ExplosibleDustId;
  readonly kstPaMps?: number;
  readonly loadingKgM3?: number;
}

/**
 * Reads the system's dust.
 *
 * @param texts The dust id, KSt and loading as typed; absent or blank is not given.
 * @param system The unit system of bare numbers.
 * @param typedIn The system of each text typed in another one (the page's loading after a unit switch); absent for the CLI.
 * @returns The values, or one issue per unusable field (the dust's names the table's ids).
 */
export function readDustHazard(
  texts: DustHazardTexts,
  system: UnitSystem,
  typedIn: TypedIn = {},
): { status: 'success'; data: DustHazard } | { status: 'error'; issues: MeasureIssue[] } {
  const measures = readMeasures(DUST_HAZARD_MEASURES, { kst: texts.kst, loading: texts.loading }, system, typedIn);
  const issues = measures.status === 'error' ? [...measures.issues] : [];
  const dust = texts.dust?.trim() ?? '';
  if (dust !== '' && !isExplosibleDustId(dust)) {
    issues.unshift({ field: 'dust', text: dust, message: `Dust must be one of the explosion table: ${EXPLOSIBLE_DUST_IDS.join(', ')}` });
  }
  if (issues.length > 0 || measures.status === 'error') return { status: 'error', issues };
  const { kst, loading } = measures.data;
  return {
    status: 'success',
    data: {
      ...(dust !== '' && isExplosibleDustId(dust) && { dust }),
      ...(kst !== undefined && { kstPaMps: kst }),
      ...(loading !== undefined && { loadingKgM3: loading }),
    },
  };
}

const LOADING: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'gr/ft3', decimals: 3 }, metric: { unit: 'g/m3', decimals: 3 } };

function loadingText(valueSi: number, system: UnitSystem): string {
  const shown = figureText({ key: '', label: '', valueSi, units: LOADING, formula: '', source: '' }, system);
  return `${shown.value} ${shown.unit}`;
}

/**
 * The warnings of the system's dust.
 *
 * @param hazard What readDustHazard read.
 * @param system The unit system of the values in the text.
 * @returns `combustible-dust` when the dust is in the table or a KSt is
 *   given; `loading-above-mec` when the loading is at or above the dust's
 *   typical MEC (only for a dust of the table: a KSt alone has no MEC); else none.
 */
export function dustHazardWarnings(hazard: DustHazard, system: UnitSystem): ToolWarning[] {
  const { dust, kstPaMps, loadingKgM3 } = hazard;
  const warnings: ToolWarning[] = [];
  // A KSt given is the user's own dust: it names the hazard before the table's typical dust.
  const what = kstPaMps !== undefined ? `KSt ${formatSignificant(kstPaMps / 1e5, 4)} bar·m/s given` : dust !== undefined ? EXPLOSIBLE_DUSTS[dust].name : undefined;
  if (what !== undefined) warnings.push({ code: 'combustible-dust', text: combustibleDustSentence(what) });
  if (dust !== undefined && loadingKgM3 !== undefined) {
    const { share, mecKgM3 } = mecShare(loadingKgM3, dust);
    if (share >= 1) warnings.push({ code: 'loading-above-mec', text: aboveMecSentence('Dust loading in the ducts', loadingText(loadingKgM3, system), dust, loadingText(mecKgM3, system), 'the duct') });
  }
  return warnings;
}

/**
 * The explosion protection page's link with the system's dust, when it is combustible.
 *
 * @param hazard What readDustHazard read.
 * @param system The unit system of the link.
 * @returns `/explosion-protection?dust=sawdust&kst=…&units=metric`, or `undefined` when no dust or KSt is given.
 */
export function dustHazardLinkPath(hazard: DustHazard, system: UnitSystem): string | undefined {
  if (hazard.dust === undefined && hazard.kstPaMps === undefined) return undefined;
  return ventLinkPath(system, {
    ...(hazard.dust !== undefined && { dust: hazard.dust }),
    ...(hazard.kstPaMps !== undefined && { kst: String(hazard.kstPaMps / 1e5) }),
  });
}
