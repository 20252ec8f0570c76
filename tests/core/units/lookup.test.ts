import { describe, expect, it } from 'vitest';
import { UNITS, type UnitId } from '../../../src/core/units/catalogue.ts';
import { lookupUnit } from '../../../src/core/units/lookup.ts';
import type { VolumeBasis } from '../../../src/core/units/basis.ts';

function idOf(text: string): UnitId | string {
  const result = lookupUnit(text);
  return result.status === 'success' ? result.data.unit.id : (result.issues[0]?.message ?? '');
}

describe('lookupUnit: the spellings engineers type', () => {
  it.each([
    ['inH2O', 'inH2O'],
    ['inH₂O', 'inH2O'],
    ['in wg', 'inH2O'],
    ['in. w.g.', 'inH2O'],
    ['IN. W.G.', 'inH2O'],
    ['iwg', 'inH2O'],
    ['"H2O', 'inH2O'],
    ['″H₂O', 'inH2O'],
    ['in WC', 'inH2O'],
    ['inH2O 60F', 'inH2O-60F'],
    ['inH₂O (60 °F)', 'inH2O-60F'],
    ['mmH2O', 'mmH2O'],
    ['mmWC', 'mmH2O'],
    ['mm w.g.', 'mmH2O'],
    ['inHg', 'inHg'],
    ['"Hg', 'inHg'],
    ['kPa', 'kPa'],
    ['KPA', 'kPa'],
    ['mbar', 'mbar'],
    ['MBAR', 'mbar'],
    ['hPa', 'mbar'],
    ['psi', 'psi'],
    ['psia', 'psi'],
    ['m3/h', 'm3/h'],
    ['m³/h', 'm3/h'],
    ['cmh', 'm3/h'],
    ['m3/min', 'm3/min'],
    ['m³/min', 'm3/min'],
    ['cubic metres per minute', 'm3/min'],
    ['m3/s', 'm3/s'],
    ['l/s', 'L/s'],
    ['cfm', 'CFM'],
    ['ft³/min', 'CFM'],
    ['fpm', 'ft/min'],
    ['ft/min', 'ft/min'],
    ['cfm/ft²', 'ft/min'],
    ['m/s', 'm/s'],
    ['m/min', 'm/min'],
    ['m3/m2h', 'm3/m2h'],
    ['m³/(m²·h)', 'm3/m2h'],
    ['m³/(m² h)', 'm3/m2h'],
    ['m3/m2/h', 'm3/m2h'],
    ['gr/ft3', 'gr/ft3'],
    ['gr/cf', 'gr/ft3'],
    ['g/m³', 'g/m3'],
    ['mg/m3', 'mg/m3'],
    ['MG/M3', 'mg/m3'],
    ['degF', 'degF'],
    ['°F', 'degF'],
    ['ºF', 'degF'],
    ['F', 'degF'],
    ['deg C', 'degC'],
    ['°C', 'degC'],
    ['C', 'degC'],
    ['K', 'K'],
    ['°R', 'degR'],
    ['m', 'm'],
    ['mm', 'mm'],
    ['in', 'in'],
    ['"', 'in'],
    ['ft', 'ft'],
    ['ft²', 'ft2'],
    ['sq ft', 'ft2'],
    ['m²', 'm2'],
    ['in²', 'in2'],
    ['kg/m³', 'kg/m3'],
    ['lb/ft3', 'lb/ft3'],
    ['kW', 'kW'],
    ['KW', 'kW'],
    ['kw', 'kW'],
    ['hp', 'hp'],
    ['W', 'W'],
    ['kg/h', 'kg/h'],
    ['lb/hr', 'lb/h'],
  ])('reads %s as %s', (text, id) => {
    expect(idOf(text)).toBe(id);
  });

  it('reads every id, symbol and alias of the catalogue as its own unit', () => {
    for (const unit of UNITS) {
      for (const spelling of [unit.id, unit.symbol, ...unit.aliases]) expect([spelling, idOf(spelling)]).toEqual([spelling, unit.id]);
    }
  });
});

