/**
 * Each part's key figures, as the project overview shows them: computed by
 * the tools' own cores through the readers of parts.ts, each figure taken
 * from the tool's own report (so it reads as the tool's page reads it), in
 * the part's own unit system, formatted by core/format.
 */
import { gasConditions, STANDARD_AIR, volumePercentFromHumidityRatio } from '../air/gas-conditions.ts';
import { baghouseFigures } from '../baghouse/report.ts';
import { estimateWhatCan } from '../cost/partial.ts';
import { readConditions } from '../exhaust-system/conditions.ts';
import { BAROMETRIC, fanFigures, quantityText, TEMPERATURE } from '../exhaust-system/report.ts';
import { ventReport } from '../explosion/report.ts';
import { fanReport } from '../fan/report.ts';
import { formatNumber } from '../format/number.ts';
import { planTasks } from '../maintenance/plan.ts';
import { checkConfig } from '../maintenance/config.ts';
import { figureText, type Figure, type UnitSystem } from '../report/figure.ts';
import { PART_IDS, type PartId, type Project, type ProjectSite } from './document.ts';
import { readBaghousePart, readExplosionPart, readFanPart, readHoodPart, readSystemPart } from './parts.ts';

/** One key figure, formatted: `Fan flow Q, actual`, `2,778`, `CFM`. */
export interface KeyFigure {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** The unit beside the value; '' for a count. */
  readonly unit: string;
}

/** A part's key figures, or why it gives none yet (its tool's first issue). */
export interface PartSummary {
  readonly part: PartId;
  readonly figures: readonly KeyFigure[];
  readonly missing?: string;
}

/** The figures of a report picked by key, in the order asked, each formatted in `units`. */
function picked(figures: readonly Figure[], keys: readonly string[], units: UnitSystem): KeyFigure[] {
  return keys.flatMap((key) => {
    const figure = figures.find((each) => each.key === key);
    if (figure === undefined || !Number.isFinite(figure.valueSi)) return [];
    return [{ key, label: figure.label, ...figureText(figure, units) }];
  });
}

/** A whole count, as a figure. */
const count = (key: string, label: string, value: number): KeyFigure => ({ key, label, value: formatNumber(value, 'result', { decimals: 0 }), unit: '' });

/** The summary of one part present in the project. */
function summaryOf(project: Project, part: PartId): PartSummary {
  const { parts } = project;
  switch (part) {
    case 'hoods': {
      const hoods = parts.hoods ?? [];
      const designed = hoods.filter((hood) => readHoodPart(hood).design !== undefined).length;
      return { part, figures: [count('hoods', 'Hoods', hoods.length), count('designed', 'Hoods designed', designed)] };
    }
    case 'system': {
      const read = readSystemPart(parts.system!);
      if (read.status === 'error') return { part, figures: [], missing: read.issues[0]!.message };
      return { part, figures: [count('segments', 'Segments', read.design.segments.length), ...picked(fanFigures(read.design.fan), ['flow', 'staticPressure'], parts.system!.units)] };
    }
    case 'baghouse': {
      const read = readBaghousePart(parts.baghouse!);
      if (read.status === 'error') return { part, figures: [], missing: read.issues[0]!.message };
      return { part, figures: picked(baghouseFigures(read.design), ['grossAirToCloth', 'bagCount', 'grossClothArea', 'interstitialVelocity'], parts.baghouse!.units) };
    }
    case 'explosion': {
      const { design, issues } = readExplosionPart(parts.explosion!);
      if (design === undefined) return { part, figures: [], missing: issues[0]?.message ?? 'no vent sized' };
      return { part, figures: picked(ventReport(design), ['ventArea'], parts.explosion!.units) };
    }
    case 'fan': {
      const { selection, issues } = readFanPart(parts.fan!);
      // As parts-complete judges it: a selection with an issue is not the fan's result.
      if (selection === undefined || issues.length > 0) return { part, figures: [], missing: issues[0]?.message ?? 'no selection' };
      return { part, figures: picked(fanReport(selection, parts.fan!.units).figures, ['motorRating', 'coldStartMotorOutput'], parts.fan!.units) };
    }
    case 'cost': {
      const cost = parts.cost!;
      const results = estimateWhatCan(cost.texts, { insulated: cost.insulated }, cost.units, cost.typedIn ?? {});
      const figures = picked(results.figures, ['totalCapitalInvestment'], cost.units);
      return figures.length === 0 ? { part, figures, missing: results.issues[0]?.message ?? 'no total capital investment yet' } : { part, figures };
    }
    case 'maintenance': {
      const checked = checkConfig(parts.maintenance);
      if (checked.status === 'error') return { part, figures: [], missing: checked.issues[0]!.message };
      return { part, figures: [count('tasks', 'Tasks in the plan', planTasks(checked.data).length)] };
    }
  }
}

/**
 * The key figures of every part the project has.
 *
 * @param project The project.
 * @returns In PART_IDS order, one summary per part present: the system's
 *   segments and fan duty (Q actual and FSP), the baghouse's gross A/C as
 *   built, bags, gross cloth area and can velocity, the vent area, the fan
 *   motor and its cold-start output, the cost's total capital investment,
 *   the plan's task count; or, for a part its tool cannot compute yet, the
 *   first missing input or issue. Never throws.
 */
export function partSummaries(project: Project): PartSummary[] {
  return PART_IDS.filter((part) => project.parts[part] !== undefined).map((part) => summaryOf(project, part));
}

/**
 * The site's ambient conditions in words, as the exhaust system reads them.
 *
 * @param site The project's site.
 * @returns `75.0 °F, 27.65 inHg, dry (df 0.9189)`; `standard air (…)` when
 *   none is given; or the first condition that cannot be read. Never throws.
 */
export function siteConditionsText(site: ProjectSite): string {
  if (Object.values(site.conditions).every((text) => (text?.trim() ?? '') === '')) return `standard air (${STANDARD_AIR.statedAs})`;
  const read = readConditions(site.conditions, site.units);
  if (read.status === 'error') return read.issues[0]!.message;
  const gas = gasConditions(read.data);
  const moisture = gas.humidityRatio === 0 ? 'dry' : `${formatNumber(volumePercentFromHumidityRatio(gas.humidityRatio), 'table', { decimals: 1 })} % H₂O by volume`;
  return `${quantityText(gas.temperatureK, TEMPERATURE, site.units)}, ${quantityText(gas.pressurePa, BAROMETRIC, site.units)}, ${moisture} (df ${formatNumber(gas.densityFactor.total, 'table', { decimals: 4 })})`;
}
