// A finding's figure names read as words and an SI unit on the page.
import { describe, expect, it } from 'vitest';
import { valueLabel } from '../../../src/core/monitoring/value-label.ts';

describe('valueLabel', () => {
  it.each([
    ['levelBeforePa', 'level before', 'Pa'],
    ['slopePaPerDay', 'slope', 'Pa/d'],
    ['dragPaPerM3s', 'drag', 'Pa/(m³/s)'],
    ['gapS', 'gap', 's'],
    ['countedHours', 'counted', 'h'],
    ['dropFraction', 'drop fraction', ''],
    ['firings', 'firings', ''],
    ['minReadingsPerHour', 'min readings per hour', ''],
  ])('%s reads as "%s" in %s', (name, words, unit) => {
    expect(valueLabel(name)).toEqual({ words, unit });
  });

  it('keeps a name that is only a unit as it is', () => {
    expect(valueLabel('S')).toEqual({ words: 's', unit: '' });
  });
});
