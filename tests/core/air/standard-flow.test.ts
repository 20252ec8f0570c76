import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barometricPressurePa } from '../../../src/core/air/barometric.ts';
import { REFERENCE_CONDITION_IDS, REFERENCE_CONDITIONS } from '../../../src/core/air/reference-conditions.ts';
import { actualToStandardFlow, standardToActualFlow, type FlowConditions } from '../../../src/core/air/standard-flow.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { parseQuantity } from '../../../src/core/units/parse-quantity.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';

/** The SI value of typed text, as the CLI and the page will read it. */
function si(text: string): number {
  const result = parseQuantity(text);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.valueSi;
}

function successData<T>(result: { status: 'success'; data: T } | { status: 'error'; issues: readonly { message: string }[] }): T {
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data;
}

describe('actualToStandardFlow: ACFM → SCFM, Am³/h → Nm³/h', () => {
  it('gives 10 000 ACFM at 300 °F and 1500 m as about 5818.7 SCFM at ACGIH standard air', () => {
    // By hand:
    //   T_act = (300 + 459.67) °R × 5/9 = 422.0389 K; T_ref = (70 + 459.67) °R × 5/9 = 294.2611 K
    //   temperature factor T_ref/T_act = 529.67/759.67 = 0.697237
    //   p_act = 101 325 × (1 − 2.25577e-5 × 1500)^5.25588 = 101 325 × 0.96616345^5.25588
    //         = 101 325 × 0.834503 = 84 556.0 Pa (ISA)
    //   p_ref = 29.92 inHg × 3386.388640 Pa/inHg = 101 320.75 Pa
    //   pressure factor p_act/p_ref = 84 556.0/101 320.75 = 0.834538
    //   SCFM = 10 000 × 0.697237 × 0.834538 = 5818.71
    const pressure = successData(barometricPressurePa({ altitudeM: si('1500 m') }));
    const result = successData(
      actualToStandardFlow({
        flowM3s: si('10000 ACFM'),
        actualTemperatureK: si('300F'),
        actualPressurePa: pressure.pressurePa,
        reference: 'acgih',
      }),
    );
    expect(unitFromSi(unitById('CFM'), result.flowM3s)).toBeCloseTo(5818.7, 1);
    expect(result.reference.id).toBe('acgih');
    expect(result.reference.statedAs).toBe('70 °F and 29.92 inHg');
    expect(result.factors.map(({ name, formula }) => [name, formula])).toEqual([
      ['Temperature', 'T_ref / T_act'],
      ['Pressure', 'p_act / p_ref'],
    ]);
    expect(result.factors[0]?.factor).toBeCloseTo(529.67 / 759.67, 12);
  });

  it('leaves a flow at the reference conditions unchanged', () => {
    for (const id of REFERENCE_CONDITION_IDS) {
      const { temperatureK, pressurePa } = REFERENCE_CONDITIONS[id];
      const result = successData(actualToStandardFlow({ flowM3s: 3, actualTemperatureK: temperatureK, actualPressurePa: pressurePa, reference: id }));
      expect(result.flowM3s).toBeCloseTo(3, 14);
    }
  });

  it('gives a larger SCFM at ACGIH (70 °F) than at EPA (68 °F) for the same actual flow, in the ratio of the reference temperatures', () => {
    const actual = { flowM3s: 1, actualTemperatureK: 400, actualPressurePa: 95_000 };
    const acgih = successData(actualToStandardFlow({ ...actual, reference: 'acgih' })).flowM3s;
    const epa = successData(actualToStandardFlow({ ...actual, reference: 'epa' })).flowM3s;
    expect(acgih / epa).toBeCloseTo(529.67 / 527.67, 12);
  });

  it('gives a dry standard flow when a moisture is given', () => {
    const wet = { flowM3s: 1, actualTemperatureK: 350, actualPressurePa: 100_000, reference: 'epa' } as const;
    const dry = successData(actualToStandardFlow({ ...wet, moisturePercent: 12 }));
    expect(dry.dryBasis).toBe(true);
    expect(dry.factors.at(-1)).toMatchObject({ name: 'Moisture (dry basis)', factor: 0.88, formula: '1 − H₂O' });
    expect(dry.flowM3s / successData(actualToStandardFlow(wet)).flowM3s).toBeCloseTo(0.88, 14);
  });

  it('brings a flow back through standard to actual', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-9, max: 1e6, noNaN: true }),
        fc.double({ min: 150, max: 1500, noNaN: true }),
        fc.double({ min: 20_000, max: 500_000, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 99, noNaN: true }), { nil: undefined }),
        fc.constantFrom(...REFERENCE_CONDITION_IDS),
        (flowM3s, actualTemperatureK, actualPressurePa, moisturePercent, reference) => {
          const conditions: FlowConditions = { flowM3s, actualTemperatureK, actualPressurePa, moisturePercent, reference };
          const standard = successData(actualToStandardFlow(conditions)).flowM3s;
          const back = successData(standardToActualFlow({ ...conditions, flowM3s: standard })).flowM3s;
          expect(Math.abs(back - flowM3s)).toBeLessThanOrEqual(flowM3s * 1e-12);
        },
      ),
    );
  });

  it('names the inverse factors when converting standard to actual', () => {
    const result = successData(
      standardToActualFlow({ flowM3s: 1, actualTemperatureK: 400, actualPressurePa: 90_000, moisturePercent: 10, reference: 'normal' }),
    );
    expect(result.factors.map(({ formula }) => formula)).toEqual(['T_act / T_ref', 'p_ref / p_act', '1 / (1 − H₂O)']);
  });

  it('names each unusable field and its value', () => {
    expect(
      actualToStandardFlow({ flowM3s: -1, actualTemperatureK: -5, actualPressurePa: 0, moisturePercent: 100, reference: 'acgih' }),
    ).toEqual({
      status: 'error',
      issues: [
        { field: 'flowM3s', value: -1, message: 'Airflow must not be negative, got -1 m³/s' },
        { field: 'actualTemperatureK', value: -5, message: 'Actual temperature must be above absolute zero (0 K), got -5 K' },
        {
          field: 'actualPressurePa',
          value: 0,
          message: 'Actual absolute pressure must be an absolute pressure greater than zero, got 0 Pa',
        },
        { field: 'moisturePercent', value: 100, message: 'Moisture (H₂O) must be at least 0 % and below 100 %, got 100 %' },
      ],
    });
  });
});
