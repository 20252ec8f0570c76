/**
 * Each valve's ΔP response: when a valve (a row of bags) fires, ΔP should
 * drop. The response is the ΔP just before the firing less the lowest ΔP from
 * the firing until the response window ends or the next valve fires. A valve
 * whose mean response is a small fraction of the median valve's is dead: a
 * stuck diaphragm, a failed solenoid, a broken blowpipe.
 */
import type { Finding } from './finding.ts';
import { quantityText } from './figure-text.ts';
import { median } from './median.ts';
import type { ValveResponse } from './monitor-result.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

/** Valves judged only when at least this many fire, each at least this often: fewer tell nothing apart. */
const MIN_VALVES = 3;
const MIN_FIRINGS = 3;

interface ValveStats {
  firings: number;
  sumResponsePa: number;
  firstMs: number;
  lastMs: number;
}

/** Follows valve firings in a stream of readings. */
export class ValveFold {
  private readonly valves = new Map<string, ValveStats>();
  private previousDpPa = Number.NaN;
  private firing: { valve: string; timeMs: number; beforePa: number; lowestPa: number } | undefined;

  /** @param windowS The response window after a firing, s. */
  constructor(private readonly windowS: number) {}

  /**
   * Takes one reading, in time order.
   *
   * @param timeMs Epoch ms UTC.
   * @param dpPa ΔP, Pa.
   * @param valve The valve fired at this reading as the log names it, or '' for none.
   */
  add(timeMs: number, dpPa: number, valve: string): void {
    if (this.firing && (valve !== '' || timeMs - this.firing.timeMs > this.windowS * 1000)) this.close();
    // A firing on the log's first reading has no ΔP before it to compare with.
    if (valve !== '' && !Number.isNaN(this.previousDpPa)) {
      this.firing = { valve, timeMs, beforePa: this.previousDpPa, lowestPa: dpPa };
    } else if (this.firing && dpPa < this.firing.lowestPa) this.firing.lowestPa = dpPa;
    this.previousDpPa = dpPa;
  }

  /** Each valve's response, by name (`2` before `10`), and the dead valves as findings. */
  finish(deadFraction: number): { valves: ValveResponse[]; findings: Finding[] } {
    this.close();
    const entries = [...this.valves.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    const means = entries.map(([, stats]) => stats.sumResponsePa / stats.firings);
    const judged = entries.filter(([, stats]) => stats.firings >= MIN_FIRINGS).map(([, stats]) => stats.sumResponsePa / stats.firings);
    const typicalPa = judged.length >= MIN_VALVES ? median(judged) : undefined;
    const findings: Finding[] = [];
    const valves = entries.map(([valve, stats], i): ValveResponse => {
      const meanResponsePa = means[i]!;
      const dead = typicalPa !== undefined && typicalPa > 0 && stats.firings >= MIN_FIRINGS && meanResponsePa < deadFraction * typicalPa;
      if (dead) {
        findings.push({
          startMs: stats.firstMs,
          endMs: stats.lastMs,
          rule: 'dead-valve',
          severity: 'warning',
          message: `Valve ${valve} moves ΔP by ${quantityText(meanResponsePa, 'Pa')} a firing against ${quantityText(typicalPa, 'Pa')} for the median valve (${quantityText(stats.firings, '')} firings): check its diaphragm, solenoid and blowpipe`,
          values: { meanResponsePa, medianValveResponsePa: typicalPa, firings: stats.firings },
          source: DEFAULT_MONITOR_RULES.deadValveFraction.source,
        });
      }
      return { valve, firings: stats.firings, meanResponsePa, dead };
    });
    return { valves, findings };
  }

  private close(): void {
    if (!this.firing) return;
    const { valve, timeMs, beforePa, lowestPa } = this.firing;
    this.firing = undefined;
    const stats = this.valves.get(valve) ?? { firings: 0, sumResponsePa: 0, firstMs: timeMs, lastMs: timeMs };
    stats.firings += 1;
    stats.sumResponsePa += beforePa - lowestPa;
    stats.lastMs = timeMs;
    this.valves.set(valve, stats);
  }
}
