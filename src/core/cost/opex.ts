/**
 * The OPEX comparison of a baseline filter and an improved one: fan energy,
 * compressed air and bags saved each year, the savings over N years, and
 * the simple and discounted payback of the investment in the improvement.
 */
import { formatNumber } from '../format/number.ts';
import type { ToolWarning } from '../report/warning.ts';
import { capitalRecoveryFactor, presentValueFactor } from './crf.ts';
import { FLOW_CONTROLS, fanPowerFraction, flowControlAssumption, type FlowControl } from './flow-control.ts';
import type { OpexInput } from './input.ts';

/** Savings by category, $/yr or cumulative $. */
export interface SavingsByCategory {
  readonly energy: number;
  readonly compressedAir: number;
  readonly bags: number;
  readonly total: number;
}

/** The comparison. */
export interface OpexComparison {
  /** How the fan's flow is held, and the assumption the energy saved rests on, printed beside it. */
  readonly flowControl: FlowControl;
  readonly flowControlAssumption: string;
  /** The fan power at the improved pressure drop as a fraction of the baseline's (fanPowerFraction). */
  readonly fanPowerRatio: number;
  /** Fan electricity saved, kWh/yr. */
  readonly energySavedKwhPerYear: number;
  /** Savings per year by category, $/yr. */
  readonly annualSavingsUsd: SavingsByCategory;
  /** Savings summed from year 0 (all 0) to year N, $; `discountedTotal` is their present value at the interest rate. */
  readonly cumulativeSavings: readonly (SavingsByCategory & { readonly year: number; readonly discountedTotal: number })[];
  /** Investment ÷ annual savings, years; 0 without investment; `null` when the savings are not positive (it never pays back). */
  readonly simplePaybackYears: number | null;
  /** Years until the present value of the savings equals the investment; `null` when it never does. */
  readonly discountedPaybackYears: number | null;
  /** The investment, $, for the payback chart's line. */
  readonly investmentUsd: number;
  readonly warnings: readonly ToolWarning[];
}

/** kWh per J. */
const KWH_PER_J = 1 / 3.6e6;

/**
 * Fan electricity saved with the flow held by the input's flow control.
 *
 * @param input Flow (m³/s), the two pressure drops (Pa), the efficiency
 *   (fraction), the hours (h/yr) and the flow control (`speed` when absent).
 * @returns kWh/yr (negative when the improved filter loses more). Speed
 *   control: ΔE = Q · (Δp_before − Δp_after) / η · hours (100,000 m³/h,
 *   15 → 10 mbar, η = 0.70 and 8000 h give 158,730 kWh/yr). Inlet vanes or a
 *   damper: ΔE = Q · Δp_before / η · hours · (1 − fanPowerFraction), 96,900
 *   and 19,900 kWh/yr in the same case; no control: 0.
 *
 * Source: fan power P = Q · Δp / η (AMCA Publication 201), over the operating
 * hours; the part-load fractions of flow-control.ts (DOE-2; US DOE Fan Sourcebook).
 */
export function energySavedKwhPerYear(input: Pick<OpexInput, 'flow' | 'pressureDropBefore' | 'pressureDropAfter' | 'fanEfficiency' | 'hours' | 'flowControl'>): number {
  const control = input.flowControl ?? 'speed';
  const toKwh = (powerW: number) => powerW * input.hours * 3600 * KWH_PER_J;
  if (!FLOW_CONTROLS.includes(control)) return Number.NaN;
  if (control === 'none') return 0;
  // Speed control, and a filter that loses more, keep the plain difference, bit for bit as before flow control was an input.
  if (control === 'speed' || input.pressureDropAfter > input.pressureDropBefore) {
    return toKwh((input.flow * (input.pressureDropBefore - input.pressureDropAfter)) / input.fanEfficiency);
  }
  const baselineW = (input.flow * input.pressureDropBefore) / input.fanEfficiency;
  return toKwh(baselineW * (1 - fanPowerFraction(control, input.pressureDropAfter / input.pressureDropBefore)));
}

/**
 * The discounted payback: the time t at which the present value of a level
 * saving S a year equals the investment I, S · (1 − (1+i)^−t) / i = I,
 * so t = −ln(1 − I·i/S) / ln(1+i) (I/S at i = 0).
 *
 * @returns Years, or `null` when the savings never repay it (S ≤ 0 with I > 0, or I·i ≥ S).
 *
 * Source: EPA Air Pollution Control Cost Manual, Sec. 1 Ch. 2, §2.4 (present value of a uniform series).
 */
