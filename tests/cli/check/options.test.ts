import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { checkSettingsFrom, parseTolerancePercent, parseVelocityLimit } from '../../../src/cli/check/options.ts';
import { describeReadError } from '../../../src/cli/check/sheet-source.ts';

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
    ['3500', 3500],
    ['17.5', 17.5],
  ])('reads %j', (text, value) => {
    expect(parseVelocityLimit(text)).toBe(value);
  });

  it.each(['0', '-4000', 'fast', '1e999', '3500fpm'])('refuses %j', (text) => {
    expect(() => parseVelocityLimit(text)).toThrow(InvalidArgumentError);
  });
});

describe('checkSettingsFrom', () => {
  it('defaults to metric and carries the window through', () => {
    expect(checkSettingsFrom('-', { tolerance: 1, format: 'text', maxVelocity: 25, transport: 'fumes' })).toEqual({
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

  it('refuses a minimum above the maximum', () => {
    expect(checkSettingsFrom('a.csv', { tolerance: 1, format: 'text', minVelocity: 30, maxVelocity: 20 })).toEqual({
      status: 'error',
      message: "error: option '--min-velocity' (30) is above option '--max-velocity' (20)",
    });
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
