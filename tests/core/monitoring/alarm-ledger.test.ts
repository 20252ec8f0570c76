// The bag leak detector alarm ledger, by the issue's cases.
import { describe, expect, it } from 'vitest';
import { alarmLedger, countAlarm, ledgerFindings } from '../../../src/core/monitoring/alarm-ledger.ts';
import { readAlarmLog } from '../../../src/core/monitoring/alarm-log.ts';

const ISO = { kind: 'iso' } as const;
const H = 3_600_000;
const T0 = Date.UTC(2025, 2, 3, 8);
const BLOCK_END = Date.UTC(2025, 6, 1);

describe('countAlarm', () => {
  it('counts 0 h for an alarm that needed no action', () => {
    expect(countAlarm({ line: 2, alarmMs: T0, actionNeeded: false }, BLOCK_END)).toEqual({ countedHours: 0, basis: 'no action needed' });
  });

  it('counts 1 h for one acted on within the hour', () => {
    expect(countAlarm({ line: 2, alarmMs: T0, actionMs: T0 + 0.25 * H, actionNeeded: true }, BLOCK_END)).toEqual({ countedHours: 1, basis: 'acted on within 1 h' });
  });

  it('counts 3 h for one acted on after 3 h', () => {
    expect(countAlarm({ line: 2, alarmMs: T0, actionMs: T0 + 3 * H, actionNeeded: true }, BLOCK_END)).toEqual({ countedHours: 3, basis: 'acted on after 1 h' });
  });

  it('counts to the block end for one needed and never acted on', () => {
    expect(countAlarm({ line: 2, alarmMs: BLOCK_END - 10 * H, actionNeeded: true }, BLOCK_END)).toEqual({ countedHours: 10, basis: 'never acted on: counted to the block end' });
  });
});

describe('alarmLedger', () => {
  const log = [
    ['alarm_time', 'action_time', 'action_needed'],
    ['2025-03-03T08:00:00Z', '', 'no'],
    ['2025-03-04T08:00:00Z', '2025-03-04T08:20:00Z', 'yes'],
    ['2025-03-05T08:00:00Z', '2025-03-05T11:00:00Z', 'yes'],
    ['2025-08-01T00:00:00Z', '2025-08-01T00:30:00Z', 'yes'],
  ];

  it('sums each 6-month block and flags one over 5 %', () => {
    const read = readAlarmLog(log, ISO);
    if (read.status === 'error') throw new Error('the alarm log should read');

    const ledger = alarmLedger(read.data, 60);

    expect(ledger.status).toBe('success');
    const blocks = ledger.status === 'success' ? ledger.data : [];
    expect(blocks.map(({ block, alarms, countedHours, fraction, overLimit }) => ({ block, alarms, countedHours, fraction, overLimit }))).toEqual([
      { block: '2025 H1', alarms: 3, countedHours: 4, fraction: 4 / 60, overLimit: true },
      { block: '2025 H2', alarms: 1, countedHours: 1, fraction: 1 / 60, overLimit: false },
    ]);
    expect(ledgerFindings(blocks)).toEqual([expect.objectContaining({ rule: 'alarm-ledger', severity: 'alarm', startMs: Date.UTC(2025, 0, 1), endMs: BLOCK_END })]);
  });

  it('sets the blocks by the calendar of the zone given', () => {
    const newYearInBerlin = [{ line: 2, alarmMs: Date.UTC(2025, 5, 30, 23, 30), actionNeeded: false }];

    const ledger = alarmLedger(newYearInBerlin, 1000, 'Europe/Berlin');

    expect(ledger.status === 'success' && ledger.data.map((block) => [block.block, block.startMs])).toEqual([['2025 H2', Date.UTC(2025, 5, 30, 22)]]);
  });

  it('refuses operating hours of 0 or more than the block holds', () => {
    expect(alarmLedger([], 0)).toEqual({ status: 'error', issues: ['Operating hours per block must be more than 0 h, not 0'] });
    expect(alarmLedger([{ line: 2, alarmMs: T0, actionNeeded: false }], 5000)).toEqual({ status: 'error', issues: ['Operating hours per block (5,000 h) exceed the 4,344 h of block 2025 H1'] });
  });
});

describe('readAlarmLog', () => {
  it('names the missing columns', () => {
    expect(readAlarmLog([['alarm', 'action']], ISO)).toMatchObject({ status: 'error', issues: [{ line: 1, reason: expect.stringMatching(/no alarm_time, action_time, action_needed column/) }] });
  });

  it('names each unreadable cell by line and column', () => {
    const read = readAlarmLog(
      [
        ['action_needed', 'alarm_time', 'action_time'],
        ['maybe', '2025-03-03T08:00:00Z', ''],
        ['yes', 'soon', ''],
        ['yes', '2025-03-03T08:00:00Z', '2025-03-03T07:00:00Z'],
      ],
      ISO,
    );

    expect(read).toEqual({
      status: 'error',
      issues: [
        { line: 2, column: 0, text: 'maybe', reason: 'action_needed must be yes or no' },
        { line: 3, column: 1, text: 'soon', reason: 'unreadable alarm_time' },
        { line: 4, column: 2, text: '2025-03-03T07:00:00Z', reason: 'action_time is before alarm_time' },
      ],
    });
  });
});