export function discountedPaybackYears(investmentUsd: number, savingsUsdPerYear: number, interest: number): number | null {
  if (investmentUsd === 0) return 0;
  if (savingsUsdPerYear <= 0) return null;
  const share = (investmentUsd * interest) / savingsUsdPerYear;
  if (share < 1e-12) return investmentUsd / savingsUsdPerYear;
  return share >= 1 ? null : -Math.log1p(-share) / Math.log1p(interest);
}

/** The annual cost of bags that last `lifeYears`: a set recovered over its life. */
function bagCostPerYear(setCostUsd: number, lifeYears: number, interest: number): number {
  return setCostUsd * capitalRecoveryFactor(interest, lifeYears);
}

/**
 * Compares the baseline and the improved filter.
 *
 * @param input The input as readOpexInput gives it (SI, fractions, $); a
 *   page's input read partly (readOpexInputPartly) holds `NaN` for each input
 *   that cannot be used, and every value that depends on it is `NaN` too.
 * @returns Energy saved, savings by category per year and over years 0..N,
 *   and the paybacks, with warnings when the improvement costs more to run or
 *   does not pay back within N years. Never throws.
 *
 * Bags: each set costs its price, fitted, recovered over its life at the
 * interest rate (EPA Sec. 6 Ch. 1, bag replacement); the saving is the difference.
 */
export function compareOpex(input: OpexInput): OpexComparison {
  const energyKwh = energySavedKwhPerYear(input);
  const energy = energyKwh * input.electricityPrice;
  const airPrice = input.compressedAirPrice ?? 0;
  const compressedAir = ((input.compressedAirBefore ?? 0) - (input.compressedAirAfter ?? 0)) * 3600 * input.hours * airPrice;
  const { bagSetCost, bagLifeBefore } = input;
  // Without an improved bag life, the bags last as long as before.
  const bagLifeAfter = input.bagLifeAfter ?? bagLifeBefore;
  const bags =
    bagSetCost === undefined || bagLifeBefore === undefined || bagLifeAfter === undefined
      ? 0
      : bagCostPerYear(bagSetCost, bagLifeBefore, input.interest) - bagCostPerYear(bagSetCost, bagLifeAfter, input.interest);
  const annual = { energy, compressedAir, bags, total: energy + compressedAir + bags };

  const cumulativeSavings = Array.from({ length: input.years + 1 }, (_, year) => ({
    year,
    energy: energy * year,
    compressedAir: compressedAir * year,
    bags: bags * year,
    total: annual.total * year,
    discountedTotal: annual.total * presentValueFactor(input.interest, year),
  }));
  // A total withheld (NaN, an input a page could not read) leaves the payback withheld too, not "never".
  const simple = input.investment === 0 ? 0 : annual.total > 0 || Number.isNaN(annual.total) ? input.investment / annual.total : null;
  const discounted = discountedPaybackYears(input.investment, annual.total, input.interest);

  const warnings: ToolWarning[] = [];
  if (annual.total <= 0) {
    warnings.push({ code: 'no-savings', text: `The improved filter saves ${formatNumber(annual.total, 'result')} $/yr: it costs as much or more to run, so it never pays back.` });
  } else if (discounted === null) {
    warnings.push({ code: 'never-pays-back', text: `At ${formatNumber(input.interest * 100, 'field')} % interest the savings never repay the investment: the interest on it exceeds the savings.` });
  } else if (discounted > input.years) {
    warnings.push({ code: 'payback-beyond-horizon', text: `The discounted payback, ${formatNumber(discounted, 'result')} years, is beyond the ${input.years} years shown.` });
  }
  if (input.pressureDropAfter > input.pressureDropBefore) {
    warnings.push({ code: 'pressure-drop-higher', text: 'The improved pressure drop is higher than the baseline: the fan uses more energy.' });
  }
  const bagInputs = [input.bagSetCost, input.bagLifeBefore, input.bagLifeAfter];
  if (bagInputs.some((value) => value !== undefined) && (input.bagSetCost === undefined || input.bagLifeBefore === undefined)) {
    warnings.push({ code: 'bag-savings-incomplete', text: 'Bag savings need the cost of a bag set and the baseline bag life; they count as $0.' });
  }
  const flowControl = input.flowControl ?? 'speed';
  return {
    flowControl,
    flowControlAssumption: flowControlAssumption(flowControl),
    fanPowerRatio: fanPowerFraction(flowControl, input.pressureDropAfter / input.pressureDropBefore),
    energySavedKwhPerYear: energyKwh,
    annualSavingsUsd: annual,
    cumulativeSavings,
    simplePaybackYears: simple,
    discountedPaybackYears: discounted,
    investmentUsd: input.investment,
    warnings,
  };
}
