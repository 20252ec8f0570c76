// The exhaust system's dust: combustible when the explosion table names it or
// a KSt is given, its loading against the MEC, and the explosion page's link.
import { describe, expect, it } from 'vitest';
import { dustHazardLinkPath, dustHazardWarnings, readDustHazard, type DustHazard } from '../../../src/core/exhaust-system/dust-hazard.ts';
import { sheetFromJson, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { readVentLink } from '../../../src/core/explosion/link.ts';

function read(texts: Parameters<typeof readDustHazard>[0], system: 'metric' | 'imperial' = 'metric'): DustHazard {
  const result = readDustHazard(texts, system);
  if (result.status !== 'success') throw new Error(JSON.stringify(result.issues));
  return result.data;
}

describe('exhaust system dust hazard', () => {
  it('says nothing of a dust not given', () => {
    expect(dustHazardWarnings(read({}), 'metric')).toEqual([]);
    expect(dustHazardLinkPath(read({}), 'metric')).toBeUndefined();
  });

  it('warns of a table dust and of any KSt given, the KSt naming the hazard', () => {
    const [flour] = dustHazardWarnings(read({ dust: 'flour' }), 'metric');
    expect(flour).toMatchObject({ code: 'combustible-dust' });
    expect(flour?.text).toMatch(/^Combustible dust: a dust hazard analysis \(NFPA 660\) and explosion protection are required \(wheat flour;/);
    expect(dustHazardWarnings(read({ kst: '150' }), 'metric')[0]?.text).toContain('(KSt 150 bar·m/s given;');
  });

  it('warns at and above the MEC of the dust, in the unit system asked, and not below or without a table dust', () => {
    const codes = (texts: Parameters<typeof readDustHazard>[0]) => dustHazardWarnings(read(texts), 'metric').map(({ code }) => code);
    expect(codes({ dust: 'sawdust', loading: '60' })).toEqual(['combustible-dust', 'loading-above-mec']);
    expect(codes({ dust: 'sawdust', loading: '59.9' })).toEqual(['combustible-dust']);
    expect(codes({ kst: '200', loading: '500' })).toEqual(['combustible-dust']);
    const [, above] = dustHazardWarnings(read({ dust: 'sawdust', loading: '30' }, 'imperial'), 'imperial');
    expect(above?.text).toBe('Dust loading in the ducts 30.000 gr/ft³ is at or above the minimum explosible concentration of wood dust (sawdust, fine), typically 26.220 gr/ft³: the duct carries an explosible cloud (a tested MEC of your own dust governs).');
  });

  it('reads a loading typed in another system than the bare numbers\' in that system, as the page keeps it after a unit switch', () => {
    const page = readDustHazard({ dust: 'sawdust', loading: '60' }, 'imperial', { loading: 'metric' });
    expect(page).toEqual({ status: 'success', data: { dust: 'sawdust', loadingKgM3: 0.06 } });
    // Written with its unit, as the saved sheet holds it, it reads back to the very same value.
    expect(readDustHazard({ dust: 'sawdust', loading: '60g/m3' }, 'imperial')).toEqual(page);
  });

  it('refuses a dust the table does not name and a KSt out of range, by field', () => {
    const result = readDustHazard({ dust: 'wood', kst: '-3' }, 'metric');
    expect(result.status === 'error' && result.issues.map(({ field }) => field)).toEqual(['dust', 'kst']);
  });

  it('links to the explosion protection page with the dust and the KSt, read back by the page', () => {
    const path = dustHazardLinkPath(read({ dust: 'sugar', kst: '120' }), 'imperial') ?? '';
    expect(path).toBe('/explosion-protection?dust=sugar&kst=120&units=imperial');
    expect(readVentLink(path)).toEqual({ system: 'imperial', texts: { dust: 'sugar', kst: '120' }, notes: [] });
  });

  it('is kept in the saved sheet and read back; a sheet saved before has none', () => {
    const sheet: SystemSheet = { version: 1, units: 'metric', friction: 'acgih', outletPressure: '', dust: { dust: 'flour', kst: '90', loading: '30' }, segments: [] };
    expect(sheetFromJson(sheetToJson(sheet))).toEqual({ status: 'success', data: sheet });
    const before: SystemSheet = { version: 1, units: 'metric', friction: 'acgih', outletPressure: '', segments: [] };
    expect(sheetFromJson(sheetToJson(before))).toEqual({ status: 'success', data: before });
  });
});
