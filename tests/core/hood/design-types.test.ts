// The design type table the page, the CLI and the system build on, and ACGIH's capture velocity table.
import { describe, expect, it } from 'vitest';
import { CAPTURE_RELEASE_IDS, CAPTURE_VELOCITY_RANGES } from '../../../src/core/hood/capture-velocity.ts';
import { hasCaptureEquation } from '../../../src/core/hood/capture-flow.ts';
import { HOOD_DESIGN_TYPES } from '../../../src/core/hood/design-types.ts';
import { HOOD_DESIGN_TYPE_IDS, HOOD_FIELDS } from '../../../src/core/hood/fields.ts';
import { HOOD_TYPE_IDS } from '../../../src/core/hood/hood-types.ts';
import { FPM } from './hood-input.ts';

describe('hood design types', () => {
  it('gives every type its name, equation, source, check status, size, flow bases and validity', () => {
    for (const id of HOOD_DESIGN_TYPE_IDS) {
      const type = HOOD_DESIGN_TYPES[id];
      expect(type.id).toBe(id);
      expect(type.name).not.toBe('');
      expect(type.equation).toMatch(/Q/);
      expect(type.source).not.toBe('');
      expect(['✔', '◐', '○']).toContain(type.check);
      expect(type.geometry.length).toBeGreaterThan(0);
      for (const field of [...type.geometry.flatMap((shape) => shape.fields), ...type.needs]) expect(HOOD_FIELDS).toContain(field);
      expect(type.validity).not.toBe('');
    }
  });

  it('names a take-off whose Fh each type uses, except a custom hood, whose Fh or Ce is given', () => {
    for (const id of HOOD_DESIGN_TYPE_IDS.filter((type) => type !== 'custom')) expect(HOOD_TYPE_IDS).toContain(HOOD_DESIGN_TYPES[id].defaultTakeOff);
    expect(HOOD_DESIGN_TYPES.custom.defaultTakeOff).toBeUndefined();
  });

  it('offers a capture velocity exactly where the type has a capture equation, and no flow basis for a hot canopy', () => {
    for (const id of HOOD_DESIGN_TYPE_IDS) expect(HOOD_DESIGN_TYPES[id].flowBases.includes('capture')).toBe(hasCaptureEquation(id));
    expect(HOOD_DESIGN_TYPES['hot-canopy'].flowBases).toEqual([]);
    expect(HOOD_DESIGN_TYPES['hot-canopy'].needs).toEqual(['distance', 'sourceTemperature', 'ambientTemperature']);
  });
});

describe('capture velocity ranges (ACGIH, "Range of capture velocities")', () => {
  it('lists the four release conditions, from quiet air to very rapid air motion, each range starting where the last ends', () => {
    const rows = CAPTURE_RELEASE_IDS.map((id) => CAPTURE_VELOCITY_RANGES[id]);
    expect(rows.map((row) => [row.fpm.low, row.fpm.high])).toEqual([
      [50, 100],
      [100, 200],
      [200, 500],
      [500, 2000],
    ]);
    expect(rows.map((row) => [row.mps.low, row.mps.high])).toEqual([
      [0.25, 0.5],
      [0.5, 1],
      [1, 2.5],
      [2.5, 10],
    ]);
    for (const [index, row] of rows.entries()) {
      expect(row.id).toBe(CAPTURE_RELEASE_IDS[index]);
      if (index > 0) expect(row.fpm.low).toBe(rows[index - 1]!.fpm.high);
    }
  });

  it('keeps the metric column within the table\'s rounding of the ft/min column (2 %)', () => {
    for (const id of CAPTURE_RELEASE_IDS) {
      const { fpm, mps } = CAPTURE_VELOCITY_RANGES[id];
      expect(Math.abs(mps.low / (fpm.low * FPM) - 1)).toBeLessThan(0.02);
      expect(Math.abs(mps.high / (fpm.high * FPM) - 1)).toBeLessThan(0.02);
    }
  });

  it('gives each range its examples and the reasons to take its low and high ends', () => {
    for (const id of CAPTURE_RELEASE_IDS) {
      const row = CAPTURE_VELOCITY_RANGES[id];
      expect(row.examples.length).toBeGreaterThan(0);
      expect(row.lowEnd).toContain('contaminants of low toxicity or of nuisance value only');
      expect(row.highEnd).toContain('small hood, local control only');
    }
    expect(CAPTURE_VELOCITY_RANGES['very-rapid-air-motion'].examples).toContain('grinding');
  });
});
