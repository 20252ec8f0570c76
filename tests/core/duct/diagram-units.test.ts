import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diagramDiameter } from '../../../src/core/duct/diagram-units.ts';
import { toDisplayUnits } from '../../../src/core/duct/units.ts';

describe('diagramDiameter', () => {
  it.each([
    [0.5, 'metric', 0.5, 'm'],
    [0.5, 'imperial', (0.5 * 39.37) / 12, 'ft'],
    [0.3048, 'imperial', (0.3048 * 39.37) / 12, 'ft'],
  ] as const)('shows %s m as %s in the diagram: %s %s', (diameterM, unitSystem, value, unit) => {
    const shown = diagramDiameter(diameterM, unitSystem);

    expect(shown.unit).toBe(unit);
    expect(shown.value).toBeCloseTo(value, 12);
  });

  it('shows the imperial field value in inches divided by 12', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e3, noNaN: true }), (diameterM) => {
        const inches = toDisplayUnits('diameter', diameterM, 'imperial');

        expect(diagramDiameter(diameterM, 'imperial').value * 12).toBeCloseTo(inches, 9);
      }),
    );
  });
});
