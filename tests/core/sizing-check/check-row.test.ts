import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSizingRow } from '../../../src/core/sizing-check/check-row.ts';
import type { SizingCheckOptions, SizingRowInput, VelocityWindow } from '../../../src/core/sizing-check/types.ts';
import type { UnitSystem } from '../../../src/core/duct/units.ts';

const row = (airflow: string, velocity: string, diameter: string, extra: Partial<SizingRowInput> = {}): SizingRowInput => ({
  line: 2,
  tag: 'H-1',
  airflow,
  velocity,
  diameter,
  ...extra,
});

const options = (window: VelocityWindow = {}, unitSystem: UnitSystem = 'imperial', tolerancePercent = 1): SizingCheckOptions => ({
  unitSystem,
  tolerancePercent,
  window,
});

describe('checkSizingRow: solving the blank quantity', () => {
  it.each([
    // [what, q, v, d, solved quantity, expected value in the sheet's units to 2 decimals]
    ['diameter from 2118 CFM at 4000 ft/min', '2118', '4000', '', 'diameter', '9.85'],
    ['velocity from 1000 CFM in an 8 in duct', '1000', '', '8', 'velocity', '2864.77'],
    ['airflow from 4000 ft/min in a 10 in duct', '', '4000', '10', 'airflow', '2181.67'],
  ] as const)('solves %s', (_what, q, v, d, solved, expected) => {
    const report = checkSizingRow(row(q, v, d), options());

    expect(report.status).toBe('pass');
    expect(report.messages).toEqual([]);
    expect(report[solved].source).toBe('solved');
    expect(report[solved].value?.toFixed(2)).toBe(expected);
  });

  it('solves in metric: 1.2 m³/s in a 0.3 m duct is 16.98 m/s', () => {
    const report = checkSizingRow(row('1.2', '', '0.3'), options({}, 'metric'));

    expect(report.velocity).toEqual({ value: expect.closeTo(16.9765, 4), unit: 'm/s', source: 'solved' });
    expect(report.airflow).toEqual({ value: 1.2, unit: 'm³/s', source: 'given' });
  });

  it('keeps the line and the tag of the row', () => {
    const report = checkSizingRow(row('1000', '', '8', { line: 41, tag: 'B-12' }), options());

    expect(report).toMatchObject({ line: 41, tag: 'B-12' });
  });
});

describe('checkSizingRow: the three given values must agree', () => {
  it.each([
    ['agree exactly (as solved)', '2181.674651627866', '4000', '10', 1, 'pass'],
    ['differ by 0.9 % with a 1 % tolerance', '1000', '2890.55', '8', 1, 'pass'],
    ['differ by 1.1 % with a 1 % tolerance', '1000', '2896.3', '8', 1, 'fail'],
    ['differ by 1.1 % with a 2 % tolerance', '1000', '2896.3', '8', 2, 'pass'],
    ['differ by 22 %', '1000', '3500', '8', 1, 'fail'],
  ] as const)('%s → %s', (_what, q, v, d, tolerance, status) => {
    expect(checkSizingRow(row(q, v, d), options({}, 'imperial', tolerance)).status).toBe(status);
  });

  it('says which velocity Q and D give, how far off the given one is, and the tolerance', () => {
    const report = checkSizingRow(row('1000', '3500', '8'), options());

    expect(report.messages).toEqual([
      {
        level: 'error',
        field: 'velocity',
        text: 'velocity 3500 ft/min does not agree with airflow 1000 CFM and diameter 8 in, which give 2864.7718 ft/min: 22.17 % off, more than the 1 % tolerance',
      },
    ]);
    expect(report.velocity).toEqual({ value: 3500, unit: 'ft/min', source: 'given' });
  });
});

