// Each tool's checked result refuses a figure out of range, naming it and the
// inputs, so its page and `duct-calc` refuse the same results. The inputs'
// physical ranges keep such values from the readers; these call the tools'
// cores directly, as a script would.
import { describe, expect, it } from 'vitest';
import { designBaghouse } from '../../../src/core/baghouse/design.ts';
import { baghouseRangeIssue } from '../../../src/core/baghouse/report.ts';
import { EPA_EXAMPLE_TEXTS, readBaghouse } from '../../../src/core/baghouse/texts.ts';
import { estimateCost } from '../../../src/core/cost/estimate.ts';
import { readCostInput, readOpexInput } from '../../../src/core/cost/input.ts';
import { compareOpex } from '../../../src/core/cost/opex.ts';
import { costRangeIssue, opexRangeIssue } from '../../../src/core/cost/report.ts';
import { fanRangeIssue } from '../../../src/core/fan/report.ts';
import { withDefaults } from '../../../src/core/fan/input.ts';
import { partialFanSelection } from '../../../src/core/fan/selection.ts';

/** The EPA example's capital inputs (example-cost-epa-housing), and the OPEX comparison of example-opex-fan-energy, as typed. */
const EPA_COST = { grossClothArea: '2132.5498', bagCount: '159', bagPrice: '1.69', cagePrice: '12.04', auxiliaryCost: '89500' };
const OPEX = { flow: '100000m3/h', pressureDropBefore: '15mbar', pressureDropAfter: '10mbar', fanEfficiency: '70', hours: '8000', electricityPrice: '0.10', investment: '20000' };

describe('a tool’s result out of range', () => {
  it('fan: a flow of 1e308 m³/s makes the powers infinite', () => {
    const select = (flow: number) => partialFanSelection(withDefaults({ flow, pressure: 2500, efficiency: 70 }), new Set());
    expect(fanRangeIssue(select(1e308))).toEqual({
      field: 'result',
      text: '',
      message: expect.stringMatching(/^Air power P_air .* cannot be computed: the result is out of range for these inputs \(Design flow 1e\+308 m³\/s, Design pressure 2500 Pa/),
    });
    expect(fanRangeIssue(select(4.7))).toBeUndefined();
  });

  it('baghouse: a flow of 1e308 m³/s makes the dust collected infinite', () => {
    const epa = readBaghouse(EPA_EXAMPLE_TEXTS, 'imperial');
    if (epa.status !== 'success') throw new Error('designed');
    expect(baghouseRangeIssue(epa.design)).toBeUndefined();
    const huge = designBaghouse({ ...epa.design.input, flow: 1e308 } as Parameters<typeof designBaghouse>[0]);
    expect(huge.status === 'success' && baghouseRangeIssue(huge.data)).toMatchObject({ field: 'result', message: expect.stringMatching(/cannot be computed: the result is out of range for these inputs \(Gas flow 1e\+308 m³\/s/) });
  });

  it('cost: a gross cloth area of 1e308 m² makes the housing infinite', () => {
    const read = readCostInput(EPA_COST, { insulated: true }, 'imperial');
    if (read.status !== 'success') throw new Error('read');
    expect(costRangeIssue(estimateCost(read.data), read.data)).toBeUndefined();
    const input = { ...read.data, grossClothArea: 1e308 };
    expect(costRangeIssue(estimateCost(input), input)?.message).toMatch(/^Baghouse housing \(1998 \$\) cannot be computed: the result is out of range for these inputs \(Gross cloth area 1e\+308 m²/);
  });

  it('opex: a flow of 1e308 m³/s is refused, not shown as blank savings beside a payback of 0.00', () => {
    const read = readOpexInput(OPEX, 'metric');
    if (read.status !== 'success') throw new Error('read');
    expect(opexRangeIssue(compareOpex(read.data), read.data)).toBeUndefined();
    const input = { ...read.data, flow: 1e308 };
    const comparison = compareOpex(input);
    expect(comparison.simplePaybackYears).toBe(0);
    expect(opexRangeIssue(comparison, input)?.message).toMatch(/^Fan energy saved \(kWh\/yr\) cannot be computed: the result is out of range/);
  });

  it('opex: a payback that never comes is no figure, and is not refused', () => {
    const read = readOpexInput(OPEX, 'metric');
    if (read.status !== 'success') throw new Error('read');
    const input = { ...read.data, pressureDropAfter: read.data.pressureDropBefore * 2, investment: 1000 };
    const comparison = compareOpex(input);
    expect(comparison.simplePaybackYears).toBeNull();
    expect(comparison.warnings.map(({ code }) => code)).toContain('no-savings');
    expect(opexRangeIssue(comparison, input)).toBeUndefined();
  });
});
