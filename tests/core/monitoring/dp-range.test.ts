// A ΔP range that says the unit is wrong.
import { describe, expect, it } from 'vitest';
import { dpRangeIssue } from '../../../src/core/monitoring/dp-range.ts';
import type { MonitorResult } from '../../../src/core/monitoring/monitor-result.ts';

const withPeaks = (...peaks: number[]) => ({ daily: peaks.map((peakDpPa, i) => ({ day: `2025-03-0${i + 1}`, residualDpPa: 0, peakDpPa, meanDpPa: 0, samples: 1 })) }) as unknown as MonitorResult;

describe('dpRangeIssue', () => {
  it('passes a fabric filter range', () => {
    expect(dpRangeIssue(withPeaks(900, 2400), 'Pa', 50)).toBeUndefined();
  });

  it('refuses ΔP beyond 25 kPa, naming the unit', () => {
    expect(dpRangeIssue(withPeaks(900_000), 'kPa', 50)).toEqual({
      level: 'error',
      message: 'ΔP up to 900,000 Pa read in kPa is far above any fabric filter\'s (under 25,000 Pa): is the ΔP unit right?',
    });
  });

  it('warns when no reading is above the stopped level', () => {
    expect(dpRangeIssue(withPeaks(4.2, 3.9), 'Pa', 50)).toEqual({
      level: 'warning',
      message: 'No ΔP above 50 Pa (highest 4.2 Pa read in Pa): the collector never ran, or the ΔP unit is wrong (inH2O or kPa read as Pa?)',
    });
  });

  it('says nothing of a log without readings', () => {
    expect(dpRangeIssue(withPeaks(), 'Pa', 50)).toBeUndefined();
  });
});
