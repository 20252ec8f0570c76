/**
 * The bag leak detector alarm ledger: the alarm time of each 6-month block
 * (January–June, July–December) as a share of its operating hours, against
 * the 5 % that calls for a quality improvement plan.
 *
 * Counting rule, per alarm: no action needed, 0 h; action needed and begun
 * within 1 h, 1 h; begun later, the actual delay; needed but never begun, the
 * time to the end of the alarm's block (the ledger says so). An alarm counts
 * in the block it sounded in.
 */
import type { AlarmRecord } from './alarm-log.ts';
import type { Finding } from './finding.ts';
import { quantityText } from './figure-text.ts';
import { ZonedClock, zonedToUtc, zoneOffsetMs } from './zone.ts';

const HOUR_MS = 3_600_000;

/** The ledger's source. */
export const LEDGER_SOURCE =
  '40 CFR 63.1181(c)–(d) (subpart DDD): corrective action begins within 1 hour of a bag leak detector alarm, and alarm time over 5 % of the operating time in a six-month period calls for a quality improvement plan (40 CFR 64.8); the counting rule (0 h when no action is needed, at least 1 h, else the actual delay) is the one several 40 CFR 63 subparts and state rules restate: confirm the paragraph of the subpart that applies';

/** The share of operating time in alarm over which a block is flagged. */
export const LEDGER_LIMIT = 0.05;

/** How an alarm was counted. */
export type LedgerBasis = 'no action needed' | 'acted on within 1 h' | 'acted on after 1 h' | 'never acted on: counted to the block end';

/** One alarm as counted. */
export interface LedgerEntry extends AlarmRecord {
  readonly countedHours: number;
  readonly basis: LedgerBasis;
}

/** One 6-month block. */
export interface LedgerBlock {
  /** `2025 H1` (January–June) or `2025 H2` (July–December). */
  readonly block: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly alarms: number;
  readonly countedHours: number;
  readonly operatingHours: number;
  /** countedHours / operatingHours. */
  readonly fraction: number;
  readonly overLimit: boolean;
  readonly neverActedOn: number;
  readonly entries: readonly LedgerEntry[];
}

/** The ledger, or a line saying why not. */
export type LedgerResult = { status: 'success'; data: LedgerBlock[] } | { status: 'error'; issues: string[] };

/** Block index: year × 2 + half. */
function blockBounds(index: number, zone: string | undefined): { startMs: number; endMs: number; name: string } {
  const year = Math.floor(index / 2);
  const half = index % 2;
  const at = (y: number, month: number): number => {
    const wall = Date.UTC(y, month, 1);
    if (zone === undefined) return wall;
    // Midnight may fall in a DST gap in a few zones; the offset just before it then serves.
    return zonedToUtc(wall, zone) ?? wall - zoneOffsetMs(zone, wall);
  };
  return { startMs: at(year, half * 6), endMs: half === 0 ? at(year, 6) : at(year + 1, 0), name: `${year} H${half + 1}` };
}

/**
 * Counts one alarm.
 *
 * @param alarm The alarm.
 * @param blockEndMs The end of the alarm's block, epoch ms.
 * @returns The hours counted and why.
 */
export function countAlarm(alarm: AlarmRecord, blockEndMs: number): { countedHours: number; basis: LedgerBasis } {
  if (!alarm.actionNeeded) return { countedHours: 0, basis: 'no action needed' };
  if (alarm.actionMs === undefined) return { countedHours: (blockEndMs - alarm.alarmMs) / HOUR_MS, basis: 'never acted on: counted to the block end' };
  const delayHours = (alarm.actionMs - alarm.alarmMs) / HOUR_MS;
  return delayHours <= 1 ? { countedHours: 1, basis: 'acted on within 1 h' } : { countedHours: delayHours, basis: 'acted on after 1 h' };
}

