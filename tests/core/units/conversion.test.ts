import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitsOf } from '../../../src/core/units/catalogue.ts';
import { readConversion, type Conversion, type ConversionResult, type ConversionTexts } from '../../../src/core/units/conversion.ts';

function done(result: ConversionResult): Conversion {
  if (result.status === 'error') throw new Error(result.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
  return result.data;
}

function issues(texts: ConversionTexts) {
  const result = readConversion(texts);
  if (result.status === 'success') throw new Error('expected an error');
  return result.issues;
}

const only = (conversion: Conversion) => {
  expect(conversion.results).toHaveLength(1);
  return conversion.results[0]!;
};

describe('readConversion: the worked examples of issue 8', () => {
  it('gives 4 inH₂O as 996.35564 Pa', () => {
    const result = only(done(readConversion({ value: '4', from: 'inH2O', to: 'Pa' })));
    expect(result.value).toBeCloseTo(996.35564, 9);
    expect(result.unit.id).toBe('Pa');
  });

  it('gives 1 m³/h as 0.5885778 CFM', () => {
    expect(only(done(readConversion({ value: '1', from: 'm3/h', to: 'cfm' }))).value).toBeCloseTo(0.5885778, 7);
  });

  it('gives 1 gr/ft³ as 2.288352 g/m³', () => {
    expect(only(done(readConversion({ value: '1', from: 'gr/ft3', to: 'g/m3' }))).value).toBeCloseTo(2.288352, 6);
  });

  it('gives 100 °F as 37.7778 °C', () => {
    expect(only(done(readConversion({ value: '100', from: '°F', to: 'C' }))).value).toBeCloseTo(37.7778, 4);
  });

  it('gives 10 000 ACFM at 300 °F and 1500 m as about 5818.7 SCFM at ACGIH standard air', () => {
    const conversion = done(readConversion({ value: '10000', from: 'acfm', to: 'scfm', temperature: '300F', altitude: '1500m' }));
    const result = only(conversion);
    expect(result.value).toBeCloseTo(5818.7, 1);
    expect(result.unit.id).toBe('CFM');
    expect(result.basis).toEqual({ reference: 'standard', dry: false });
    expect(conversion.input.basis).toEqual({ reference: 'actual', dry: false });
    expect(conversion.conditions?.reference.id).toBe('acgih');
    expect(conversion.conditions?.altitudeM).toBe(1500);
    expect(conversion.conditions?.pressurePa).toBeCloseTo(84_556, 0);
    expect(conversion.factors.map((factor) => factor.name)).toEqual(['Temperature', 'Pressure']);
  });

  it('gives 50 mg/m³ at 150 °C, 98 kPa, 8 % moisture and 11 % O₂ as 130.57 mg/Nm³ dry at 6 % O₂', () => {
    const conversion = done(
      readConversion({ value: '50', from: 'mg/m3', to: 'mg/Nm3', temperature: '150C', pressure: '98kPa', moisture: '8', o2: '11', 'o2-ref': '6' }),
    );
    const result = only(conversion);
    expect(result.value).toBeCloseTo(130.57, 2);
    expect(result.basis).toEqual({ reference: 'normal', dry: true });
    expect(conversion.conditions).toMatchObject({ dryBasis: true, moisturePercent: 8, o2Percent: 11, o2RefPercent: 6, pressurePa: 98_000 });
    expect(conversion.conditions?.reference.id).toBe('normal');
    expect(conversion.factors.map((factor) => factor.name)).toEqual(['Temperature', 'Pressure', 'Moisture (to dry gas)', 'Oxygen reference']);
  });
});

describe('readConversion: the request', () => {
  it('gives every unit of the quantity, in catalogue order, when no target is given', () => {
    const conversion = done(readConversion({ value: '4 inH2O' }));
    expect(conversion.quantity).toBe('pressure');
    expect(conversion.results.map((result) => result.unit)).toEqual(unitsOf('pressure'));
    expect(conversion.results.find((result) => result.unit.id === 'inH2O')?.value).toBe(4);
  });

  it('reads a value with its unit, or the unit in from, alike', () => {
    expect(done(readConversion({ value: '4 in wg', to: 'Pa' })).results).toEqual(done(readConversion({ value: '4', from: 'inH2O', to: 'Pa' })).results);
    expect(done(readConversion({ value: '4 inH2O', from: 'in wg', to: 'Pa' })).results[0]?.value).toBeCloseTo(996.35564, 9);
  });

  it('carries a stated basis through a unit conversion', () => {
    const conversion = done(readConversion({ value: '10000', from: 'SCFM', to: 'SCFM' }));
    expect(only(conversion)).toEqual(expect.objectContaining({ value: 10_000, basis: { reference: 'standard', dry: false } }));
    expect(done(readConversion({ value: '1', from: 'Nm3/h' })).results.every((result) => result.basis?.reference === 'normal')).toBe(true);
  });

  it('converts a standard flow back to the actual one, with the inverse factors', () => {
    const back = done(readConversion({ value: '5818.7057163271875', from: 'scfm', to: 'acfm', temperature: '300F', altitude: '1500m' }));
    expect(only(back).value).toBeCloseTo(10_000, 9);
    expect(back.factors.map((factor) => factor.formula)).toEqual(['T_act / T_ref', 'p_ref / p_act']);
  });

  it('uses the reference named by standard, and EPA gives a smaller SCFM than ACGIH', () => {
    const texts = { value: '10000', from: 'acfm', to: 'scfm', temperature: '300F', pressure: '98kPa' };
    const acgih = done(readConversion(texts));
    const epa = done(readConversion({ ...texts, standard: 'EPA' }));
    expect(epa.conditions?.reference.id).toBe('epa');
    expect(only(epa).value / only(acgih).value).toBeCloseTo((68 + 459.67) / (70 + 459.67), 12);
  });

  it('reads bare condition numbers as °C, kPa, m and %', () => {
    const typed = done(readConversion({ value: '50', from: 'mg/m3', to: 'mg/Nm3', temperature: '150', pressure: '98', moisture: '8%' }));
    const withUnits = done(readConversion({ value: '50', from: 'mg/m3', to: 'mg/Nm3', temperature: '150 °C', pressure: '98 kPa', moisture: '8' }));
    expect(typed.results).toEqual(withUnits.results);
    const altitude = done(readConversion({ value: '1', from: 'acfm', to: 'scfm', temperature: '20', altitude: '1500' }));
    expect(altitude.conditions?.altitudeM).toBe(1500);
  });

  it('reports conditions that the conversion does not use', () => {
    expect(done(readConversion({ value: '4', from: 'inH2O', to: 'Pa', temperature: '20C', standard: 'epa' })).unusedFields).toEqual(['temperature', 'standard']);
    expect(done(readConversion({ value: '1', from: 'acfm', to: 'scfm', temperature: '20', pressure: '101', o2: '3' })).unusedFields).toEqual(['o2']);
  });

  it('keeps a unit conversion exact for any finite value: x inH₂O is x × 249.08891 Pa', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const result = only(done(readConversion({ value: String(value), from: 'inH2O', to: 'Pa' })));
        expect(result.value).toBeCloseTo(value * 249.08891, Math.max(0, 6 - Math.ceil(Math.log10(Math.abs(value) + 1))));
      }),
    );
  });
});

