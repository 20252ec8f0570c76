// Every hood type gives its flow, entry loss and hood static pressure in
// both unit systems (the "done when"), run in process for speed.
import { describe, it } from 'vitest';
import { HOOD_DESIGN_TYPE_IDS, type HoodDesignTypeId } from '../../../src/core/hood/fields.ts';
import { runInProcess } from '../shared/harness.ts';

/** Each type's size and flow basis, metric and imperial (the same hood, roughly). */
const HOODS: Readonly<Record<HoodDesignTypeId, readonly [metric: string, imperial: string]>> = {
  'plain-opening': ['--diameter 250 --capture-velocity 0.5 --distance 200', '--diameter 10 --capture-velocity 100 --distance 8'],
  'flanged-opening': ['--width 300 --length 400 --capture-velocity 0.5 --distance 250', '--width 12 --length 16 --capture-velocity 100 --distance 10'],
  'plain-slot': ['--width 50 --length 1000 --capture-velocity 0.5 --distance 300', '--width 2 --length 36 --capture-velocity 100 --distance 12'],
  'flanged-slot': ['--width 50 --length 1000 --capture-velocity 0.5 --distance 300', '--width 2 --length 36 --capture-velocity 100 --distance 12'],
  booth: ['--width 1500 --height 1200 --face-velocity 0.5', '--width 60 --height 48 --face-velocity 100'],
  enclosure: ['--open-area 0.2 --face-velocity 1', '--open-area 2 --face-velocity 200'],
  canopy: ['--width 1000 --length 1500 --capture-velocity 0.5 --distance 800', '--width 36 --length 60 --capture-velocity 100 --distance 30'],
  'hot-canopy': ['--diameter 1000 --source-temperature 500 --ambient-temperature 20 --distance 600', '--diameter 40 --source-temperature 900 --ambient-temperature 70 --distance 24'],
  downdraft: ['--width 900 --length 1800 --face-velocity 0.8', '--width 36 --length 72 --face-velocity 150'],
  custom: ['--open-area 0.05 --face-velocity 5 --entry-loss 0.65', '--open-area 0.5 --face-velocity 1000 --entry-loss 0.65'],
};

const UNITS = { metric: { flow: 'm3/h', pressure: 'Pa' }, imperial: { flow: 'CFM', pressure: 'inH2O' } } as const;

describe.concurrent('duct-calc hood designs every type', () => {
  it.for(HOOD_DESIGN_TYPE_IDS.flatMap((type) => (['metric', 'imperial'] as const).map((system) => [type, system] as const)))(
    '%s in %s units: flow, Fh, Ce and SPh',
    async ([type, system], { expect }) => {
      const args = ['hood', '--type', type, ...HOODS[type][system === 'metric' ? 0 : 1].split(' '), '--transport', 'average-industrial-dust', `--${system}`, '--json'];
      const run = await runInProcess(args);

      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      const json = JSON.parse(run.stdout);
      expect(json.flow).toEqual({ value: expect.any(Number), unit: UNITS[system].flow });
      expect(json.flow.value).toBeGreaterThan(0);
      expect(json.entryLoss.value).toBeGreaterThanOrEqual(0);
      expect(json.coefficientOfEntry.value).toBeCloseTo(1 / Math.sqrt(1 + json.entryLoss.value), 12);
      expect(json.hoodStaticPressure).toEqual({ value: expect.any(Number), unit: UNITS[system].pressure });
      expect(json.hoodStaticPressure.value).toBeGreaterThan(json.ductVelocityPressure.value);
    },
  );
});
