import { describe, expect, it } from 'vitest';
import { diagnosticLine } from '../../../src/cli/shared/diagnostic.ts';

describe('diagnosticLine', () => {
  it.each([
    ["error: unknown option '--solv'\n(Did you mean --solve?)\n", "error: unknown option '--solv' (did you mean --solve?)\n"],
    ["error: unknown option '--m'\n(Did you mean one of --metric, --q?)\n", "error: unknown option '--m' (did you mean one of --metric, --q?)\n"],
    ["error: unknown option '--zzz'\n", "error: unknown option '--zzz'\n"],
    ['error: cannot read a\nb.csv: no such file', 'error: cannot read a\\nb.csv: no such file\n'],
    ["error: option '--q <airflow>' argument '\u001b[31m5' is invalid.\n", "error: option '--q <airflow>' argument '\\u001b[31m5' is invalid.\n"],
  ])('writes %j as one line', (text, line) => {
    expect(diagnosticLine(text)).toBe(line);
  });
});
