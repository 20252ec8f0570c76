import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { checkSettingsFrom, parseTolerancePercent, parseVelocityLimit } from '../../../src/cli/check/options.ts';
import { describeReadError } from '../../../src/cli/shared/bounded-text.ts';

describe('parseTolerancePercent', () => {
  it.each([
    ['1', 1],
    ['0.5', 0.5],
    ['2%', 2],
    [' 0 ', 0],
  ])('reads %j as %s %', (text, percent) => {
    expect(parseTolerancePercent(text)).toBe(percent);
  });

  it.each(['abc', '-1', '1e999', '', '5 percent'])('refuses %j', (text) => {
    expect(() => parseTolerancePercent(text)).toThrow(InvalidArgumentError);
  });
});

describe('parseVelocityLimit', () => {
  it.each([
    ['3500', { value: 3500, text: '3500' }],
    ['17.5', { value: 17.5, text: '17.5' }],
    ['3500fpm', { text: '3500fpm', suffixed: true }],
    ['18 m/s', { text: '18 m/s', suffixed: true }],
  ])('reads %j', (text, given) => {
    expect(parseVelocityLimit(text)).toEqual(given);
  });

  it.each(['0', '-4000', 'fast', '1e999'])('refuses %j', (text) => {
    expect(() => parseVelocityLimit(text)).toThrow(InvalidArgumentError);
  });
});

describe('checkSettingsFrom', () => {
  it('defaults to metric and carries the window through', () => {
    expect(checkSettingsFrom('-', { tolerance: 1, format: 'text', maxVelocity: { value: 25, text: '25' }, transport: 'fumes' })).toEqual({
      status: 'success',
      data: {
        sheet: '-',
        format: 'text',
        check: { unitSystem: 'metric', tolerancePercent: 1, window: { maximum: 25, transport: 'fumes' } },
      },
    });
  });

  it('reads --imperial', () => {
    const settings = checkSettingsFrom('a.csv', { imperial: true, tolerance: 2, format: 'json' });

    expect(settings.status === 'success' && settings.data.check.unitSystem).toBe('imperial');
  });

  it('converts a limit typed with another unit to the sheet\'s, as the calculator does', () => {
    const settings = checkSettingsFrom('a.csv', { imperial: true, tolerance: 1, format: 'text', minVelocity: { value: 18, unit: 'm/s', valueSi: 18, text: '18m/s' } });

    expect(settings.status === 'success' && settings.data.check.window.minimum).toBeCloseTo(18 * 196.85, 9);
  });

  it('refuses a minimum above the maximum, comparing in one unit', () => {
    expect(checkSettingsFrom('a.csv', { tolerance: 1, format: 'text', minVelocity: { value: 30, text: '30' }, maxVelocity: { value: 20, text: '20' } })).toEqual({
      status: 'error',
      message: "error: option '--min-velocity' (30) is above option '--max-velocity' (20)",
    });
    const mixed = checkSettingsFrom('a.csv', { imperial: true, tolerance: 1, format: 'text', minVelocity: { value: 5000, text: '5000' }, maxVelocity: { value: 20, unit: 'm/s', valueSi: 20, text: '20m/s' } });
    expect(mixed).toEqual({ status: 'error', message: "error: option '--min-velocity' (5000) is above option '--max-velocity' (20m/s)" });
  });
});

describe('describeReadError', () => {
  const errno = (code: string) => Object.assign(new Error(`${code}: something, open 'x.csv'`), { code });

  it.each([
    ['ENOENT', 'no such file'],
    ['EACCES', 'permission denied'],
    ['ENOTDIR', 'a part of the path is not a folder'],
  ])('says %s as %j', (code, reason) => {
    expect(describeReadError(errno(code))).toBe(reason);
  });

  it("falls back to the error's own message", () => {
    expect(describeReadError(errno('EIO'))).toBe("EIO: something, open 'x.csv'");
  });
});