describe('readConversion: refusals, each naming the field', () => {
  it.each<[string, ConversionTexts, string, RegExp]>([
    ['no value', { from: 'Pa' }, 'value', /No value given/],
    ['a value that is not a number', { value: 'four', from: 'Pa' }, 'value', /does not start with a number/],
    ['an unknown unit to convert from, listing close units', { value: '4', from: 'inH2X' }, 'from', /Unknown unit "inH2X"; known units of pressure \(Pa, kPa/],
    ['an unknown target, listing the units of the quantity', { value: '4', from: 'inH2O', to: 'Pz' }, 'to', /Unknown unit "Pz"; known units of pressure/],
    ['units of two quantities', { value: '4', from: 'inH2O', to: 'cfm' }, 'to', /Cannot convert inH₂O \(pressure\) to CFM \(airflow\)/],
    ['a value with a unit that differs from from', { value: '4 Pa', from: 'inH2O' }, 'value', /give the unit once/],
    ['a temperature of the wrong quantity', { value: '1', from: 'acfm', to: 'scfm', temperature: '5m', pressure: '98' }, 'temperature', /unit of length, not temperature/],
    ['both a pressure and an altitude', { value: '1', from: 'acfm', to: 'scfm', temperature: '20', pressure: '98', altitude: '100' }, 'altitude', /not both/],
    ['an altitude above the troposphere', { value: '1', from: 'acfm', to: 'scfm', temperature: '20', altitude: '12000m' }, 'altitude', /Altitude must be between/],
    ['an unknown reference', { value: '1', from: 'acfm', to: 'scfm', temperature: '20', pressure: '98', standard: 'iso' }, 'standard', /acgih, epa or normal, got "iso"/],
    ['a moisture that is not a number', { value: '1', from: 'mg/m3', to: 'mg/Nm3', temperature: '20', pressure: '98', moisture: 'wet' }, 'moisture', /number in %/],
    ['a moisture of 100 %', { value: '1', from: 'mg/m3', to: 'mg/Nm3', temperature: '20', pressure: '98', moisture: '100' }, 'moisture', /below 100 %/],
    ['a measured O₂ without its reference', { value: '1', from: 'mg/m3', to: 'mg/Nm3', temperature: '20', pressure: '98', o2: '11' }, 'o2-ref', /Reference O₂ is needed/],
    ['a negative flow to standardise', { value: '-1', from: 'acfm', to: 'scfm', temperature: '20', pressure: '98' }, 'value', /must not be negative/],
    ['a pressure of zero', { value: '1', from: 'acfm', to: 'scfm', temperature: '20', pressure: '0' }, 'pressure', /greater than zero/],
    ['two reference conditions', { value: '1', from: 'scfm', to: 'Nm3/h' }, 'to', /between two reference conditions/],
    ['a normal concentration back to actual', { value: '1', from: 'mg/Nm3', to: 'mg/m3', temperature: '20', pressure: '98' }, 'to', /from actual conditions only/],
  ])('refuses %s', (_, texts, field, message) => {
    expect(issues(texts)).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it('names each missing condition of a conditioned conversion', () => {
    expect(issues({ value: '10000', from: 'acfm', to: 'scfm' })).toEqual([
      { field: 'temperature', message: 'The actual gas temperature is needed to convert ACFM to SCFM, e.g. 300F or 150C' },
      { field: 'pressure', message: 'The actual absolute pressure (e.g. 98kPa) or the altitude (e.g. 1500m) is needed to convert ACFM to SCFM' },
    ]);
    expect(issues({ value: '50', from: 'mg/m3', to: 'mg/Nm3', pressure: '98' }).map((issue) => issue.field)).toEqual(['temperature']);
  });

  it('reports a bad condition beside a bad unit', () => {
    expect(issues({ value: '4', from: 'inH2X', temperature: 'hot' }).map((issue) => issue.field)).toEqual(['from', 'temperature']);
  });
});
