import { describe, expect, it } from 'vitest';
import { unitWithBasis, type VolumeBasis, type VolumeReference } from '../../../src/core/units/basis.ts';
import { unitById, unitsOf } from '../../../src/core/units/catalogue.ts';
import { lookupUnit } from '../../../src/core/units/lookup.ts';

const REFERENCES: VolumeReference[] = ['actual', 'standard', 'normal'];

describe('unitWithBasis', () => {
  it.each<[string, VolumeBasis | undefined, string, string]>([
    ['CFM', { reference: 'standard', dry: false }, 'SCFM', 'SCFM'],
    ['CFM', { reference: 'actual', dry: false }, 'ACFM', 'ACFM'],
    ['m3/h', { reference: 'normal', dry: false }, 'Nm³/h', 'Nm3/h'],
    ['mg/m3', { reference: 'normal', dry: true }, 'mg/Nm³', 'mg/Nm3'],
    ['gr/ft3', { reference: 'standard', dry: true }, 'gr/dscf', 'gr/dscf'],
    ['inH2O', undefined, 'inH₂O', 'inH2O'],
  ])('writes %s on %j as %s (id %s)', (id, basis, symbol, asId) => {
    const unit = unitById(id as Parameters<typeof unitById>[0]);
    expect(unitWithBasis(unit, basis, 'symbol')).toBe(symbol);
    expect(unitWithBasis(unit, basis, 'id')).toBe(asId);
  });

  it('is read back by lookupUnit as the same unit and reference, for every flow and concentration unit', () => {
    for (const unit of [...unitsOf('airflow'), ...unitsOf('concentration')]) {
      for (const reference of REFERENCES) {
        for (const style of ['symbol', 'id'] as const) {
          const text = unitWithBasis(unit, { reference, dry: false }, style);
          const reading = lookupUnit(text);
          expect(reading.status === 'success' && [reading.data.unit.id, reading.data.basis?.reference], text).toEqual([unit.id, reference]);
        }
      }
    }
  });
});
