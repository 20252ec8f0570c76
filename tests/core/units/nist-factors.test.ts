import { describe, expect, it } from 'vitest';
import { unitById, UNITS, type UnitId } from '../../../src/core/units/catalogue.ts';
import { unitFromSi, unitToSi } from '../../../src/core/units/unit.ts';

/**
 * Every linear factor of the catalogue against NIST SP 811 (2008), Appendix
 * B.8, as printed there (`E` notation, spaces as NIST groups digits), and
 * against the exact value of its definition where it has one. The exact
 * values were worked out by hand in rational arithmetic from the definitions
 * NIST states (ft = 0.3048 m, in = 0.0254 m, lb = 0.453 592 37 kg,
 * gr = 64.798 91 mg, gₙ = 9.806 65 m/s², conventional water 1000 kg/m³ and
 * mercury 13 595.1 kg/m³); SI units and prefixes are exact by definition.
 * NIST prints 7 significant digits for most factors, so the printed value is
 * checked to half its last digit and the exact value to 1e-9 (it is in fact
 * the nearest double). Units NIST lists only through their parts (m³/h and
 * kg/h through the hour, m/min and m³/min through the minute, gr/ft³ through the grain
 * and the foot) carry the figure those entries give, to NIST's 7 digits; SI
 * units and prefixes are printed as 1 E+00, 1 E+03.
 */
const LINEAR_FACTORS: readonly [UnitId, nistPrinted: string, exactSi: string | null][] = [
  ['Pa', '1 E+00', '1'],
  ['kPa', '1 E+03', '1000'],
  ['mbar', '1.0 E+02', '100'],
  ['bar', '1.0 E+05', '100000'],
  ['psi', '6.894 757 E+03', '6894.757293168361336722673'],
  ['inH2O', '2.490 889 E+02', '249.08891'],
  ['inH2O-60F', '2.4884 E+02', null],
  ['mmH2O', '9.806 65 E+00', '9.80665'],
  ['inHg', '3.386 389 E+03', '3386.388640341'],
  ['m3/s', '1 E+00', '1'],
  ['m3/h', '2.777 778 E-04', '0.0002777777777777777777777778'],
  ['m3/min', '1.666 667 E-02', '0.01666666666666666666666667'],
  ['L/s', '1.0 E-03', '0.001'],
  ['CFM', '4.719 474 E-04', '0.0004719474432'],
  ['m/s', '1 E+00', '1'],
  ['m/min', '1.666 667 E-02', '0.01666666666666666666666667'],
  ['ft/min', '5.08 E-03', '0.00508'],
  ['m3/m2h', '2.777 778 E-04', '0.0002777777777777777777777778'],
  ['g/m3', '1.0 E-03', '0.001'],
  ['mg/m3', '1.0 E-06', '0.000001'],
  ['gr/ft3', '2.288 352 E-03', '0.002288351910565734225665010'],
  ['m', '1 E+00', '1'],
  ['mm', '1.0 E-03', '0.001'],
  ['cm', '1.0 E-02', '0.01'],
  ['in', '2.54 E-02', '0.0254'],
  ['ft', '3.048 E-01', '0.3048'],
  ['m2', '1 E+00', '1'],
  ['ft2', '9.290 304 E-02', '0.09290304'],
  ['in2', '6.4516 E-04', '0.00064516'],
  ['kg/m3', '1 E+00', '1'],
  ['lb/ft3', '1.601 846 E+01', '16.01846337396013957965507'],
  ['W', '1 E+00', '1'],
  ['kW', '1 E+03', '1000'],
  ['hp', '7.456 999 E+02', '745.69987158227022'],
  ['kg/h', '2.777 778 E-04', '0.0002777777777777777777777778'],
  ['lb/h', '1.259 979 E-04', '0.0001259978805555555555555556'],
  // Friction rates: NIST lists their parts (inch of water, conventional; foot; millimeter of water), so the printed figure is their quotient to 7 digits.
  ['Pa/m', '1 E+00', '1'],
  ['inH2O/100ft', '8.172 208 E+00', '8.172208333333333333333333'],
  ['mmH2O/m', '9.806 65 E+00', '9.80665'],
  ['Pa.s', '1 E+00', '1'],
  ['uPa.s', '1.0 E-06', '0.000001'],
  ['cP', '1.0 E-03', '0.001'],
  ['lb/(ft.s)', '1.488 164 E+00', '1.488163943569553805774278'],
  ['lb/(ft.h)', '4.133 789 E-04', '0.0004133788732137649460484106'],
  ['kg/d', '1.157 407 E-05', '0.00001157407407407407407407407'],
  ['lb/d', '5.249 912 E-06', '0.000005249911689814814814814815'],
  ['um', '1.0 E-06', '0.000001'],
  ['s', '1 E+00', '1'],
  ['min', '6.0 E+01', '60'],
  ['h', '3.6 E+03', '3600'],
  ['d', '8.64 E+04', '86400'],
  ['kg/m2', '1 E+00', '1'],
  ['g/m2', '1.0 E-03', '0.001'],
  ['lb/ft2', '4.882 428 E+00', '4.882427636383050543878865536'],
  ['m3', '1 E+00', '1'],
  ['ft3', '2.831 685 E-02', '0.028316846592'],
  ['Pa.m/s', '1 E+00', '1'],
  ['bar.m/s', '1.0 E+05', '100000'],
];

