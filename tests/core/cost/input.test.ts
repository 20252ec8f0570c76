// Reading the cost tool's inputs as typed (page, link, CLI): units, defaults, errors naming
// the field and the value; the unit switch; and the page's link.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COST_FIELD_GROUPS,
  COST_NUMBERS,
  COST_SPECS,
  DEFAULT_COST_TEXTS,
  OPEX_FIELD_GROUPS,
  OPEX_NUMBERS,
  OPEX_SPECS,
  readCostInput,
  readOpexInput,
} from '../../../src/core/cost/input.ts';
import { COST_FACTORS } from '../../../src/core/cost/factors.ts';
import { convertCostTexts, convertOpexTexts } from '../../../src/core/cost/convert-texts.ts';
import { costLinkPath, readCostLink } from '../../../src/core/cost/link.ts';

const FT2_M2 = 0.09290304;

describe('readCostInput', () => {
  it('reads $/ft² in imperial and $/m² in metric, and keeps $/m² inside', () => {
    const imperial = readCostInput({ grossClothArea: '100', bagPrice: '1.69' }, { insulated: false }, 'imperial');
    const metric = readCostInput({ grossClothArea: '100', bagPrice: '1.69' }, { insulated: false }, 'metric');
    expect(imperial.status === 'success' && imperial.data.bagPrice).toBeCloseTo(1.69 / FT2_M2, 9);
    expect(imperial.status === 'success' && imperial.data.grossClothArea).toBeCloseTo(100 * FT2_M2, 12);
    expect(metric.status === 'success' && metric.data.bagPrice).toBe(1.69);
  });

  it('gives every factor its EPA default, and takes %, $ and units as typed', () => {
    const read = readCostInput({ grossClothArea: '2132.55 ft2', interest: '10 %', cagePrice: '$12.04', pressureDrop: '10 inH2O' }, { insulated: true }, 'metric');
    if (read.status === 'error') throw new Error('unreadable');
    for (const { key, epa } of COST_FACTORS) expect(read.data[key as keyof typeof read.data]).toBe(epa);
    expect(read.data).toMatchObject({ interest: 0.1, years: 20, cepci: 389.5, fanEfficiency: 0.65, bagLife: 2, compressedAirRatio: 0.002, cagePrice: 12.04, insulated: true });
    expect(read.data.pressureDrop).toBeCloseTo(2490.8891, 4);
    expect(read.data.electricityPrice).toBeUndefined();
  });

  it('names the field and the value of every unusable input, none lost', () => {
    const read = readCostInput({ grossClothArea: '-3', interest: 'abc', bagCount: '2.5', fanEfficiency: '120', erectionFactor: '-0.5' }, { insulated: false }, 'imperial');
    expect(read.status === 'error' && read.issues.map(({ field, message }) => [field, message])).toEqual([
      ['grossClothArea', 'Gross cloth area must be from 1.076 to 1.076e+7 ft², got -3'],
      ['bagCount', 'Number of bags (and cages) must be a whole number, 0 or more, got 2.5'],
      ['fanEfficiency', 'Fan and motor efficiency must be above 0 % and at most 100 %, got 120'],
      ['interest', 'Interest rate must be a number in %, got abc'],
      ['erectionFactor', 'Handling and erection factor must not be negative, got -0.5'],
    ]);
  });

  it('needs the gross cloth area', () => {
    const read = readCostInput({}, { insulated: false }, 'metric');
    expect(read.status === 'error' && read.issues).toEqual([{ field: 'grossClothArea', text: '', message: 'Gross cloth area is required' }]);
  });

  it('lists every input in exactly one group of the form', () => {
    const keys = COST_FIELD_GROUPS.flatMap(({ keys }) => keys);
    expect([...keys].sort()).toEqual([...COST_SPECS, ...COST_NUMBERS].map(({ key }) => key).sort());
    const opexKeys = OPEX_FIELD_GROUPS.flatMap(({ keys }) => keys);
    expect([...opexKeys].sort()).toEqual([...OPEX_SPECS, ...OPEX_NUMBERS].map(({ key }) => key).sort());
  });
});

