// Each hood design type's flow against a hand figure from its source's equation, in the source's US units.
import { describe, expect, it } from 'vitest';
import { designHood } from '../../../src/core/hood/design.ts';
import type { HoodDesign, HoodDesignInput } from '../../../src/core/hood/design-input.ts';
import { FOOT_M } from '../../../src/core/units/definitions.ts';
import { CFM, FPM, hood } from './hood-input.ts';

const FT = FOOT_M;
const FT2 = FOOT_M ** 2;

function designed(input: HoodDesignInput): HoodDesign {
  const result = designHood(input);
  if (result.status !== 'success') throw new Error(result.issues.map((found) => found.message).join('; '));
  return result.data;
}

const cfmOf = (input: HoodDesignInput) => designed(input).flowM3s / CFM;

/** A hot source's temperatures, Δt °F above a 70 °F room. */
const hotSource = (deltaF: number, heightFt: number) => ({ sourceTemperatureK: 294.26 + deltaF / 1.8, ambientTemperatureK: 294.26, heightM: heightFt * FT });

describe('each hood type against a hand figure', () => {
  it('plain opening: 6 in round, 100 fpm at 6 in, Q = V(10X² + A) = 100 × (2.5 + 0.19635) = 269.6 cfm', () => {
    // DallaValle; ACGIH Industrial Ventilation ch. 3 (24th ed.), "Hood types".
    const flow = cfmOf(hood({ geometry: { diameterM: 0.5 * FT }, flowBasis: { by: 'capture', captureVelocityMps: 100 * FPM, distanceM: 0.5 * FT } }));
    expect(flow).toBeCloseTo(269.63, 2);
  });

  it('flanged opening: 1 ft × 2 ft, 100 fpm at 1 ft, Q = 0.75 × 100 × (10 + 2) = 900 cfm', () => {
    const input = hood({ type: 'flanged-opening', geometry: { widthM: FT, lengthM: 2 * FT }, flowBasis: { by: 'capture', captureVelocityMps: 100 * FPM, distanceM: FT } });
    expect(cfmOf(input)).toBeCloseTo(900, 6);
  });

  it('plain slot: 3 ft long, 100 fpm at 6 in, Q = 3.7 × 3 × 100 × 0.5 = 555 cfm; flanged 2.6: 390 cfm', () => {
    // ACGIH Industrial Ventilation ch. 3 (24th ed.), "Hood types": slot 3.7LVX, flanged slot 2.6LVX.
    const slot = { geometry: { widthM: 2 / 12 * FT, lengthM: 3 * FT }, flowBasis: { by: 'capture', captureVelocityMps: 100 * FPM, distanceM: 0.5 * FT } } as const;
    expect(cfmOf(hood({ type: 'plain-slot', ...slot, entryLoss: { by: 'take-off', takeOff: 'slot-plenum-tapered' } }))).toBeCloseTo(555, 6);
    expect(cfmOf(hood({ type: 'flanged-slot', ...slot, entryLoss: { by: 'take-off', takeOff: 'slot-plenum-tapered' } }))).toBeCloseTo(390, 6);
  });

  it('canopy over a cold source: 3 ft × 4 ft tank, 3 ft above, 50 fpm, Q = 1.4 × 14 × 3 × 50 = 2940 cfm, face (3 + 2.4) × (4 + 2.4) ft', () => {
    // ACGIH Industrial Ventilation ch. 3 (24th ed.), "Hood types": canopy Q = 1.4PDV, overhang 0.4D.
    const design = designed(
      hood({ type: 'canopy', geometry: { widthM: 3 * FT, lengthM: 4 * FT }, flowBasis: { by: 'capture', captureVelocityMps: 50 * FPM, distanceM: 3 * FT } }),
    );
    expect(design.flowM3s / CFM).toBeCloseTo(2940, 6);
    expect(design.faceAreaM2 / FT2).toBeCloseTo(5.4 * 6.4, 9);
  });

  it('booth: 4 ft × 6 ft face at 100 fpm, Q = 2400 cfm; enclosure: 2 ft² of openings at 150 fpm, 300 cfm', () => {
    const booth = hood({ type: 'booth', geometry: { widthM: 4 * FT, heightM: 6 * FT }, flowBasis: { by: 'face', faceVelocityMps: 100 * FPM } });
    expect(cfmOf(booth)).toBeCloseTo(2400, 6);
    const enclosure = hood({ type: 'enclosure', geometry: { openAreaM2: 2 * FT2 }, flowBasis: { by: 'face', faceVelocityMps: 150 * FPM } });
    expect(cfmOf(enclosure)).toBeCloseTo(300, 6);
  });

  it('downdraft bench: 2 ft × 4 ft top at 150 fpm, Q = 1200 cfm (150 cfm per ft² of working area)', () => {
    const bench = hood({ type: 'downdraft', geometry: { widthM: 2 * FT, lengthM: 4 * FT }, flowBasis: { by: 'face', faceVelocityMps: 150 * FPM } });
    const design = designed(bench);
    expect(design.flowM3s / CFM).toBeCloseTo(1200, 6);
    expect(design.warnings.map((warning) => warning.code)).not.toContain('below-guidance');
  });

  it('custom hood: 0.5 m² at 1 m/s, Q = 0.5 m³/s, with its own Fh', () => {
    const custom = designed(hood({ type: 'custom', name: 'Press hood', geometry: { openAreaM2: 0.5 }, flowBasis: { by: 'face', faceVelocityMps: 1 }, entryLoss: { by: 'entry-loss', entryLoss: 0.7 } }));
    expect(custom.flowM3s).toBeCloseTo(0.5, 12);
    expect(custom.entryLoss).toBe(0.7);
  });

  it('low hot canopy: 2 ft round source, 1.5 ft above, Δt 400 °F: hood 3 ft, Qt = 4.7 × 3^2.33 × 400^0.42 = 752.8 cfm', () => {
    // ACGIH Industrial Ventilation, hot processes, low canopy (hand: 3^2.33 = 12.933, 400^0.42 = 12.383).
    const design = designed(hood({ type: 'hot-canopy', geometry: { diameterM: 2 * FT }, flowBasis: undefined, hotSource: hotSource(400, 1.5) }));
    expect(design.flowM3s / CFM).toBeCloseTo(752.76, 1);
    expect(design.faceAreaM2 / FT2).toBeCloseTo((Math.PI * 9) / 4, 9);
  });

  it('low hot canopy, rectangular: 2 ft × 4 ft source, 1 ft above, Δt 400 °F: hood 3 ft × 5 ft, Qt = 6.2 × 3^1.33 × 400^0.42 × 5 = 1655 cfm', () => {
    const design = designed(hood({ type: 'hot-canopy', geometry: { widthM: 2 * FT, lengthM: 4 * FT }, flowBasis: undefined, hotSource: hotSource(400, 1) }));
    expect(design.flowM3s / CFM).toBeCloseTo(1655.0, 0);
  });

  it('high hot canopy: 4 ft round source, 10 ft above, Δt 500 °F: Xc 20.66 ft, Dc 7.18 ft, Df 15.18 ft, Vf 117.7 fpm, Qt ≈ 18 819 cfm', () => {
    // Hand: z = 8^1.138 = 10.659; Dc = 0.5 × 20.659^0.88 = 7.182; Vf = 8 × 12.566^0.33 × 500^0.42 / 20.659^0.25 = 117.66;
    // Qt = 117.66 × 40.516 + 100 × (181.04 − 40.516) = 18 819 cfm.
    const design = designed(hood({ type: 'hot-canopy', geometry: { diameterM: 4 * FT }, flowBasis: undefined, hotSource: hotSource(500, 10) }));
    expect(design.flowM3s / CFM).toBeCloseTo(18819.1, 0);
    expect(design.faceAreaM2 / FT2).toBeCloseTo(181.037, 2);
  });
});
