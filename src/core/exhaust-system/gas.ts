/**
 * The gas in each segment of an exhaust system: the system's conditions
 * (temperature, barometric pressure, moisture), a hood's own temperature,
 * and, where streams of different temperature join, their mixture. Each
 * segment's density factor df carries its velocity pressure (VP = df·(V/4005)²)
 * and with it every VP-based loss.
 */
import { gasConditions, type GasConditions, type GasConditionsInput } from '../air/gas-conditions.ts';
import { mixStreams } from '../air/mixing.ts';

/** The gas of one segment. */
export interface SegmentGas {
  /**
   * The temperature given (a hood's own, or the system's) or mixed at a
   * junction, K; `undefined` when no temperature reaches the segment (standard air's 70 °F).
   */
  readonly givenTemperatureK: number | undefined;
  /** Temperature, pressure, ω, df and its parts, and the actual density. */
  readonly conditions: GasConditions;
  /** No condition is given at all: df = 1 exactly, and Colebrook keeps its 20 °C standard air. */
  readonly standard: boolean;
}

/**
 * The gas of a hood: the system's conditions at the hood's own temperature
 * when it has one.
 *
 * @param system The system's conditions (K, Pa, moisture), each part optional.
 * @param hoodTemperatureK The hood's own gas temperature, K, when given.
 * @returns The hood's gas; with nothing given, df = 1 exactly.
 *
 * Source: ACGIH Industrial Ventilation, ch. 5 (non-standard air), via `gasConditions`.
 */
export function hoodGas(system: GasConditionsInput, hoodTemperatureK: number | undefined): SegmentGas {
  const givenTemperatureK = hoodTemperatureK ?? system.temperatureK;
  const given = { ...system, temperatureK: givenTemperatureK };
  const standard = givenTemperatureK === undefined && system.pressurePa === undefined && system.moisture === undefined;
  return { givenTemperatureK, conditions: gasConditions(given), standard };
}

/** One stream into a junction: its gas and its actual flow, m³/s. */
export interface GasFlow {
  readonly gas: SegmentGas;
  readonly flowM3s: number;
}

/**
 * The gas a main carries, and its actual flow, from the streams that join
 * it. Streams of one temperature (the same given number, or none) keep it,
 * and their actual flows add as they are (so a system at one temperature
 * gives the very sums it gave before conditions existed). Otherwise the
 * mass flows ṁᵢ = ρᵢ·Qᵢ add, the temperature is their enthalpy mean at a
 * constant cp, and the main's actual flow is Q = Σṁᵢ/ρ_mix. For ideal gases of
 * one moisture this equals ΣQᵢ (V ∝ ṁ·T), so only rounding tells them apart.
 *
 * @param system The system's conditions (pressure and moisture are system-wide).
 * @param streams The streams in, at least one, each flow above 0.
 * @returns The main's gas and actual flow, m³/s.
 *
 * Source: ACGIH Industrial Ventilation, ch. 5, mixing of air streams at
 * different temperatures (mass and enthalpy balance, constant cp), via `mixStreams`.
 */
export function mainGas(system: GasConditionsInput, streams: readonly GasFlow[]): GasFlow {
  const first = streams[0]!.gas;
  let flowM3s = 0;
  let oneGas = true;
  for (const stream of streams) {
    flowM3s += stream.flowM3s;
    if (stream.gas.givenTemperatureK !== first.givenTemperatureK) oneGas = false;
  }
  if (oneGas) return { gas: first, flowM3s };
  const mixed = mixStreams(
    streams.map(({ gas, flowM3s: q }) => ({ massFlowKgPerS: gas.conditions.densityKgPerM3 * q, temperatureK: gas.conditions.temperatureK, humidityRatio: gas.conditions.humidityRatio })),
  );
  const moisture = system.moisture === undefined ? undefined : { humidityRatio: mixed.humidityRatio };
  const conditions = gasConditions({ ...system, temperatureK: mixed.temperatureK, moisture });
  return { gas: { givenTemperatureK: mixed.temperatureK, conditions, standard: false }, flowM3s: mixed.massFlowKgPerS / conditions.densityKgPerM3 };
}
