import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { exitCodeFor } from '../../../src/cli/shared/exit-code-for.ts';

describe('exitCodeFor', () => {
  it.each([
    ['a run that returned', undefined, 0],
    ['--help', new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), 0],
    ['--version', new CommanderError(0, 'commander.version', '0.1.0'), 0],
    ['an unknown option (commander says 1)', new CommanderError(1, 'commander.unknownOption', 'error: unknown option'), 2],
    ['an invalid option value', new CommanderError(1, 'commander.invalidArgument', 'error: …'), 2],
    ['a usage error of ours', new CommanderError(2, 'duct-calc.usage', 'error: …'), 2],
    ['a failed check', new CommanderError(1, 'duct-calc.check-failed', ''), 1],
    ['a failed check raised by a tool bundle’s own copy of commander', Object.assign(new Error(''), { code: 'duct-calc.check-failed', exitCode: 1 }), 1],
    ['an unexpected error', new Error('boom'), 2],
    ['a thrown non-error', 'boom', 2],
  ])('maps %s to %i', (_name, error, exitCode) => {
    expect(exitCodeFor(error)).toBe(exitCode);
  });
});