describe('checkSizingRow: bad cells fail the row, naming the field and the value', () => {
  it.each([
    ['text', 'abc', '4000', '10', 'airflow', 'airflow "abc" is not a number'],
    ['trailing letters', '2118', '4000', '12abc', 'diameter', 'diameter "12abc" is not a number'],
    ['a thousands separator', '1,200', '4000', '', 'airflow', 'airflow "1,200" is not a number (write it without thousands separators)'],
    ['a unit after the number', '1200', '4000 fpm', '', 'velocity', 'velocity "4000 fpm" is not a number (give the number alone: the units come from --imperial or --metric)'],
    ['zero', '0', '4000', '', 'airflow', 'airflow must be greater than zero, got 0'],
    ['a negative value', '2118', '-4000', '', 'velocity', 'velocity must be greater than zero, got -4000'],
    ['a number too large for a double', '1e999', '4000', '', 'airflow', 'airflow must be a finite number, got 1e999'],
    ['the word Infinity', 'Infinity', '4000', '', 'airflow', 'airflow must be a finite number, got Infinity'],
    ['a line break inside the value', '12\n00', '4000', '', 'airflow', 'airflow "12\\n00" is not a number'],
  ] as const)('%s', (_what, q, v, d, field, text) => {
    const report = checkSizingRow(row(q, v, d), options());

    expect(report.status).toBe('fail');
    expect(report.messages).toContainEqual({ level: 'error', field, text });
    expect(report[field]).toMatchObject({ value: null, source: 'invalid' });
  });

  it.each([
    ['velocity and diameter', '1000', '', '', 'velocity and diameter are blank: give at least two of the three to solve the third'],
    ['airflow and velocity', ' ', '', '8', 'airflow and velocity are blank: give at least two of the three to solve the third'],
    ['all three', '', '', '', 'airflow, velocity and diameter are all blank: give at least two of the three to solve the third'],
  ])('fails when %s are blank', (_what, q, v, d, text) => {
    const report = checkSizingRow(row(q, v, d), options());

    expect(report.status).toBe('fail');
    expect(report.messages).toEqual([{ level: 'error', field: 'row', text }]);
  });

  it.each([
    ['subnormal as written', '1e-320', '4000', 'airflow is too small to compute with (below 2.2251e-308 in metric or imperial units), got 1e-320'],
    ['subnormal once in m³/s (1e-306 CFM is 4.7e-310 m³/s)', '1e-306', '4000', 'airflow is too small to compute with (below 2.2251e-308 in metric or imperial units), got 1e-306'],
  ])('fails an airflow %s, naming the cell as written', (_what, q, v, text) => {
    const report = checkSizingRow(row(q, v, ''), options());

    expect(report.status).toBe('fail');
    expect(report.messages).toContainEqual({ level: 'error', field: 'airflow', text });
  });

  it('names a solved figure below 0.0001 in scientific notation, never as 0', () => {
    const report = checkSizingRow(row('1', '', '1e6'), options({ minimum: 1 }));

    // V = 4 Q / (π D²) = 4 · 1 CFM / (π · (1e6 in)²), in ft/min with the spec factors
    expect(report.messages).toContainEqual({
      level: 'error',
      field: 'velocity',
      text: expect.stringMatching(/^velocity 1\.8335e-10 ft\/min \(solved\) is below --min-velocity 1 ft\/min$/),
    });
  });

  it('reports every bad cell of a row, not only the first', () => {
    const report = checkSizingRow(row('x', '-1', '0'), options());

    expect(report.messages.map((message) => message.field)).toEqual(['airflow', 'velocity', 'diameter']);
  });

  it('reports only the CSV defect of a row with extra cells, as its cells are shifted', () => {
    const report = checkSizingRow(row('1', '200', '4000', { defects: [{ kind: 'extra-cells', cells: 5, columns: 4 }] }), options());

    expect(report.status).toBe('fail');
    expect(report.messages).toEqual([
      {
        level: 'error',
        field: 'row',
        text: 'the row has 5 cells but the header has 4 columns: quote a value that contains a comma, or write numbers without thousands separators',
      },
    ]);
  });

  it.each([
    ['unclosed-quote', 'a quoted field opens on this line and is never closed'],
    ['malformed-quote', 'text follows a closing quote on this line'],
  ] as const)('explains a %s defect', (kind, start) => {
    const report = checkSizingRow(row('1000', '', '8', { defects: [{ kind }] }), options());

    expect(report.status).toBe('fail');
    expect(report.messages[0]?.text.startsWith(start)).toBe(true);
  });
});

