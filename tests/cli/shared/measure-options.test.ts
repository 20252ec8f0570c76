import { describe, expect, it } from 'vitest';
import { Command } from 'commander';
import { addMeasureOptions, measureFlags, measureIssueText } from '../../../src/cli/shared/measure-options.ts';
import { readMeasure, type MeasureSpec } from '../../../src/core/report/measure.ts';
import { BAG_LENGTH_RANGE } from '../../../src/core/report/ranges.ts';

const bagLength: MeasureSpec = { key: 'bagLength', label: 'Bag length', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: BAG_LENGTH_RANGE };

describe('measure options', () => {
  it('names the option after the input key and its help after the units of a bare number', () => {
    const command = addMeasureOptions(new Command('baghouse'), [bagLength]);
    expect(measureFlags(bagLength)).toBe('--bag-length <length>');
    expect(command.helpInformation().replace(/\s+/g, ' ')).toContain('Bag length: a bare number in m (--imperial: ft), or with a unit');
  });

  it('words an issue as commander does, naming the option and the value', () => {
    const read = readMeasure(bagLength, '-3', 'metric');
    if (read.status !== 'error') throw new Error('expected an issue');
    expect(measureIssueText([bagLength], read.issue)).toBe(
      "option '--bag-length <length>' argument '-3' is invalid. Bag length must be from 0.1 to 20 m, got -3",
    );
  });
});
