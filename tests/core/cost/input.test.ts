// Reading the cost tool's inputs as typed (page, link, CLI): units, defaults, errors naming
// the field and the value; the unit switch; and the page's link.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FLOW_CONTROL_SPEC,
  COST_EXAMPLE,
  COST_FIELD_GROUPS,
  COST_NUMBERS,
  COST_SPECS,
  OPEX_EXAMPLE,
  OPEX_FIELD_GROUPS,
  OPEX_NUMBERS,
  OPEX_SPECS,
  readCostInput,
  readCostInputPartly,
  readOpexInput,
} from '../../../src/core/cost/input.ts';
import { COST_FACTORS } from '../../../src/core/cost/factors.ts';
import { estimateCost } from '../../../src/core/cost/estimate.ts';
import { costLinkPath, readCostLink } from '../../../src/core/cost/link.ts';
import { readNumber } from '../../../src/core/cost/number-field.ts';
import { linkedSectionTexts, shownFieldText } from '../../../src/core/cost/typed-texts.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';

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
      ['bagCount', 'Number of bags (and cages) must be a whole number, got 2.5'],
      ['fanEfficiency', 'Fan and motor efficiency must be from 5 to 100 %, got 120'],
      ['interest', 'Interest rate must be a number in %, got abc'],
      ['erectionFactor', 'Handling and erection factor must be from 0 to 10, got -0.5'],
    ]);
  });

  it('refuses every plain number outside its range by name and range, in the unit typed, so no total overflows', () => {
    const refused = (key: string, text: string, system: UnitSystem = 'imperial', numbers = COST_NUMBERS) => {
      const spec = numbers.find((each) => each.key === key)!;
      const read = readNumber(spec, text, system);
      return read.status === 'error' ? read.issue.message : `read ${read.value}`;
    };
    expect(refused('bagCount', '1e308')).toBe('Number of bags (and cages) must be from 0 to 1e+6, got 1e308');
    expect(refused('bagPrice', '1e308')).toBe('Bag price must be from 0 to 929 $/ft², got 1e308');
    expect(refused('bagPrice', '1e308', 'metric')).toBe('Bag price must be from 0 to 10000 $/m², got 1e308');
    expect(refused('cagePrice', '1e309')).toBe('Cage price must be from 0 to 10000 $ per cage, got 1e309');
    expect(refused('auxiliaryCost', '1e308')).toBe('Auxiliary equipment must be from 0 to 1e+10 $, got 1e308');
    expect(refused('cepci', '1e308')).toBe('CEPCI today must be from 50 to 5000, around the index’s history, got 1e308');
    expect(refused('fanEfficiency', '1e-300')).toBe('Fan and motor efficiency must be from 5 to 100 %, got 1e-300');
    expect(refused('electricityPrice', '1e308')).toBe('Electricity price must be from 0 to 10 $/kWh, got 1e308');
    expect(refused('compressedAirPrice', '1e308')).toBe('Compressed air price must be from 0 to 283.2 $/1000 ft³, got 1e308');
    expect(refused('operatorWage', '-1')).toBe('Operator wage must be from 0 to 1000 $/h, got -1');
    expect(refused('interest', '1e308')).toBe('Interest rate must be from 0 to 100 %, got 1e308');
    expect(refused('hours', '0')).toBe('Operating hours must be from 1 to 8784 h/yr, a leap year’s hours, got 0');
    expect(refused('bagChangeTime', '1e308')).toBe('Bag change time must be from 0 to 240 min per bag, got 1e308');
    expect(refused('erectionFactor', '1e308')).toBe('Handling and erection factor must be from 0 to 10, got 1e308');
    expect(refused('bagLife', '1e-300')).toBe('Bag life must be from 0.05 to 20 years, got 1e-300');
    expect(refused('years', '0.5')).toBe('Equipment life must be from 1 to 100 years, got 0.5');
    expect(refused('years', '12.5', 'metric', OPEX_NUMBERS)).toBe('Years to show must be a whole number, got 12.5');
    expect(refused('bagSetCost', '1e308', 'metric', OPEX_NUMBERS)).toBe('Cost of a bag set, fitted must be from 0 to 1e+10 $, got 1e308');
  });

  it('keeps every total finite with every input at the top of its range, the dust from the loading or given', () => {
    const all = Object.fromEntries(
      [...COST_SPECS.map((spec) => [spec.key, `${spec.range.max} ${spec.units.metric}`]), ...COST_NUMBERS.map((spec) => [spec.key, String(spec.range.max * (spec.divisor?.metric ?? 1))])],
    );
    // The loading and the dust collected are one or the other (a test below).
    for (const top of [{ ...all, dustCollected: undefined }, { ...all, loading: undefined }]) {
      const read = readCostInput(top, { insulated: true }, 'metric');
      if (read.status === 'error') throw new Error(read.issues.map(({ message }) => message).join('; '));
      const bottom = Object.fromEntries(COST_NUMBERS.filter(({ key }) => top[key] !== undefined).map((spec) => [spec.key, String(spec.range.min * (spec.divisor?.metric ?? 1))]));
      const low = readCostInput({ ...top, ...bottom, grossClothArea: '0.1' }, { insulated: true }, 'metric');
      if (low.status === 'error') throw new Error(low.issues.map(({ message }) => message).join('; '));
      for (const data of [read.data, low.data]) {
        const estimate = estimateCost(data);
        expect(estimate.lines.filter(({ valueUsd }) => !Number.isFinite(valueUsd))).toEqual([]);
        expect(estimate.annualCostUsd.total).toBeLessThan(1e16);
      }
    }
  });

  it('takes the inlet dust loading or the dust collected per year, not both, and names the second', () => {
    const read = readCostInput({ grossClothArea: '100', loading: '4', dustCollected: '5' }, { insulated: false }, 'imperial');
    expect(read.status === 'error' && read.issues).toEqual([
      { field: 'dustCollected', text: '5', message: 'Give the inlet dust loading or the dust collected per year, not both' },
    ]);
  });

  it('reads the disposal price per metric tonne or per US short ton of exactly 2000 lb, and the dust in either', () => {
    const read = readCostInput({ grossClothArea: '100', disposalPrice: '200', dustCollected: '9051.4' }, { insulated: false }, 'imperial');
    if (read.status === 'error') throw new Error(read.issues[0]!.message);
    expect(read.data.disposalPrice).toBe(200 / 907.18474);
    expect(read.data.dustCollected).toBeCloseTo(9051.4 * 907.18474, 6);
    const mixed = readCostInput({ grossClothArea: '100', disposalPrice: '200 $/t', dustCollected: '10 short ton/yr' }, { insulated: false }, 'imperial');
    if (mixed.status === 'error') throw new Error(mixed.issues[0]!.message);
    expect(mixed.data.disposalPrice).toBe(0.2);
    expect(mixed.data.dustCollected).toBeCloseTo(9071.8474, 9);
  });

  it('reads a price with its own unit of either system, and a dollar sign before it', () => {
    const read = (text: string, system: UnitSystem) => {
      const result = readNumber(COST_NUMBERS.find(({ key }) => key === 'bagPrice')!, text, system);
      return result.status === 'success' ? result.value : result.issue.message;
    };
    expect(read('1.69 $/ft²', 'metric')).toBe(1.69 / FT2_M2);
    expect(read('1.69$/ft2', 'metric')).toBe(1.69 / FT2_M2);
    expect(read('$18.191', 'metric')).toBe(18.191);
    expect(read('18.191 $/m2', 'imperial')).toBe(18.191);
    expect(read('5 kg/s', 'imperial')).toBe('Bag price must be a number in $/ft² (or $/m²), got 5 kg/s');
  });

  it('reads as far as it can: an unusable or missing input is NaN, the rest as typed', () => {
    const read = readCostInputPartly({ bagCount: '159', interest: 'abc' }, { insulated: false }, 'imperial');
    expect(read.issues.map(({ field }) => field)).toEqual(['interest', 'grossClothArea']);
    expect(read.input.grossClothArea).toBeNaN();
    expect(read.input.interest).toBeNaN();
    expect(read.input).toMatchObject({ bagCount: 159, years: 20, insulated: false });
  });

  it('needs the gross cloth area (the page estimates what it can without it, see partial.ts)', () => {
    const read = readCostInput({}, { insulated: false }, 'metric');
    expect(read.status === 'error' && read.issues).toEqual([{ field: 'grossClothArea', text: '', message: 'Gross cloth area is required' }]);
  });

  it('lists every input in exactly one group of the form', () => {
    const keys = COST_FIELD_GROUPS.flatMap(({ keys }) => keys);
    expect([...keys].sort()).toEqual([...COST_SPECS, ...COST_NUMBERS].map(({ key }) => key).sort());
    const opexKeys = OPEX_FIELD_GROUPS.flatMap(({ keys }) => keys);
    expect([...opexKeys].sort()).toEqual([...OPEX_SPECS, ...OPEX_NUMBERS, FLOW_CONTROL_SPEC].map(({ key }) => key).sort());
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

describe('a field across unit switches', () => {
  const typedIn = (texts: Record<string, string | undefined>, system: UnitSystem) => Object.fromEntries(Object.keys(texts).map((key) => [key, system]));

  it('shows areas, flows, pressures and prices per area or volume converted, and the rest as typed', () => {
    const shown = (key: string, section: 'cost' | 'opex' = 'cost') => shownFieldText(section, key, COST_EXAMPLE.texts[key]!, 'imperial', 'metric');
    expect(['grossClothArea', 'bagPrice', 'compressedAirPrice', 'pressureDrop', 'cagePrice', 'cepci', 'bagCount', 'hours'].map((key) => shown(key))).toEqual([
      '198.1204',
      '18.191',
      '0.0088',
      '2490.8891',
      '12.04',
      '389.5',
      '159',
      '8640',
    ]);
    expect(shownFieldText('cost', 'grossClothArea', '10 m2', 'metric', 'imperial')).toBe('10 m2');
    expect(shownFieldText('cost', 'bagPrice', 'abc', 'metric', 'imperial')).toBe('abc');
    expect(shownFieldText('opex', 'pressureDropBefore', '1500', 'metric', 'imperial')).toBe('6.0219');
    expect(shownFieldText('cost', 'bagPrice', '1.69', 'imperial', 'imperial')).toBe('1.69');
  });

  it('links a bare number typed in the other system with its unit, which reads back bit for bit', () => {
    const linked = linkedSectionTexts('cost', COST_EXAMPLE.texts, typedIn(COST_EXAMPLE.texts, 'imperial'), 'metric');
    expect(linked).toMatchObject({ grossClothArea: '2132.5498ft2', bagPrice: '1.69$/ft2', compressedAirPrice: '0.25$/1000ft3', pressureDrop: '10inH2O', cagePrice: '12.04', cepci: '389.5' });
    const typed = readCostInput(COST_EXAMPLE.texts, COST_EXAMPLE, 'imperial');
    const fromLink = readCostInput(linked, COST_EXAMPLE, 'metric');
    expect(fromLink).toEqual(typed);
    const opex = linkedSectionTexts('opex', OPEX_EXAMPLE.texts, typedIn(OPEX_EXAMPLE.texts, 'metric'), 'imperial');
    expect(readOpexInput(opex, 'imperial')).toEqual(readOpexInput(OPEX_EXAMPLE.texts, 'metric'));
  });

  it('reads any price typed in one system, linked in the other, to the same double', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.constantFrom<UnitSystem>('metric', 'imperial'), (price, system) => {
        const other = system === 'metric' ? 'imperial' : 'metric';
        const texts = { grossClothArea: '100', bagPrice: String(price), compressedAirPrice: String(price / 100) };
        const linked = linkedSectionTexts('cost', texts, typedIn(texts, system), other);
        expect(readCostInput(linked, { insulated: false }, other)).toEqual(readCostInput(texts, { insulated: false }, system));
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