describe('lookupUnit: the basis a spelling states', () => {
  it.each<[string, UnitId, VolumeBasis]>([
    ['ACFM', 'CFM', { reference: 'actual', dry: false }],
    ['acfm', 'CFM', { reference: 'actual', dry: false }],
    ['SCFM', 'CFM', { reference: 'standard', dry: false }],
    ['Nm³/h', 'm3/h', { reference: 'normal', dry: false }],
    ['Nm3/h', 'm3/h', { reference: 'normal', dry: false }],
    ['Am3/h', 'm3/h', { reference: 'actual', dry: false }],
    ['Am3/min', 'm3/min', { reference: 'actual', dry: false }],
    ['Am³/min', 'm3/min', { reference: 'actual', dry: false }],
    ['Nm3/min', 'm3/min', { reference: 'normal', dry: false }],
    ['Nm3/s', 'm3/s', { reference: 'normal', dry: false }],
    ['mg/Nm³', 'mg/m3', { reference: 'normal', dry: false }],
    ['g/Nm3', 'g/m3', { reference: 'normal', dry: false }],
    ['mg/Am3', 'mg/m3', { reference: 'actual', dry: false }],
    ['gr/acf', 'gr/ft3', { reference: 'actual', dry: false }],
    ['gr/scf', 'gr/ft3', { reference: 'standard', dry: false }],
    ['gr/dscf', 'gr/ft3', { reference: 'standard', dry: true }],
  ])('reads %s as %s on a stated basis', (text, id, basis) => {
    const result = lookupUnit(text);
    expect(result).toEqual({ status: 'success', data: { unit: expect.objectContaining({ id }), basis } });
  });

  it('states no basis for a plain unit', () => {
    const result = lookupUnit('cfm');
    expect(result.status === 'success' && result.data.basis).toBeUndefined();
  });
});

describe('lookupUnit: refusals', () => {
  it.each(['psig', 'barg', 'kPa(g)', 'mbar g'])('refuses the gauge pressure %s, asking for an absolute one', (text) => {
    expect(lookupUnit(text)).toEqual({
      status: 'error',
      issues: [{ reason: 'gauge-pressure', text, message: expect.stringMatching(/gauge pressure; give the absolute pressure/) }],
    });
  });

  it.each([
    ['inH20', 'pressure (Pa, kPa, mbar, bar, psi, inH₂O, inH₂O (60 °F), mmH₂O, inHg)'],
    ['cfn', 'airflow (m³/s, m³/h, m³/min, L/s, CFM)'],
    ['degX', 'temperature (°C, °F, K, °R)'],
    ['gr/ft4', 'dust concentration (g/m³, mg/m³, gr/ft³)'],
  ])('names an unknown unit %s and lists the units of the closest quantity', (text, listed) => {
    const result = lookupUnit(text);
    expect(result.status).toBe('error');
    const message = result.status === 'error' ? (result.issues[0]?.message ?? '') : '';
    expect(message).toContain(`Unknown unit "${text}"`);
    expect(message).toContain(listed);
    expect(message).not.toContain('\n');
  });

  it('lists the expected quantity’s units for an unknown unit when the caller names the quantity', () => {
    expect(lookupUnit('xyz', { quantity: 'temperature' })).toEqual({
      status: 'error',
      issues: [{ reason: 'unknown-unit', text: 'xyz', message: 'Unknown unit "xyz"; known units of temperature (°C, °F, K, °R)' }],
    });
  });

  it('refuses a unit of another quantity than the one expected', () => {
    expect(lookupUnit('m', { quantity: 'temperature' })).toEqual({
      status: 'error',
      issues: [{ reason: 'wrong-quantity', text: 'm', message: '"m" is a unit of length, not temperature (°C, °F, K, °R)' }],
    });
  });

  it('refuses an empty unit', () => {
    expect(lookupUnit(' ').status).toBe('error');
  });
});
