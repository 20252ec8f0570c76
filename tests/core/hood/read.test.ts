// Reading a hood design from what was typed: the design's input in SI, one
// issue per unusable field naming it and its text, the rules across fields,
// and what a missing input would add.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOOD_DESIGN_TYPES } from '../../../src/core/hood/design-types.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { hoodReport } from '../../../src/core/hood/report.ts';
import { unshowableReason } from '../../../src/core/report/figure-check.ts';
import { HOOD_TYPES } from '../../../src/core/hood/hood-types.ts';
import { HOOD_DESIGN_TYPE_IDS, type HoodTexts } from '../../../src/core/hood/fields.ts';

const ROUND_OPENING: HoodTexts = { type: 'plain-opening', diameter: '250', faceVelocity: '3', distance: '250' };

/** The issues as `field: message`. */
const issuesOf = (texts: HoodTexts, system: 'metric' | 'imperial' = 'metric') => readHoodDesign(texts, system).issues.map(({ field, message }) => `${field}: ${message}`);

describe('readHoodDesign', () => {
  it("reads a 250 mm round plain opening at 3 m/s: SI sizes, the face-velocity basis with X, and the type's own take-off", () => {
    const { issues, design } = readHoodDesign(ROUND_OPENING, 'metric');

    expect(issues).toEqual([]);
    expect(design?.input).toEqual({
      type: 'plain-opening',
      geometry: { diameterM: 0.25 },
      flowBasis: { by: 'face', faceVelocityMps: 3, distanceM: 0.25 },
      entryLoss: { by: 'take-off', takeOff: 'plain-duct-end' },
      branch: { series: 'en-1506' },
      gas: {},
    });
  });

  it('reads bare numbers in the unit system given, and a number with its own unit in that unit', () => {
    const { design } = readHoodDesign({ type: 'flanged-opening', diameter: '6', captureVelocity: '100', distance: '150mm' }, 'imperial');

    expect(design?.input.geometry.diameterM).toBeCloseTo(0.1524, 12);
    expect(design?.input.flowBasis).toEqual({ by: 'capture', captureVelocityMps: expect.closeTo(0.508, 12), distanceM: expect.closeTo(0.15, 12) });
  });

  it('reads a field in the unit system it was typed in, where a page keeps it across a unit switch', () => {
    const { design } = readHoodDesign({ ...ROUND_OPENING, diameter: '10' }, 'metric', { diameter: 'imperial' });

    expect(design?.input.geometry.diameterM).toBeCloseTo(0.254, 12);
  });

  it('takes Fh given, or Ce given, over the take-off, and a take-off over the type’s own', () => {
    const entry = (texts: HoodTexts) => readHoodDesign({ ...ROUND_OPENING, ...texts }, 'metric').design?.input.entryLoss;

    expect(entry({ takeOff: 'bell-mouth' })).toEqual({ by: 'take-off', takeOff: 'bell-mouth' });
    expect(entry({ takeOff: 'bell-mouth', entryLoss: '0.5' })).toEqual({ by: 'entry-loss', entryLoss: 0.5 });
    expect(entry({ coefficientOfEntry: '0.78' })).toEqual({ by: 'coefficient-of-entry', coefficientOfEntry: 0.78 });
    expect(HOOD_TYPES['plain-duct-end'].entryLoss).toBe(0.93);
  });

  it('reads the gas: the temperature, the altitude as its ISA pressure, the moisture in % by volume', () => {
    const { design } = readHoodDesign({ ...ROUND_OPENING, temperature: '100', altitude: '1500', moisture: '5' }, 'metric');

    expect(design?.input.gas).toEqual({ temperatureK: 373.15, pressurePa: expect.closeTo(84_556, 0), moisture: { volumePercent: 5 } });
    expect(readHoodDesign({ ...ROUND_OPENING, barometricPressure: '98.2' }, 'metric').design?.input.gas).toEqual({ pressurePa: 98_200 });
  });

  it("reads the branch: a duct diameter, a minimum velocity or the dust's class", () => {
    const branch = (texts: HoodTexts) => readHoodDesign({ ...ROUND_OPENING, ...texts }, 'metric').design?.input.branch;

    expect(branch({ ductDiameter: '160', minVelocity: '18' })).toEqual({ ductDiameterM: 0.16, minVelocityMps: 18, series: 'en-1506' });
    expect(branch({ transport: 'Heavy-Dusts ' })).toEqual({ transport: 'heavy-dusts', series: 'en-1506' });
    expect(readHoodDesign({ ...ROUND_OPENING, diameter: '10', faceVelocity: '600', distance: '10' }, 'imperial').design?.input.branch).toEqual({ series: 'us-spiral' });
  });

  it('builds a hot canopy from its source and ambient temperatures and its height X, with no flow basis', () => {
    const { design } = readHoodDesign({ type: 'hot-canopy', diameter: '1000', sourceTemperature: '500', ambientTemperature: '20', distance: '800' }, 'metric');

    expect(design?.input.hotSource).toEqual({ sourceTemperatureK: 773.15, ambientTemperatureK: 293.15, heightM: 0.8 });
    expect(design?.input.flowBasis).toBeUndefined();
    expect(issuesOf({ type: 'hot-canopy', diameter: '1000', sourceTemperature: '500' })).toEqual([
      'distance: Distance X is needed for a hot canopy: the canopy\'s height above the source',
      'ambientTemperature: Ambient temperature is needed for a hot canopy',
    ]);
    expect(issuesOf({ type: 'hot-canopy', diameter: '40', sourceTemperature: '70', ambientTemperature: '80', distance: '20' }, 'imperial')).toEqual([
      'sourceTemperature: Source temperature must be above the ambient temperature (80), got 70',
    ]);
  });

  describe('refuses, naming the field and the text', () => {
    it.each<[string, HoodTexts, string[]]>([
      ['no hood type', { diameter: '250' }, ['type: Hood type is needed: plain-opening, flanged-opening, plain-slot, flanged-slot, booth, enclosure, canopy, hot-canopy, downdraft, custom']],
      ['an unknown hood type', { ...ROUND_OPENING, type: 'funnel' }, [expect.stringMatching(/^type: Hood type must be one of plain-opening, .*custom, got funnel$/) as unknown as string]],
      ['a diameter that is not a number', { ...ROUND_OPENING, diameter: 'wide' }, [expect.stringMatching(/^diameter: Diameter: /) as unknown as string]],
      ['a distance out of range', { ...ROUND_OPENING, distance: '0.5' }, ['distance: Distance X must be from 1 to 20000 mm, got 0.5']],
      ['an entry loss that is not a number', { ...ROUND_OPENING, entryLoss: 'low' }, ['entryLoss: Hood entry loss Fh must be a number, got low']],
      ['an entry loss out of range', { ...ROUND_OPENING, entryLoss: '11' }, ['entryLoss: Hood entry loss Fh must be from 0 to 10, got 11']],
      ['a moisture out of range', { ...ROUND_OPENING, moisture: '120 %' }, [expect.stringMatching(/^moisture: Moisture \(H₂O by volume\) must be from 0 to \d+ %, got 120 %$/) as unknown as string]],
      ['an unknown take-off', { ...ROUND_OPENING, takeOff: 'funnel' }, [expect.stringMatching(/^takeOff: Take-off must be one of plain-duct-end, .*, got funnel$/) as unknown as string]],
      ['an unknown transport class', { ...ROUND_OPENING, transport: 'sand' }, [expect.stringMatching(/^transport: Transport class must be one of vapors-gases-smoke, .*, got sand$/) as unknown as string]],
    ])('%s', (_, texts, issues) => {
      expect(issuesOf(texts)).toEqual(issues);
    });
  });

  describe('keeps the rules across fields, on the field to correct', () => {
    it.each<[string, HoodTexts, string]>([
      ['the altitude and the barometric pressure', { ...ROUND_OPENING, altitude: '100', barometricPressure: '100' }, 'barometricPressure: Give the altitude or the barometric pressure, not both'],
      ['Fh and Ce', { ...ROUND_OPENING, entryLoss: '0.5', coefficientOfEntry: '0.8' }, 'coefficientOfEntry: Give the hood entry loss Fh or the coefficient of entry Ce, not both (Ce = 1/√(1 + Fh))'],
      ['two flow bases', { ...ROUND_OPENING, flow: '500' }, 'flow: Give one flow basis: the face velocity or the design flow, not both'],
      ['a capture velocity without X', { type: 'plain-opening', diameter: '250', captureVelocity: '0.5' }, 'distance: Distance X is needed with the capture velocity: the distance from the hood face to the farthest point of release'],
      ['a minimum velocity and a transport class', { ...ROUND_OPENING, minVelocity: '18', transport: 'fumes' }, 'minVelocity: Give the minimum transport velocity or the transport class, not both'],
      ['no flow basis', { type: 'booth', width: '1000', height: '1000' }, 'faceVelocity: Give the face velocity or the flow for the booth'],
      ['a custom hood without Fh or Ce', { type: 'custom', openArea: '0.5', flow: '500' }, 'entryLoss: Give the hood entry loss Fh, the coefficient of entry Ce or a take-off: a custom hood has no take-off of its own'],
    ])('%s', (_, texts, issue) => {
      expect(issuesOf(texts)).toEqual([issue]);
    });
  });

  it("warns of each field given that the type does not use, naming it and what the type takes", () => {
    const { warnings } = readHoodDesign({ ...ROUND_OPENING, width: '300', slotLoss: '1.78', sourceTemperature: '500' }, 'metric');

    expect(warnings.filter((warning) => warning.code === 'field-not-used').map((warning) => warning.text)).toEqual([
      'Width 300 is not used: the plain opening takes its diameter',
      'Source temperature 500 is not used: the plain opening takes its diameter',
      'Slot loss Fs 1.78 is not used: the plain opening takes its diameter',
    ]);
  });

  it("gives the design's own issues with the text as typed, not the SI value", () => {
    const { issues } = readHoodDesign({ type: 'booth', width: '1000', height: '1000', captureVelocity: '0.5', distance: '300' }, 'metric');

    expect(issues).toEqual([{ field: 'captureVelocity', text: '0.5', message: expect.stringMatching(/^A booth takes a face velocity or a design flow/) }]);
  });

  it('says what each optional input not given would add, and to correct a field that cannot be used', () => {
    expect(readHoodDesign(ROUND_OPENING, 'metric').missing).toEqual([
      "Give the branch duct diameter, a minimum transport velocity or the dust's transport class to get the branch duct, its velocity and velocity pressure, and the hood static pressure SPh.",
      'Give the room cross-draft to check it against the capture velocity (a cross-draft at or above it defeats the hood).',
      'Give a measured hood static pressure SPh to get the commissioning check: the flow the measured SPh gives and its percentage of the design.',
    ]);
    expect(readHoodDesign({ ...ROUND_OPENING, ductDiameter: 'x', crossDraft: '0.1', measuredStaticPressure: '100' }, 'metric').missing).toEqual([
      'Correct the branch duct diameter to get the branch duct, its velocity and velocity pressure, and the hood static pressure SPh.',
    ]);
  });

  it('never throws, and a design it gives has every figure showable in both unit systems, whatever is typed', () => {
    const number = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((value) => String(Number(value.toPrecision(4))));
    const junk = fc.constantFrom('', '0', '-1', '1e308', '1e-320', 'abc', '20F', '2in', '1.5 m/s');
    const maybe = (arbitrary: fc.Arbitrary<string>) => fc.option(fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: junk }), { nil: undefined });
    const value = (arbitrary: fc.Arbitrary<string>) => fc.oneof({ weight: 19, arbitrary }, { weight: 1, arbitrary: junk });
    const FIELD_VALUES: Readonly<Record<string, fc.Arbitrary<string>>> = {
      diameter: number(5, 1000),
      width: number(5, 1000),
      length: number(5, 1000),
      height: number(5, 1000),
      openArea: number(0.01, 5),
      captureVelocity: number(0.1, 100),
      faceVelocity: number(0.2, 100),
      flow: number(10, 20_000),
      sourceTemperature: number(50, 1000),
      ambientTemperature: number(0, 40),
      distance: number(5, 1000),
    };
    const fieldsOf = (fields: readonly string[]) => fc.record(Object.fromEntries(fields.map((field) => [field, value(FIELD_VALUES[field]!)])));
    const BASIS_FIELDS = { capture: ['captureVelocity', 'distance'], face: ['faceVelocity', 'distance'], flow: ['flow'] } as const;
    const typed = fc.constantFrom(...HOOD_DESIGN_TYPE_IDS).chain((type) => {
      const { geometry, flowBases, needs } = HOOD_DESIGN_TYPES[type];
      const size = fc.constantFrom(...geometry).chain((shape) => fieldsOf(shape.fields));
      const basis = flowBases.length === 0 ? fieldsOf(needs) : fc.constantFrom(...flowBases).chain((by) => fieldsOf([...BASIS_FIELDS[by], ...needs]));
      return fc.tuple(fc.constant({ type }), size, basis);
    });
    const rest = fc.record(
      {
        crossDraft: maybe(number(0, 200)),
        entryLoss: maybe(number(0, 3)),
        transport: fc.constantFrom('fumes', 'heavy-dusts', 'vapors-gases-smoke'),
        ductDiameter: maybe(number(3, 1000)),
        temperature: maybe(number(-20, 500)),
        altitude: maybe(number(0, 3000)),
        moisture: maybe(number(0, 30)),
        measuredStaticPressure: maybe(number(1, 3000)),
      },
      { requiredKeys: [] },
    );
    const texts = fc.tuple(typed, rest).map(([parts, more]) => Object.assign({}, ...parts, more) as Record<string, string | undefined>);
    let designs = 0;
    fc.assert(
      fc.property(texts, fc.constantFrom('metric' as const, 'imperial' as const), (given, system) => {
        const reading = readHoodDesign(Object.fromEntries(Object.entries(given).filter(([, text]) => text !== undefined)) as HoodTexts, system);
        expect(reading.design === undefined).toBe(reading.issues.length > 0);
        for (const issue of reading.issues) expect(issue.message).not.toMatch(/NaN|Infinity|undefined/);
        if (reading.design === undefined) return;
        designs += 1;
        const { figures, measured } = hoodReport(reading.design, system);
        for (const figure of [...figures, ...measured]) expect(unshowableReason(figure), figure.key).toBeUndefined();
      }),
      { numRuns: 400 },
    );
    // The property must reach the designs, not only the refusals.
    expect(designs).toBeGreaterThan(40);
  });
});