/**
 * The ledger of an alarm log.
 *
 * @param alarms The alarms (any order).
 * @param operatingHoursPerBlock The collector's operating hours in each block, h
 *   (more than 0, and at most the block's length).
 * @param zone The IANA zone whose calendar sets the blocks, or undefined for UTC.
 * @returns Each block from the first alarm's to the last's, in order, with its
 *   alarms as counted, or an error naming the operating hours when they are
 *   not positive or exceed a block's length.
 */
export function alarmLedger(alarms: readonly AlarmRecord[], operatingHoursPerBlock: number, zone?: string): LedgerResult {
  if (!(operatingHoursPerBlock > 0)) return { status: 'error', issues: [`Operating hours per block must be more than 0 h, not ${operatingHoursPerBlock}`] };
  const clock = new ZonedClock(zone);
  const blockOf = (ms: number): number => {
    const wall = new Date(clock.wall(ms));
    return wall.getUTCFullYear() * 2 + (wall.getUTCMonth() < 6 ? 0 : 1);
  };
  const indexes = alarms.map((alarm) => blockOf(alarm.alarmMs));
  if (indexes.length === 0) return { status: 'success', data: [] };
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  const blocks: LedgerBlock[] = [];
  for (let index = first; index <= last; index += 1) {
    const { startMs, endMs, name } = blockBounds(index, zone);
    const blockHours = (endMs - startMs) / HOUR_MS;
    if (operatingHoursPerBlock > blockHours) {
      return { status: 'error', issues: [`Operating hours per block (${quantityText(operatingHoursPerBlock, 'h')}) exceed the ${quantityText(blockHours, 'h')} of block ${name}`] };
    }
    const entries = alarms
      .filter((_, i) => indexes[i] === index)
      .sort((a, b) => a.alarmMs - b.alarmMs)
      .map((alarm): LedgerEntry => ({ ...alarm, ...countAlarm(alarm, endMs) }));
    const countedHours = entries.reduce((sum, entry) => sum + entry.countedHours, 0);
    const fraction = countedHours / operatingHoursPerBlock;
    blocks.push({
      block: name,
      startMs,
      endMs,
      alarms: entries.length,
      countedHours,
      operatingHours: operatingHoursPerBlock,
      fraction,
      overLimit: fraction > LEDGER_LIMIT,
      neverActedOn: entries.filter((entry) => entry.basis === 'never acted on: counted to the block end').length,
      entries,
    });
  }
  return { status: 'success', data: blocks };
}

/**
 * The ledger's findings: a block over 5 % (alarm) and alarms never acted on (warning).
 *
 * @param blocks The ledger.
 */
export function ledgerFindings(blocks: readonly LedgerBlock[]): Finding[] {
  return blocks.flatMap((block): Finding[] => [
    ...(block.overLimit
      ? [
          {
            startMs: block.startMs,
            endMs: block.endMs,
            rule: 'alarm-ledger' as const,
            severity: 'alarm' as const,
            message: `Block ${block.block}: ${quantityText(block.countedHours, 'h', 1)} of alarm time is ${quantityText(block.fraction * 100, '%', 1)} of ${quantityText(block.operatingHours, 'h')} operating, over 5 %: a quality improvement plan is due`,
            values: { countedHours: block.countedHours, operatingHours: block.operatingHours, fraction: block.fraction },
            source: LEDGER_SOURCE,
          },
        ]
      : []),
    ...block.entries
      .filter((entry) => entry.basis === 'never acted on: counted to the block end')
      .map(
        (entry): Finding => ({
          startMs: entry.alarmMs,
          endMs: block.endMs,
          rule: 'alarm-ledger',
          severity: 'warning',
          message: `Alarm of line ${entry.line} needed action and none is logged: counted to the block end, ${quantityText(entry.countedHours, 'h', 1)}`,
          values: { countedHours: entry.countedHours, line: entry.line },
          source: LEDGER_SOURCE,
        }),
      ),
  ]);
}
