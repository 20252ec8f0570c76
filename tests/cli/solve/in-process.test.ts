// duct-calc in this process (createProgram with in-memory streams): the same
// behaviour table as the process tests, plus properties over random inputs.
import { Command } from 'commander';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { REQUIRED_INPUTS, SI_KEYS, siValueOf, solveDuct, type DuctInputsSi } from '../../../src/core/duct/solve.ts';
import { createProgram } from '../../../src/cli/program.ts';
import { QUANTITY_OPTIONS } from '../../../src/cli/shared/quantity-option.ts';
import { runProgram } from '../../../src/cli/shared/run-program.ts';
import {
  QUANTITIES,
  QUANTITY_LABELS,
  toDisplayUnits,
  toSiUnits,
  UNIT_SYMBOLS,
  UNIT_SYSTEMS,
  type Quantity,
} from '../../../src/core/duct/units.ts';
import { calculatorMachine } from '../../../src/machines/duct-calculator/machine.ts';
import { selectNoticeRows } from '../../../src/machines/duct-calculator/selectors.ts';
import { runInProcess } from '../shared/harness.ts';
import { BAD_INPUT_CASES, WORKED_EXAMPLE } from './cases.ts';

/** The option and value text for one input, as a user types them. */
const flagsFor = (quantity: Quantity, value: number) => [QUANTITY_OPTIONS[quantity].flag, String(value)];

/** A mode, a unit system and two positive values, as a user would type them. */
const solveRequest = fc.record({
  solve: fc.constantFrom(...QUANTITIES),
  unitSystem: fc.constantFrom(...UNIT_SYSTEMS),
  first: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
  second: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
});

describe('duct-calc in process', () => {
  it('prints the worked example to the stdout it was given', async () => {
    const run = await runInProcess(WORKED_EXAMPLE.args);

    expect(run).toEqual({ stdout: WORKED_EXAMPLE.stdout, stderr: '', exitCode: 0 });
  });

  it.each(BAD_INPUT_CASES)('rejects $kind on stderr with exit code 2', async ({ args, stderr }) => {
    const run = await runInProcess(args);

    expect(run).toEqual({ stdout: '', stderr: `${stderr}\n`, exitCode: 2 });
  });

  it.each([['--help'], ['-h'], ['--version'], ['-V']])('exits 0 after %s, writing only to stdout', async (flag) => {
    const run = await runInProcess([flag]);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toBe('');
  });

  it('gives the same figures as solveDuct for any positive inputs (--json)', async () => {
    await fc.assert(
      fc.asyncProperty(solveRequest, async ({ solve, unitSystem, first, second }) => {
        const [inputA, inputB] = REQUIRED_INPUTS[solve];
        const given = { [inputA]: first, [inputB]: second };
        const inputsSi: DuctInputsSi = {
          [SI_KEYS[inputA]]: toSiUnits(inputA, first, unitSystem),
          [SI_KEYS[inputB]]: toSiUnits(inputB, second, unitSystem),
        };
        const expected = solveDuct(solve, inputsSi);

        const run = await runInProcess([
          '--solve',
          solve,
          ...flagsFor(inputA, first),
          ...flagsFor(inputB, second),
          `--${unitSystem}`,
          '--json',
        ]);

        if (expected.status === 'error') {
          expect(run.exitCode).toBe(2);
          return;
        }
        expect(run.stderr).toBe('');
        expect(run.exitCode).toBe(0);
        const report = JSON.parse(run.stdout);
        expect(report.solve).toBe(solve);
        expect(report.unitSystem).toBe(unitSystem);
        for (const quantity of QUANTITIES) {
          const value = given[quantity] ?? toDisplayUnits(quantity, siValueOf(expected.data, quantity)!, unitSystem);
          expect(report[quantity]).toEqual({ value, unit: UNIT_SYMBOLS[unitSystem][quantity] });
        }
      }),
    );
  });

  it("shows the same figures as the page's 'Calculation Result' notice", async () => {
    await fc.assert(
      fc.asyncProperty(solveRequest, async ({ solve, unitSystem, first, second }) => {
        const [inputA, inputB] = REQUIRED_INPUTS[solve];
        const page = createActor(calculatorMachine).start();
        page.send({ type: 'unit.change', unitSystem });
        page.send({ type: 'mode.change', mode: solve });
        page.send({ type: 'field.change', field: inputA, text: String(first) });
        page.send({ type: 'field.change', field: inputB, text: String(second) });
        page.send({ type: 'form.submit' });
        const notice = page.getSnapshot().context.notice;
        page.stop();

        const run = await runInProcess(['--solve', solve, ...flagsFor(inputA, first), ...flagsFor(inputB, second), `--${unitSystem}`]);

        if (notice === undefined) {
          expect(run.exitCode).toBe(2);
          return;
        }
        expect(run.exitCode).toBe(0);
        const rows = run.stdout.trimEnd().split('\n');
        selectNoticeRows(notice).forEach((noticeRow, index) => {
          const label = QUANTITY_LABELS[noticeRow.quantity];
          const row = rows[index] ?? '';
          const [value, unit, ...note] = row.slice(label.length).trim().split(/ +/);

          expect(row.startsWith(label)).toBe(true);
          expect({ value, unit, solved: note.join(' ') === '(solved)' }).toEqual({
            // The page groups thousands; the table keeps plain digits for scripts.
            value: noticeRow.value.replaceAll(',', ''),
            unit: noticeRow.unit,
            solved: noticeRow.solved,
          });
        });
      }),
      { numRuns: 50 },
    );
  });

  it('leaves options written after a subcommand to that subcommand (positional options)', async () => {
    const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
    const program = createProgram(io);
    let subcommandOptions: unknown;
    program.addCommand(
      new Command('probe').option('--imperial').action((options) => {
        subcommandOptions = options;
      }),
    );

    const exitCode = await runProgram(program, ['probe', '--imperial'], io, { from: 'user' });

    expect(exitCode).toBe(0);
    expect(subcommandOptions).toEqual({ imperial: true });
    expect(program.opts().imperial).toBeUndefined();
  });
});
