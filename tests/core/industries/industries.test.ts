// The industries we serve and their typical dusts: every dust tied to the other tools' tables, every value with its source.
import { describe, expect, it } from 'vitest';
import { isExplosibleDustId } from '../../../src/core/explosion/dusts.ts';
import { DUST_IDS } from '../../../src/core/baghouse/dusts.ts';
import { MATERIAL_FACTORS } from '../../../src/core/baghouse/air-to-cloth.ts';
import { TRANSPORT_CLASSES } from '../../../src/core/duct/transport-velocity.ts';
import { INDUSTRY_DUSTS, type IndustryDustId } from '../../../src/core/industries/dusts.ts';
import { INDUSTRIES, INDUSTRY_IDS, isIndustryId } from '../../../src/core/industries/industries.ts';
import { dustProperties } from '../../../src/core/industries/dust-properties.ts';

const DUST_IDS_ALL = Object.keys(INDUSTRY_DUSTS) as IndustryDustId[];

describe('the industries', () => {
  it('are the ten of the issue, in its order', () => {
    expect(INDUSTRY_IDS.map((id) => INDUSTRIES[id].name)).toEqual([
      'Woodworking',
      'Grain and feed',
      'Food and sugar',
      'Cement and minerals',
      'Foundry and steel',
      'Metalworking and welding',
      'Power and fly ash',
      'Chemicals and plastics',
      'Pharmaceuticals',
      'Mining',
    ]);
    expect(isIndustryId('mining')).toBe(true);
    expect(isIndustryId('toString')).toBe(false);
  });

  it('each name at least one dust of the table, and every dust serves an industry', () => {
    for (const id of INDUSTRY_IDS) expect(INDUSTRIES[id].dusts.length).toBeGreaterThan(0);
    const used = new Set(INDUSTRY_IDS.flatMap((id) => INDUSTRIES[id].dusts));
    expect([...used].sort()).toEqual([...DUST_IDS_ALL].sort());
  });
});

describe('the dusts', () => {
  it('point only at rows the other tools hold', () => {
    const factors: readonly number[] = MATERIAL_FACTORS.map((row) => row.value);
    for (const id of DUST_IDS_ALL) {
      const dust = INDUSTRY_DUSTS[id];
      expect(TRANSPORT_CLASSES[dust.transport.classId].minimum, id).toBeDefined();
      if (dust.airToCloth?.kind === 'table') expect(DUST_IDS).toContain(dust.airToCloth.dust);
      if (dust.airToCloth?.kind === 'factor') expect(factors).toContain(dust.airToCloth.materialFactor);
      if (dust.explosion !== undefined) expect(isExplosibleDustId(dust.explosion)).toBe(true);
      // A dust the explosion table does not list says what is known instead of being called safe.
      else expect(dust.combustibilityNote, id).toMatch(/tested/);
      if (dust.bulkDensity !== undefined) expect(dust.bulkDensity.lowLbFt3).toBeLessThanOrEqual(dust.bulkDensity.highLbFt3);
    }
  });

  it('use the explosion and EPA tables’ own ids where those list the dust', () => {
    for (const id of DUST_IDS_ALL) {
      if (isExplosibleDustId(id)) expect(INDUSTRY_DUSTS[id].explosion).toBe(id);
      if ((DUST_IDS as readonly string[]).includes(id)) expect(INDUSTRY_DUSTS[id].airToCloth).toEqual({ kind: 'table', dust: id });
    }
  });
});

describe('a dust’s properties', () => {
  it('gives sawdust’s figures from the tables, in metric', () => {
    const rows = dustProperties('sawdust', 'metric');

    expect(rows.map((row) => row.key)).toEqual(['transport', 'airToCloth', 'bulkDensity', 'combustibility']);
    expect(rows[0]!.value).toBe('15–20 m/s, dry dusts and powders (the table’s example: shavings (light))');
    expect(rows[1]!.value).toBe('1.07 m/min shaker or reverse-air, 3.66 m/min pulse-jet (sawdust)');
    expect(rows[1]!.source).toMatch(/EPA Cost Manual, Sec\. 6 Ch\. 1, Table 1\.1/);
    expect(rows[2]!.value).toBe('160–208 kg/m³ (sawdust, dry)');
    expect(rows[2]!.source).toMatch(/CEMA/);
    expect(rows[3]!.value).toBe('KSt 205 bar·m/s (St 2), Pmax 10.5 bar gauge, MEC 60 g/m³ (wood dust (sawdust, fine), typical: your own tested value governs)');
    expect(rows[3]!.source).toMatch(/NFPA 68 \(2018\) Annex F/);
  });

  it('gives them in the imperial table’s own figures', () => {
    const rows = dustProperties('sawdust', 'imperial');

    expect(rows[0]!.value).toMatch(/^3000–4000 ft\/min, /);
    expect(rows[1]!.value).toBe('3.5 ft/min shaker or reverse-air, 12.0 ft/min pulse-jet (sawdust)');
    expect(rows[2]!.value).toBe('10–13 lb/ft³ (sawdust, dry)');
    expect(rows[3]!.value).toMatch(/^KSt 205 bar·m\/s \(St 2\), Pmax 152 psi gauge, MEC 26\.2 gr\/ft³ /);
  });

  it('says what to do where no table gives a value', () => {
    const rows = dustProperties('grinding-dust', 'metric');

    expect(rows[1]!.value).toBe('Not listed by EPA Table 1.1 nor the factor method: ask the fabric supplier');
    expect(rows[2]!.value).toMatch(/^Not in the table we hold/);
    expect(rows[3]!.value).toMatch(/get it tested/);
    expect(rows[3]!.source).toMatch(/NFPA 660/);
  });

  it('marks a bulk density a second text prints alike ◐, naming that text, and leaves the others ○', () => {
    const cement = dustProperties('cement', 'imperial')[2]!;
    expect(cement.value).toBe('94 lb/ft³ (cement, Portland)');
    expect(cement.source).toMatch(/CEMA.*◐: Inter-Bulk.*piping-designer\.com.*94 lb\/ft³/);
    expect(dustProperties('milk-powder', 'imperial')[2]!.value).toBe('20–45 lb/ft³ (milk, powdered)');
    expect(dustProperties('milk-powder', 'imperial')[2]!.source).toMatch(/◐: .*Table 2-2.*Milk, Powdered 20-45/);
    expect(dustProperties('sawdust', 'imperial')[2]!.source).toMatch(/CEMA.*○, one reading/);
  });

  it('marks a transport class found by a printed example ◐, and one matched by the class name alone ○', () => {
    expect(dustProperties('sawdust', 'metric')[0]!.source).toMatch(/printed example.*◐/);
    expect(dustProperties('flour', 'metric')[0]!.source).toMatch(/class whose name fits.*our match ○/);
  });

  it('names the material factor A where Table 1.1 has no row', () => {
    expect(dustProperties('grain', 'metric')[1]!.value).toBe('Material factor A = 15 (listed as grain): the pulse-jet A/C by the factor method');
  });

  it('shows every value of every dust with a source, in both systems, never NaN or a blank', () => {
    for (const id of DUST_IDS_ALL) {
      for (const system of ['metric', 'imperial'] as const) {
        for (const row of dustProperties(id, system)) {
          expect(row.value, `${id} ${row.key}`).not.toMatch(/NaN|Infinity|undefined|null|^$|^ /);
          expect(row.source.length, `${id} ${row.key}`).toBeGreaterThan(10);
        }
      }
    }
  });
});
