import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectFieldTexts } from '../../../src/machines/duct-calculator/selectors.ts';
import { calculatorMachine } from '../../../src/machines/duct-calculator/machine.ts';
import * as duct from '../../../src/core/duct/solve.ts';

// The core never throws by contract; this stands in for a future bug in it.
vi.mock('../../../src/core/duct/solve.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/core/duct/solve.ts')>();
  return { ...original, solveDuct: vi.fn(original.solveDuct) };
});

afterEach(() => vi.restoreAllMocks());

describe('calculator machine: a calculation that throws', () => {
  it("logs 'Calculation error', empties the computed field and keeps working", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('solver broke');
    const actor = createActor(calculatorMachine).start();
    vi.mocked(duct.solveDuct).mockImplementationOnce(() => {
      throw failure;
    });

    actor.send({ type: 'field.change', field: 'velocity', text: '10' });

    expect(consoleError).toHaveBeenCalledWith('Calculation error', failure);
    expect(selectFieldTexts(actor.getSnapshot().context)).toMatchObject({ velocity: '10', airflow: '' });
    expect(actor.getSnapshot().status).toBe('active');

    actor.send({ type: 'field.change', field: 'velocity', text: '20' });

    expect(selectFieldTexts(actor.getSnapshot().context).airflow).toBe('3.927');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
