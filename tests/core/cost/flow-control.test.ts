// The OPEX fan saving by flow control: speed control keeps Q·Δ(Δp)/η bit for bit; inlet vanes and a damper follow
// DOE-2's part-load curves (as EnergyPlus tabulates them for Fan:VariableVolume); no control saves nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fanPowerFraction, FLOW_CONTROLS, flowControlAssumption } from '../../../src/core/cost/flow-control.ts';
import { OPEX_EXAMPLE, readOpexInput, type OpexInput } from '../../../src/core/cost/input.ts';
import { compareOpex, energySavedKwhPerYear } from '../../../src/core/cost/opex.ts';

function example(flowControl?: string): OpexInput {
  const read = readOpexInput({ ...OPEX_EXAMPLE.texts, flowControl }, OPEX_EXAMPLE.system);
  if (read.status === 'error') throw new Error(read.issues[0]!.message);
  return read.data;
}

describe('the fan energy saved by flow control (100,000 m³/h, 15 → 10 mbar, η 70 %, 8000 h)', () => {
  it('saves 158,730 kWh/yr with speed control, the default, as before flow control was an input', () => {
    expect(example().flowControl).toBe('speed');
    expect(energySavedKwhPerYear(example('speed'))).toBe(energySavedKwhPerYear(example()));
    expect(Math.round(energySavedKwhPerYear(example('speed')))).toBe(158_730);
  });

  it('keeps the plain Q · (Δp_before − Δp_after) / η · hours for speed control, bit for bit, for any input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-4, max: 1e4, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 8784, noNaN: true }),
        (flow, pressureDropBefore, pressureDropAfter, fanEfficiency, hours) => {
          const plain = ((flow * (pressureDropBefore - pressureDropAfter)) / fanEfficiency) * hours * 3600 * (1 / 3.6e6);
          const input = { flow, pressureDropBefore, pressureDropAfter, fanEfficiency, hours };
          expect(energySavedKwhPerYear(input)).toBe(plain);
          expect(energySavedKwhPerYear({ ...input, flowControl: 'speed' })).toBe(plain);
        },
      ),
    );
  });

  it('saves 96,907 kWh/yr with inlet vanes and 19,908 with a damper (DOE-2 curves at x = (2/3)^⅓ = 0.8736, by hand), nothing without control', () => {
    // Damper: PLF = 0.37073425 + 0.97250253·0.873580 − 0.34240761·0.763143 = 0.958987; PLF(1) = 1.000829; ratio 0.958193.
    expect(fanPowerFraction('damper', 2 / 3)).toBeCloseTo(0.958193, 6);
    expect(fanPowerFraction('inlet-vanes', 2 / 3)).toBeCloseTo(0.796495, 6);
    expect(Math.round(energySavedKwhPerYear(example('inlet-vanes')))).toBe(96_907);
    expect(Math.round(energySavedKwhPerYear(example('damper')))).toBe(19_908);
    expect(energySavedKwhPerYear(example('none'))).toBe(0);
  });

  it('prints the assumption beside the result, naming the control', () => {
    const damper = compareOpex(example('damper'));
    expect(damper.flowControlAssumption).toBe(flowControlAssumption('damper'));
    expect(damper.flowControlAssumption).toMatch(/^Flow held by a damper on a constant-speed fan: .*DOE-2’?'?s part-load curve for discharge dampers/);
    expect(compareOpex(example()).flowControlAssumption).toMatch(/^Flow held by fan speed \(VFD\)/);
    for (const control of FLOW_CONTROLS) expect(flowControlAssumption(control)).not.toBe('');
  });

  it('refuses an unknown control by name', () => {
    const read = readOpexInput({ ...OPEX_EXAMPLE.texts, flowControl: 'throttle' }, 'metric');
    expect(read.status === 'error' && read.issues[0]!.message).toBe('Fan flow control must be one of speed, inlet-vanes, damper, none, got throttle');
  });

  it('orders the savings none ≤ damper ≤ inlet vanes ≤ speed for any lower pressure drop, and gives 1 at the baseline', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1, noNaN: true }), (ratio) => {
        const [speed, vanes, damper, none] = (['speed', 'inlet-vanes', 'damper', 'none'] as const).map((control) => fanPowerFraction(control, ratio));
        expect(speed).toBeLessThanOrEqual(vanes! + 1e-12);
        expect(vanes).toBeLessThanOrEqual(damper! + 1e-12);
        expect(damper).toBeLessThanOrEqual(none! + 1e-12);
        expect(none).toBe(1);
      }),
    );
    for (const control of FLOW_CONTROLS) expect(fanPowerFraction(control, 1)).toBe(1);
  });

  it('costs every control but none the whole Q·Δ(Δp)/η when the improved filter loses more', () => {
    const worse = { ...example(), pressureDropAfter: 2000 };
    const speed = energySavedKwhPerYear({ ...worse, flowControl: 'speed' });
    expect(speed).toBeLessThan(0);
    expect(energySavedKwhPerYear({ ...worse, flowControl: 'damper' })).toBe(speed);
    expect(energySavedKwhPerYear({ ...worse, flowControl: 'inlet-vanes' })).toBe(speed);
    expect(energySavedKwhPerYear({ ...worse, flowControl: 'none' })).toBe(0);
  });
});
