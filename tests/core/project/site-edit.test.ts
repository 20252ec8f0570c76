import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readConditions } from '../../../src/core/exhaust-system/conditions.ts';
import { staleParts } from '../../../src/core/project/links.ts';
import { readSiteDraft, shownConditionText, siteDraftOf, withConditionText, type SiteDraft } from '../../../src/core/project/site-edit.ts';
import { shop } from './shop.ts';

const saved = (draft: SiteDraft) => {
  const read = readSiteDraft(draft);
  if (read.status !== 'success') throw new Error(read.issues.map(({ message }) => message).join('; '));
  return read.site;
};

describe('the site form', () => {
  it("reads the woodshop's site back unchanged", () => {
    expect(saved(siteDraftOf(shop().site))).toEqual(shop().site);
  });

  it('trims the lines, leaves a blank checker out, and keeps blank conditions out (standard air)', () => {
    const draft = siteDraftOf({ ...shop().site, conditions: {} });
    const site = saved({ ...draft, lines: { plant: '  Mill 2 ', location: 'Leeds', engineer: 'A. N. Other', checker: '  ' } });
    expect(site).toEqual({ plant: 'Mill 2', location: 'Leeds', engineer: 'A. N. Other', units: 'imperial', conditions: {} });
  });

  it('refuses a bad temperature, naming the field and the value, and a cover line too long', () => {
    const draft = withConditionText(siteDraftOf(shop().site), 'temperature', '9000');
    const read = readSiteDraft({ ...draft, lines: { ...draft.lines, plant: 'x'.repeat(201) } });
    expect(read).toEqual({
      status: 'error',
      issues: [
        { field: 'plant', message: 'Plant: at most 200 characters, got 201' },
        { field: 'temperature', message: expect.stringMatching(/^Temperature .*, got 9000$/) },
      ],
    });
  });

  it('refuses an altitude and a barometric pressure both given', () => {
    const read = readSiteDraft(withConditionText(siteDraftOf(shop().site), 'barometricPressure', '29'));
    expect(read.status === 'error' && read.issues.map(({ field }) => field)).toEqual(['barometricPressure']);
  });

  it('re-displays a condition on a unit switch and saves it with its own unit, to the same value', () => {
    const imperial = siteDraftOf(shop().site);
    const metric: SiteDraft = { ...imperial, units: 'metric' };
    expect(shownConditionText(metric, 'temperature')).toBe('23.8889');
    expect(shownConditionText(metric, 'altitude')).toBe('650.4432');
    const site = saved(metric);
    expect(site).toMatchObject({ units: 'metric', conditions: { temperature: '75degF', altitude: '2134ft' } });
    // Switched back, the texts are the very ones typed.
    expect(saved({ ...metric, units: 'imperial' })).toEqual(shop().site);
  });

  it('opens a condition kept with its unit as typed in that unit, and the parts read it as the same air', () => {
    const site = saved({ ...siteDraftOf(shop().site), units: 'metric' });
    const draft = siteDraftOf(site);
    expect(draft.conditions).toEqual({ temperature: '75', altitude: '2134' });
    expect(draft.conditionsTypedIn).toEqual({ temperature: 'imperial', altitude: 'imperial' });
    expect(shownConditionText(draft, 'temperature')).toBe('23.8889');
    // The imperial hoods and sheet keep their bare 75 and 2134: nothing is stale.
    expect(staleParts({ ...shop(), site })).toEqual([]);
  });

  it('reads the same SI conditions whatever the unit system shown when saved (property)', () => {
    const number = fc.double({ min: -30, max: 200, noNaN: true }).map((value) => String(Math.round(value * 100) / 100));
    fc.assert(
      fc.property(number, fc.constantFrom('metric' as const, 'imperial' as const), fc.constantFrom('metric' as const, 'imperial' as const), (text, typedIn, shown) => {
        const draft = withConditionText({ ...siteDraftOf({ ...shop().site, conditions: {} }), units: typedIn }, 'temperature', text);
        const typed = readConditions(draft.conditions, typedIn);
        const site = saved({ ...draft, units: shown });
        const read = readConditions(site.conditions, site.units);
        expect(read).toEqual(typed);
      }),
    );
  });
});
