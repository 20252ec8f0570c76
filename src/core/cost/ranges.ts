/**
 * The ranges of the cost tool's plain numbers (prices, factors, rates,
 * counts, hours), in the value the core holds: fractions for percentages,
 * $/m² and $/m³ for prices per area and volume, hours for times. Each is
 * our judgement (○ in REFERENCE.md's terms): wide enough for any plant and
 * any year's prices, narrow enough that no line of the estimate overflows
 * a double (at every upper bound at once, the total capital investment
 * and the annual cost stay below 10¹⁶ $, which core/format still shows in
 * scientific notation, far from the 10³⁰⁸ of overflow). Refused outside
 * by name, as the measures' ranges in core/report/ranges.ts are.
 */
import type { MeasureRange } from '../report/measure.ts';

/** An EPA cost factor, a share of another cost: 0 to 10 (Table 1.9's largest is 0.50, maintenance materials 1.00). */
export const FACTOR_RANGE: MeasureRange = { min: 0, max: 10 };

/** A lump sum in dollars (auxiliary equipment, site, buildings, a bag set, an investment): $0 to $10 billion. */
export const LUMP_SUM_RANGE: MeasureRange = { min: 0, max: 1e10 };

/** Bags and cages of one collector: 0 to a million (the largest hold tens of thousands). */
export const BAG_COUNT_RANGE: MeasureRange = { min: 0, max: 1e6 };

/** A bag's price per m² of cloth: $0 to $10,000/m² (PTFE membrane bags cost about $100/m²). */
export const BAG_PRICE_RANGE: MeasureRange = { min: 0, max: 1e4 };

/** A cage's price: $0 to $10,000 (Table 1.8's dearest cage is under $100). */
export const CAGE_PRICE_RANGE: MeasureRange = { min: 0, max: 1e4 };

/**
 * The Chemical Engineering Plant Cost Index: 50 to 5000, around its whole
 * history (73.9 in 1950, 100 for 1957–59, 389.5 in 1998, about 800 today).
 */
export const CEPCI_RANGE: MeasureRange = { min: 50, max: 5000, why: 'around the index’s history' };

/**
 * A fan and motor's combined efficiency: 5 % to 100 %. Real ones run from
 * about 40 % to 85 %; near zero the power Q·ΔP/η would run off to infinity.
 */
export const EFFICIENCY_RANGE: MeasureRange = { min: 0.05, max: 1 };

/** Operating hours: 1 h/yr to a leap year's 8784 h. */
export const HOURS_PER_YEAR_RANGE: MeasureRange = { min: 1, max: 8784, why: 'a leap year’s hours' };

/** Labour hours per 8-hour shift: 0 to 8. */
export const HOURS_PER_SHIFT_RANGE: MeasureRange = { min: 0, max: 8, why: 'an 8-hour shift' };

/** An electricity price: $0 to $10/kWh (industrial power costs $0.03 to $0.40/kWh). */
export const ELECTRICITY_PRICE_RANGE: MeasureRange = { min: 0, max: 10 };

/** Compressed free air per volume of gas: 0 to 0.1 (the EPA's 2 per 1000 is 0.002). */
export const COMPRESSED_AIR_RATIO_RANGE: MeasureRange = { min: 0, max: 0.1 };

/** A compressed-air price per m³ of free air: $0 to $10/m³ (it costs about $0.01 to $0.05/m³). */
export const COMPRESSED_AIR_PRICE_RANGE: MeasureRange = { min: 0, max: 10 };

/** A wage: $0 to $1000/h. */
export const WAGE_RANGE: MeasureRange = { min: 0, max: 1000 };

/** A bag's life: 0.05 years (about 18 days) to 20 years. */
export const BAG_LIFE_RANGE: MeasureRange = { min: 0.05, max: 20 };

/** The labour to change one bag: 0 to 4 h. */
export const BAG_CHANGE_TIME_RANGE: MeasureRange = { min: 0, max: 4 };

/** An interest rate: 0 to 100 % a year. */
export const INTEREST_RANGE: MeasureRange = { min: 0, max: 1 };

/** An equipment life for capital recovery: 1 to 100 years (the EPA takes 20 for a baghouse). */
export const EQUIPMENT_LIFE_RANGE: MeasureRange = { min: 1, max: 100 };

/** The years the OPEX comparison shows: 1 to 50. */
export const YEARS_SHOWN_RANGE: MeasureRange = { min: 1, max: 50 };

/**
 * A disposal price, held per kg: $0 to $100/kg ($100,000 per tonne; landfill of
 * a non-hazardous dust costs tens of $/t, hazardous waste hundreds).
 */
export const DISPOSAL_PRICE_RANGE: MeasureRange = { min: 0, max: 100 };

/** Dust collected per year: 0 to 10 Mt (10¹⁰ kg), beyond the fly ash of the largest power station. */
export const DUST_COLLECTED_RANGE: MeasureRange = { min: 0, max: 1e10 };
