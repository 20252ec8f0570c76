import { describe, expect, it } from 'vitest';
import { strayArgumentMessage } from '../../src/cli/program.ts';

describe('strayArgumentMessage', () => {
  it('names a misspelt subcommand and lists the real ones', () => {
    expect(strayArgumentMessage('chek', ['check', 'convert'])).toBe(
      "error: unknown command 'chek' (commands: check, convert; see duct-calc --help)",
    );
  });

  it('tells a user without subcommands to put values after their options', () => {
    expect(strayArgumentMessage('2118', [])).toBe(
      "error: unexpected argument '2118': give each value after its option, e.g. --q 2118",
    );
  });
});
