import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BAGHOUSE_MEASURES } from '../../../src/core/baghouse/measures.ts';
import { COST_SPECS, OPEX_SPECS } from '../../../src/core/cost/input.ts';
import { SIZE_MEASURES } from '../../../src/core/duct-size/size.ts';
import { SHEET_MEASURES } from '../../../src/core/exhaust-system/read-sheet.ts';
import { FAN_LAW_MEASURES, FAN_MEASURES } from '../../../src/core/fan/fields.ts';
import { PRESSURE_LOSS_MEASURES } from '../../../src/core/friction/pressure-loss.ts';
import { CONFIG_MEASURES, READING_MEASURES } from '../../../src/core/maintenance/measures.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../../src/core/report/measure.ts';
import { linkedMeasureText, shownBareNumber, shownMeasureText, typedMeasureText, withTypedText } from '../../../src/core/report/typed-text.ts';

const pulsePressure = BAGHOUSE_MEASURES.find(({ key }) => key === 'pulsePressure')!;
const EVERY_SPEC: readonly MeasureSpec[] = [
  ...BAGHOUSE_MEASURES,
  ...COST_SPECS,
  ...OPEX_SPECS,
  ...SIZE_MEASURES,
  ...Object.values(SHEET_MEASURES),
  ...FAN_MEASURES,
  ...FAN_LAW_MEASURES,
  ...PRESSURE_LOSS_MEASURES,
  ...CONFIG_MEASURES,
  ...READING_MEASURES,
];
const other = (system: UnitSystem): UnitSystem => (system === 'metric' ? 'imperial' : 'metric');

describe('shownMeasureText', () => {
  it('shows a text in the system it was typed in exactly as typed', () => {
    expect(shownMeasureText(pulsePressure, '100.00', 'imperial', 'imperial')).toBe('100.00');
  });

  it('shows a bare number typed in the other system converted, as a field shows numbers', () => {
    expect(shownMeasureText(pulsePressure, '100', 'imperial', 'metric')).toBe('6.8948');
  });

  it('shows a number with its own unit, and a text that is not a number, as typed', () => {
    expect(shownMeasureText(pulsePressure, '7 bar', 'imperial', 'metric')).toBe('7 bar');
    expect(shownMeasureText(pulsePressure, 'abc', 'imperial', 'metric')).toBe('abc');
  });

  it('keeps the text when the converted value cannot be shown', () => {
    expect(shownBareNumber('1e308', (value) => value * 1e10)).toBe('1e308');
  });
});

describe('linkedMeasureText', () => {
  it('carries the unit of the system a bare number was typed in', () => {
    expect(linkedMeasureText(pulsePressure, ' 100 ', 'imperial', 'metric')).toBe('100psi');
    expect(linkedMeasureText(pulsePressure, '100', 'imperial', 'imperial')).toBe('100');
  });

  it('reads back to the same SI value bit for bit, for every input of every tool', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_SPEC),
        fc.constantFrom<UnitSystem>('metric', 'imperial'),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        (spec, typedIn, value) => {
          const text = String(value);
          const typed = readMeasure({ ...spec, range: { min: -Infinity, max: Infinity } }, text, typedIn);
          const linked = readMeasure({ ...spec, range: { min: -Infinity, max: Infinity } }, linkedMeasureText(spec, text, typedIn, other(typedIn)), other(typedIn));
          expect(linked).toEqual(typed);
        },
      ),
    );
  });
});

describe('typedMeasureText', () => {
  it('recovers what linkedMeasureText wrote: the bare number and the system it was typed in (property)', () => {
    // A measure with one unit in both systems (KSt's bar·m/s) reads the same either way.
    const switching = EVERY_SPEC.filter((spec) => spec.units.metric !== spec.units.imperial);
    fc.assert(
      fc.property(fc.constantFrom(...switching), fc.constantFrom<UnitSystem>('metric', 'imperial'), fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (spec, typedIn, value) => {
        const text = String(value);
        expect(typedMeasureText(spec, linkedMeasureText(spec, text, typedIn, other(typedIn)), other(typedIn))).toEqual({ text, typedIn });
        expect(typedMeasureText(spec, text, typedIn)).toEqual({ text, typedIn });
      }),
    );
  });

  it('leaves any other text as stored', () => {
    const temperature = EVERY_SPEC.find((spec) => spec.units.metric === 'degC')!;
    expect(typedMeasureText(temperature, '300 K', 'metric')).toEqual({ text: '300 K', typedIn: 'metric' });
    expect(typedMeasureText(temperature, 'degF', 'metric')).toEqual({ text: 'degF', typedIn: 'metric' });
  });
});

describe('withTypedText', () => {
  it('stores an edit as typed with the system shown, leaving the other fields and the inputs as they were', () => {
    const texts = { flow: '10000', pressure: '10' };
    const typedIn = { flow: 'imperial', pressure: 'imperial' } as const;
    expect(withTypedText(texts, typedIn, 'pressure', '2500', 'metric')).toEqual({
      texts: { flow: '10000', pressure: '2500' },
      typedIn: { flow: 'imperial', pressure: 'metric' },
    });
    expect(withTypedText(texts, typedIn, 'flow', '  ', 'metric')).toEqual({ texts: { pressure: '10' }, typedIn: { pressure: 'imperial' } });
    expect(texts).toEqual({ flow: '10000', pressure: '10' });
  });
});