describe('readOpexInput', () => {
  it('needs the flow, both pressure drops, the efficiency, the hours and the electricity price', () => {
    const read = readOpexInput({ flow: '100000' }, 'metric');
    expect(read.status === 'error' && read.issues.map(({ field }) => field)).toEqual([
      'pressureDropBefore',
      'pressureDropAfter',
      'fanEfficiency',
      'hours',
      'electricityPrice',
    ]);
  });

  it('reads the issue’s example typed with units', () => {
    const read = readOpexInput(
      { flow: '100000m3/h', pressureDropBefore: '15mbar', pressureDropAfter: '10mbar', fanEfficiency: '70', hours: '8000', electricityPrice: '0.10' },
      'imperial',
    );
    expect(read.status === 'success' && read.data).toMatchObject({ pressureDropBefore: 1500, pressureDropAfter: 1000, fanEfficiency: 0.7, years: 10, investment: 0, interest: 0.07 });
  });

  it('refuses a standard flow: the tool works at actual conditions', () => {
    const read = readOpexInput({ flow: '1000 scfm' }, 'imperial');
    expect(read.status === 'error' && read.issues[0]!.message).toContain('actual conditions');
  });
});

describe('switching the unit system', () => {
  it('converts areas, flows, pressures and prices per area or volume, and nothing else', () => {
    const metric = convertCostTexts(DEFAULT_COST_TEXTS.imperial, 'imperial', 'metric');
    expect(metric).toMatchObject({ grossClothArea: '198.1204', bagPrice: '18.191', cagePrice: '12.04', pressureDrop: '2490.8891', cepci: '389.5', bagCount: '159' });
    expect(convertCostTexts({ grossClothArea: '10 m2', bagPrice: 'abc' }, 'metric', 'imperial')).toEqual({ grossClothArea: '10 m2', bagPrice: 'abc' });
    expect(convertOpexTexts({ pressureDropBefore: '1500', fanEfficiency: '70' }, 'metric', 'imperial')).toEqual({ pressureDropBefore: '6.0219', fanEfficiency: '70' });
  });

  it('comes back to the same number after a round trip, to the 4 decimals a field shows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e5, noNaN: true }), (price) => {
        const text = price.toFixed(2);
        const back = convertCostTexts(convertCostTexts({ bagPrice: text }, 'metric', 'imperial'), 'imperial', 'metric');
        expect(Number(back.bagPrice)).toBeCloseTo(Number(text), 2);
      }),
    );
  });
});

describe('the page link', () => {
  it('writes option names, insulated=1, the OPEX fields with opex- and the units', () => {
    const path = costLinkPath({ texts: { grossClothArea: '2132.55', cepci: '800' }, opexTexts: { flow: '100000' }, insulated: true, unitSystem: 'imperial' });
    expect(path).toBe('/cost-estimation?gross-cloth-area=2132.55&cepci=800&insulated=1&opex-flow=100000&units=imperial');
  });

  it('reads back what it wrote, for any texts', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '' && value.trim() === value);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('grossClothArea', 'bagPrice', 'interest', 'erectionFactor'), text), fc.dictionary(fc.constantFrom('flow', 'investment'), text), fc.boolean(), fc.constantFrom('metric' as const, 'imperial' as const), (texts, opexTexts, insulated, unitSystem) => {
        const read = readCostLink(costLinkPath({ texts, opexTexts, insulated, unitSystem }).split('?')[1] ?? '');
        expect(read).toMatchObject({ texts, opexTexts, insulated, unitSystem, unitSystemGiven: true, ignored: [] });
      }),
    );
  });

  it('notes unknown parameters, a bad flag and bad units, and falls back to metric', () => {
    const read = readCostLink('?gross-cloth-area=100&insulated=yes&units=furlongs&colour=red');
    expect(read.texts).toEqual({ grossClothArea: '100' });
    expect(read).toMatchObject({ insulated: false, unitSystem: 'metric', unitSystemGiven: false });
    expect(read.ignored.map(({ name }) => name).sort()).toEqual(['colour', 'insulated', 'units']);
  });
});