describe('checkSizingRow: velocity window', () => {
  const acgih = 'ACGIH "Range of minimum duct design velocities"';

  it.each([
    // [class, unit system, velocity, expected status, expected levels]
    ['average-industrial-dust', 'imperial', '3400', 'fail', ['error']],
    ['average-industrial-dust', 'imperial', '3500', 'pass', ['warning']],
    ['average-industrial-dust', 'imperial', '3700', 'pass', ['warning']],
    ['average-industrial-dust', 'imperial', '4000', 'pass', []],
    ['average-industrial-dust', 'metric', '17.9', 'fail', ['error']],
    ['average-industrial-dust', 'metric', '19', 'pass', ['warning']],
    ['average-industrial-dust', 'metric', '20', 'pass', []],
    ['fumes', 'imperial', '1999', 'fail', ['error']],
    ['fumes', 'imperial', '2500', 'pass', []],
    ['heavy-moist-dust', 'imperial', '4499', 'fail', ['error']],
    ['heavy-moist-dust', 'imperial', '4500', 'pass', []],
    ['heavy-moist-dust', 'imperial', '9000', 'pass', []],
    ['vapors-gases-smoke', 'imperial', '500', 'pass', ['warning']],
    ['vapors-gases-smoke', 'imperial', '1500', 'pass', []],
    ['vapors-gases-smoke', 'imperial', '2500', 'pass', ['warning']],
    ['vapors-gases-smoke', 'metric', '7', 'pass', []],
  ] as const)('%s in %s at %s: %s %j', (transport, unitSystem, velocity, status, levels) => {
    const diameter = unitSystem === 'imperial' ? '10' : '0.25';
    const report = checkSizingRow(row('', velocity, diameter), options({ transport }, unitSystem));

    expect(report.status).toBe(status);
    expect(report.messages.map((message) => message.level)).toEqual(levels);
  });

  it('names the velocity, the bound, the class and the table when a duct is too slow', () => {
    const report = checkSizingRow(row('', '3400', '10'), options({ transport: 'average-industrial-dust' }));

    expect(report.messages[0]?.text).toBe(
      `velocity 3400 ft/min is below 3500 ft/min, the minimum transport velocity for average industrial dust (${acgih}: 3500–4000 ft/min)`,
    );
  });

  it('says when the velocity it judges was solved', () => {
    const report = checkSizingRow(row('1000', '', '8'), options({ transport: 'average-industrial-dust' }));

    expect(report.messages[0]?.text.startsWith('velocity 2864.7718 ft/min (solved) is below 3500 ft/min')).toBe(true);
  });

  it.each([
    [{ minimum: 2500 }, '2000', 'velocity 2000 ft/min is below --min-velocity 2500 ft/min'],
    [{ maximum: 5000 }, '6000', 'velocity 6000 ft/min is above --max-velocity 5000 ft/min'],
  ])('fails outside explicit bounds %j', (window, velocity, text) => {
    const report = checkSizingRow(row('', velocity, '10'), options(window));

    expect(report.status).toBe('fail');
    expect(report.messages).toEqual([{ level: 'error', field: 'velocity', text }]);
  });

  it('treats a solved velocity that round-off puts a hair under the bound as on it', () => {
    // 4000 ft/min in a 10 in duct gives this airflow; solving back gives 3999.99999…
    const report = checkSizingRow(row('2181.674651627866', '', '10'), options({ minimum: 4000 }));

    expect(report.status).toBe('pass');
  });

  it('checks the velocity of a row whose other values are bad, so each problem shows at once', () => {
    const report = checkSizingRow(row('abc', '3000', '10'), options({ transport: 'average-industrial-dust' }));

    expect(report.messages.map((message) => message.field)).toEqual(['airflow', 'velocity']);
  });
});

describe('checkSizingRow: properties', () => {
  const positive = fc.double({ min: 1e-3, max: 1e5, noNaN: true, noDefaultInfinity: true });

  it('a row completed with its own solved value passes the agreement check at 1e-6 %', () => {
    fc.assert(
      fc.property(positive, positive, fc.constantFrom<UnitSystem>('metric', 'imperial'), (q, d, unitSystem) => {
        const solved = checkSizingRow(row(String(q), '', String(d)), options({}, unitSystem));
        fc.pre(solved.velocity.value !== null);
        const full = checkSizingRow(row(String(q), String(solved.velocity.value), String(d)), options({}, unitSystem, 1e-6));
        expect(full.status).toBe('pass');
      }),
    );
  });

  it('never reports NaN or Infinity, whatever the cells hold', () => {
    const cell = fc.oneof(fc.string(), positive.map(String), fc.constantFrom('', '0', '-1', '1e999', 'NaN', '1e-320'));
    fc.assert(
      fc.property(cell, cell, cell, (q, v, d) => {
        const report = checkSizingRow(row(q, v, d), options({ transport: 'fumes' }));
        for (const value of [report.airflow.value, report.velocity.value, report.diameter.value]) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
        if (![q, v, d].some((text) => /nan|infinity/i.test(text))) {
          expect(JSON.stringify(report)).not.toMatch(/NaN|Infinity/);
        }
        expect(report.status === 'fail').toBe(report.messages.some((message) => message.level === 'error'));
      }),
    );
  });
});
