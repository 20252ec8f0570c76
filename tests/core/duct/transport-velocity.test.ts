import { describe, expect, it } from 'vitest';
import {
  findTransportClass,
  formatVelocityRange,
  TRANSPORT_CLASS_IDS,
  TRANSPORT_CLASSES,
  TRANSPORT_TABLE_SOURCE,
} from '../../../src/core/duct/transport-velocity.ts';

describe('ACGIH minimum transport velocity table', () => {
  it.each([
    // [class, ft/min range, m/s range] as printed in REFERENCE.md
    ['fumes', { lower: 2000, upper: 2500 }, { lower: 10, upper: 13 }],
    ['very-fine-light-dust', { lower: 2500, upper: 3000 }, { lower: 13, upper: 15 }],
    ['dry-dusts-powders', { lower: 3000, upper: 4000 }, { lower: 15, upper: 20 }],
    ['average-industrial-dust', { lower: 3500, upper: 4000 }, { lower: 18, upper: 20 }],
    ['heavy-dusts', { lower: 4000, upper: 4500 }, { lower: 20, upper: 23 }],
    ['heavy-moist-dust', { lower: 4500 }, { lower: 23 }],
  ] as const)('gives %s the range %j ft/min and %j m/s', (id, imperial, metric) => {
    expect(TRANSPORT_CLASSES[id].minimum).toEqual({ imperial, metric });
  });

  it('gives vapors, gases and smoke no minimum, only the economic 1000–2000 ft/min (5–10 m/s)', () => {
    expect(TRANSPORT_CLASSES['vapors-gases-smoke']).toMatchObject({
      economic: { imperial: { lower: 1000, upper: 2000 }, metric: { lower: 5, upper: 10 } },
    });
    expect(TRANSPORT_CLASSES['vapors-gases-smoke'].minimum).toBeUndefined();
  });

  it('lists seven classes, each under its own id', () => {
    expect(TRANSPORT_CLASS_IDS).toHaveLength(7);
    for (const id of TRANSPORT_CLASS_IDS) expect(TRANSPORT_CLASSES[id].id).toBe(id);
  });

  it('names ACGIH and Nordfab as the source', () => {
    expect(TRANSPORT_TABLE_SOURCE).toContain('ACGIH Industrial Ventilation');
    expect(TRANSPORT_TABLE_SOURCE).toContain('Range of minimum duct design velocities');
    expect(TRANSPORT_TABLE_SOURCE).toContain('Nordfab');
  });

  it.each([
    ['heavy-dusts', 'heavy-dusts'],
    [' Average-Industrial-Dust ', 'average-industrial-dust'],
    ['sawdust', undefined],
  ])('finds the class of %j', (text, id) => {
    expect(findTransportClass(text)?.id).toBe(id);
  });

  it.each([
    [{ lower: 3500, upper: 4000 }, 'ft/min', '3500–4000 ft/min'],
    [{ lower: 23 }, 'm/s', '23 m/s and up'],
  ])('writes %j as the table does', (range, unit, text) => {
    expect(formatVelocityRange(range, unit)).toBe(text);
  });
});