/** NIST's printed figure as a number, and half a unit of its last printed digit. */
function readPrinted(printed: string): { value: number; halfLastDigit: number } {
  const [mantissa = '', exponent = ''] = printed.replaceAll(' ', '').split('E');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return { value: Number(`${mantissa}e${exponent}`), halfLastDigit: 0.5 * 10 ** (Number(exponent) - decimals) };
}

describe('unit factors against NIST SP 811 Appendix B.8', () => {
  it('covers every linear unit of the catalogue', () => {
    const linear = UNITS.filter((unit) => unit.quantity !== 'temperature').map((unit) => unit.id);
    expect(LINEAR_FACTORS.map(([id]) => id).sort()).toEqual([...linear].sort());
  });

  it.each(LINEAR_FACTORS)('%s agrees with NIST’s printed %s', (id, printed) => {
    const { value, halfLastDigit } = readPrinted(printed);
    expect(Math.abs(unitById(id).siPerUnit - value)).toBeLessThanOrEqual(halfLastDigit * (1 + 1e-12));
  });

  it.each(LINEAR_FACTORS.filter(([, , exact]) => exact !== null))(
    '%s is its exact definition to 1e-9 relative (nearest double)',
    (id, _printed, exact) => {
      const exactValue = Number(exact);
      const factor = unitById(id).siPerUnit;
      expect(Math.abs(factor - exactValue) / exactValue).toBeLessThanOrEqual(1e-9);
      expect(factor).toBe(exactValue);
    },
  );

  it('takes the 60 °F inch of water as NIST’s value, 248.84 Pa, distinct from the conventional inch', () => {
    expect(unitById('inH2O-60F').siPerUnit).toBe(248.84);
    expect(unitById('inH2O-60F').siPerUnit).not.toBe(unitById('inH2O').siPerUnit);
  });
});

describe('temperature scales against NIST SP 811 Appendix B.8', () => {
  // T/K = t/°C + 273.15; T/K = (t/°F + 459.67)/1.8; T/K = (T/°R)/1.8.
  it.each([
    ['degC', 0, 273.15],
    ['degC', 100, 373.15],
    ['degC', -273.15, 0],
    ['degF', 32, 273.15],
    ['degF', 212, 373.15],
    ['degF', -459.67, 0],
    ['degF', -40, 233.15],
    ['degR', 491.67, 273.15],
    ['degR', 0, 0],
    ['K', 293.15, 293.15],
  ] as const)('%s %s is %s K', (id, value, kelvin) => {
    const unit = unitById(id);
    expect(unitToSi(unit, value)).toBeCloseTo(kelvin, 12);
    expect(unitFromSi(unit, kelvin)).toBeCloseTo(value, 12);
  });
});
