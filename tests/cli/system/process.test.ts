// `duct-calc system` as a real process: the example shop system, the
// two-hood junction of the issue's "Done when", --json, bad sheets and stdin.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, runInProcess, runProcess } from '../shared/harness.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../examples/exhaust-system.csv');
const HEADER = 'segment,to,flow,diameter,length,hood_entry_loss';
/** Two 390 CFM hoods in 4 in duct, 30 ft and `short` ft, into a 6 in main. */
const twoHoods = (short: number) => `${HEADER}\nA,C,390,4,30,0.65\nB,C,390,4,${short},0.65\nC,fan,,6,10,\n`;

let dir: string;
const sheetFile = async (name: string, text: string) => {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'duct-calc-system-'));
});

describe.concurrent('duct-calc system as a process', () => {
  it('prints the example as an ACGIH sheet and exits 1 while the saw branch needs a redesign', async () => {
    const run = await runProcess(['system', EXAMPLE, '--imperial', '--outlet-pressure', '0.5']);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Segment {2,}grinder-1 {2}grinder-2 {2}main-1 {5}saw {2}main-2 {2}sander {2}main-3$/m);
    expect(run.stdout).toMatch(/^Hood static pressure SPh {4}inH₂O +2\.\d{3} +2\.055 /m);
    expect(run.stdout).toContain('At main-2: main-1 governs, ratio 2.645 > 1.20: redesign saw (try 4.0 in)');
    expect(run.stdout.match(/^ {2}At main-\d: /gm)).toHaveLength(5);
    expect(run.stdout).toMatch(/^Slot loss Fs·VPs {12}inH₂O +0\.524$/m);
    expect(run.stdout).toContain("Discharge side (fan to outlet, at the fan's flow): fan-outlet → stack → outlet; SP_out = outlet pressure + their losses.");
    expect(run.stdout).toMatch(/^Outlet static pressure SP_out +1\.473 inH₂O$/m);
    expect(run.stdout).toMatch(/^Not balanced: the junction at main-2 still needs a redesign \(--apply-redesign takes the suggested sizes\)\.$/m);
  });

  it('aligns each block: every value ends under its segment name', async () => {
    const { stdout } = await runProcess(['system', EXAMPLE, '--imperial']);
    const block = stdout.split('\n\n')[1]!.split('\n');
    const header = block[0]!;
    const ends = [...header.matchAll(/\S+/g)].slice(1).map((match) => match.index + match[0].length);
    const sp = block.find((line) => line.startsWith('Static pressure |SP|'))!;
    expect([...sp.matchAll(/\d+\.\d+/g)].map((match) => match.index + match[0].length)).toEqual(ends);
  });

  it('with --apply-redesign takes 4 in for the saw, balances every junction and exits 0', async () => {
    const run = await runProcess(['system', EXAMPLE, '--imperial', '--outlet-pressure', '0.5', '--apply-redesign']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('\nRedesign (--apply-redesign):\n  saw: 5.0 in → 4.0 in, to balance the junction at main-2\n\nFan:\n');
    expect(run.stdout).not.toContain('warning: Segment saw');
    expect(run.stdout).toMatch(/^Balanced: every junction holds\.$/m);
  });

  it('--json gives segments, junctions and the fan as {value, unit} at full precision; FSP = SP_out − SP_in − VP_in', async () => {
    const run = await runProcess(['system', EXAMPLE, '--imperial', '--outlet-pressure', '0.5', '--apply-redesign', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.balanced).toBe(true);
    expect(Object.keys(json.segments[0])).toEqual(['segment', 'to', 'side', 'flow', 'temperature', 'densityFactor', 'diameter', 'velocity', 'velocityPressure', 'hoodStaticPressure', 'frictionLoss', 'fittingLoss', 'staticPressure', 'otherLoss', 'accelerationLoss', 'slotVelocity', 'slotLoss']);
    expect(json.segments[0].flow).toEqual({ value: expect.any(Number), unit: 'CFM' });
    expect(json.segments[0].staticPressure.unit).toBe('inH2O');
    const inlet = json.segments.find(({ to }: { to: string }) => to === 'fan');
    const [fanOutlet, stack] = json.segments.filter(({ side }: { side: string }) => side === 'discharge');
    expect([fanOutlet.segment, stack.segment]).toEqual(['fan-outlet', 'stack']);
    expect(stack.staticPressure.value).toBeCloseTo(0.5 + stack.frictionLoss.value + stack.fittingLoss.value + stack.otherLoss.value, 12);
    expect(json.fan.outletStaticPressure.value).toBeCloseTo(fanOutlet.staticPressure.value, 12);
    expect(json.fan.staticPressure.value).toBeCloseTo(json.fan.outletStaticPressure.value + inlet.staticPressure.value - inlet.velocityPressure.value, 12);
    expect(json.fan.totalPressure.value).toBeCloseTo(json.fan.staticPressure.value + fanOutlet.velocityPressure.value, 12);
    const weld = json.segments.find(({ segment }: { segment: string }) => segment === 'weld');
    expect(weld.slotVelocity.value).toBeCloseTo((2000 * weld.flow.value) / 500, 9);
    expect(weld.hoodStaticPressure.value).toBeCloseTo(weld.slotLoss.value + 1.25 * weld.velocityPressure.value, 12);
    expect(json.junctions.map(({ action }: { action: string }) => action)).toEqual(['increase-flow', 'none', 'increase-flow', 'increase-flow', 'increase-flow']);
    expect(json.junctions[0]).toEqual({ at: 'main-1', governing: 'grinder-2', ratio: { value: expect.any(Number), unit: '1' }, action: 'increase-flow', corrected: [{ segment: 'grinder-1', flow: { value: expect.any(Number), unit: 'CFM' } }] });
  });

  it('two hoods with a ratio between 1.05 and 1.20: the lower branch × √ratio, the main carries the sum (exit 0)', async () => {
    const run = await runProcess(['system', await sheetFile('two-hoods.csv', twoHoods(24)), '--imperial', '--json']);
    const json = JSON.parse(run.stdout);
    const [junction] = json.junctions;

    expect(run.exitCode).toBe(0);
    expect(junction.action).toBe('increase-flow');
    expect(junction.ratio.value).toBeGreaterThan(1.05);
    expect(junction.ratio.value).toBeLessThanOrEqual(1.2);
    expect(junction.corrected[0].flow.value).toBeCloseTo(390 * Math.sqrt(junction.ratio.value), 9);
    expect(json.segments[2].flow.value).toBeCloseTo(390 + 390 * Math.sqrt(junction.ratio.value), 9);
  });

  it('two hoods with a ratio above 1.20: flagged for redesign, exit 1', async () => {
    const run = await runProcess(['system', await sheetFile('unbalanced.csv', twoHoods(5)), '--imperial']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^ {2}At C: A governs, ratio \d\.\d{3} > 1\.20: redesign B \(try 3\.0 in\)$/m);
  });

  it('with --apply-redesign, a junction the next smaller size overshoots is reported without that size (exit 1)', async () => {
    const overshoot = await sheetFile('overshoot.csv', `${HEADER}\nA,C,390,4,10,0.65\nB,C,300,4,3,0.65\nC,fan,,8,10,\n`);
    const run = await runProcess(['system', overshoot, '--imperial', '--apply-redesign']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^ {2}At C: A governs, ratio \d\.\d{3} > 1\.20: redesign B \(no standard size balances it: 3\.0 in turns the junction the other way; add resistance another way\)$/m);
    expect(run.stdout).not.toMatch(/try \d/);
    expect(run.stdout).toContain(
      "\nRedesign (--apply-redesign):\n  Stopped at C: no standard size balances it; B's next smaller size, 3.0 in, turns the junction the other way (add resistance another way, or open up the governing stream)\n",
    );
    expect(run.stdout).toMatch(/^Not balanced: the junction at C still needs a redesign\.$/m);

    const json = JSON.parse((await runProcess(['system', overshoot, '--imperial', '--apply-redesign', '--json'])).stdout);
    expect(json.junctions[0].redesign).toEqual({ segment: 'B', suggestedDiameter: null, overshootDiameter: { value: expect.closeTo(3, 12), unit: 'in' } });
    expect(json.redesign).toEqual({ changes: [], stops: [{ junction: 'C', segment: 'B', row: 3, reason: 'overshoot', diameter: { value: expect.closeTo(3, 12), unit: 'in' } }] });
  });

  it('with --apply-redesign says when nothing needs changing, and --json lists each change from → to', async () => {
    const balanced = await runProcess(['system', await sheetFile('balanced.csv', twoHoods(28)), '--imperial', '--apply-redesign']);
    expect(balanced.exitCode).toBe(0);
    expect(balanced.stdout).toContain('\nRedesign (--apply-redesign):\n  Nothing to change: every junction holds as designed.\n');

    const json = JSON.parse((await runProcess(['system', EXAMPLE, '--imperial', '--apply-redesign', '--json'])).stdout);
    expect(json.redesign).toEqual({ changes: [{ segment: 'saw', row: 5, junction: 'main-2', from: { value: expect.closeTo(5, 12), unit: 'in' }, to: { value: expect.closeTo(4, 12), unit: 'in' } }], stops: [] });
    expect(json.warnings.map(({ code }: { code: string }) => code)).not.toContain('redesign-applied');
  });

  it('refuses a bad sheet with exit 2 and one line per problem, naming the segment and the value', async () => {
    const bad = await sheetFile('bad.csv', `${HEADER}\nA,C,abc,4,30,0.65\nB,C,,4,10,0.65\nC,nowhere,,6,10,\n`);
    const run = await runProcess(['system', bad, '--imperial']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      `error: ${bad}: Segment C (row 4) flows into "nowhere", which is not a segment of the sheet (nor fan, nor outlet)`,
      expect.stringMatching(/^error: .*bad\.csv: Segment A \(row 2\), flow: Flow: "abc" /),
      '',
    ]);

    const cells = await runProcess(['system', await sheetFile('cells.csv', `${HEADER}\n\nA,fan,abc,4,30,-1\n`), '--imperial']);
    expect(cells.exitCode).toBe(2);
    expect(cells.stderr.split('\n')).toEqual([
      expect.stringMatching(/^error: .*cells\.csv: Segment A \(row 3\), flow: Flow: "abc" /),
      expect.stringMatching(/^error: .*cells\.csv: Segment A \(row 3\), hood_entry_loss: Hood entry loss Fh must be from 0 to 100, got -1$/),
      '',
    ]);

    // A sheet the page designs in part (B is whole): the CLI designs a sheet only whole, and prints nothing.
    const partial = await runProcess(['system', await sheetFile('partial.csv', `${HEADER}\nA,C,abc,4,30,0.65\nB,C,390,4,10,0.65\nC,fan,,6,10,\n`), '--imperial']);
    expect(partial).toEqual({ exitCode: 2, stdout: '', stderr: expect.stringMatching(/^error: .*partial\.csv: Segment A \(row 2\), flow: Flow: "abc" [^\n]*\n$/) });
  });

  it('lists every problem of a CSV once, in its own words, by the row a spreadsheet shows (header = row 1)', async () => {
    const quote = await runProcess(['system', await sheetFile('quote.csv', `${HEADER}\nA,C,390,4,30,0.65\nB,C,"390,4,10,0.65\nC,fan,,6,10,\n`), '--imperial']);
    expect(quote.exitCode).toBe(2);
    expect(quote.stderr).toMatch(/^error: .*quote\.csv: Row 3, flow: a quote opens here and is never closed, so the rest of the file was read as one value; close it \(a quote inside a value is written twice, ""\)\n$/);

    const three = await runProcess(['system', await sheetFile('three.csv', `${HEADER}\nA,C,390,4,30,0.65\nA,C,390,4,10,0.65\nC,fan,,6,x,\nfan,C,100,4,1,\n`), '--imperial']);
    expect(three.stderr.split('\n').map((line) => line.replace(/^error: .*three\.csv: /, ''))).toEqual([
      'Row 5: "fan" cannot be a segment id: fan and outlet name the ends of the system (a segment flows to fan, the last of the discharge side to outlet); give the segment another id',
      'Segment A (row 3) repeats the id of row 2; each segment needs its own id',
      expect.stringMatching(/^Segment C \(row 4\), length: Length: "x" /),
      '',
    ]);
  });

  it('lists at most 50 problems and counts the rest', async () => {
    const rows = Array.from({ length: 200 }, (_, k) => `H${k},C,-${k + 1},4,1,0.5`).join('\n');
    const run = await runProcess(['system', await sheetFile('many.csv', `${HEADER}\n${rows}\nC,fan,,6,1,\n`), '--imperial']);
    const lines = run.stderr.trimEnd().split('\n');
    expect(run.exitCode).toBe(2);
    expect(lines).toHaveLength(51);
    expect(lines[0]).toMatch(/many\.csv: Segment H0 \(row 2\), flow: Flow must be from /);
    expect(lines[50]).toMatch(/many\.csv: … and 150 more problems$/);
  });

  it('refuses a source larger than 16 MB with one line naming it and the limit (/dev/zero ends)', async () => {
    const run = await runProcess(['system', '/dev/zero']);
    expect(run).toEqual({ exitCode: 2, stdout: '', stderr: 'error: /dev/zero is larger than 16 MB, the most duct-calc reads as a system sheet; is it the right file?\n' });
  });

  it('designs a chain of 12,000 mains (deeper than the call stack once was)', async () => {
    const mains = Array.from({ length: 12_000 }, (_, k) => `M${k + 1},${k === 11_999 ? 'fan' : `M${k + 2}`},,6,1,`);
    // The report is about 2 MB, more than runProcess's buffer; execFile throws unless the exit code is 0.
    const run = await promisify(execFile)(BIN, ['system', await sheetFile('chain.csv', `${HEADER}\nH,M1,390,4,10,0.65\n${mains.join('\n')}\n`), '--imperial', '--apply-redesign'], { encoding: 'utf8', maxBuffer: 64e6 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Segment +M11998 +M11999 +M12000$/m);
    expect(run.stdout).toMatch(/^Balanced: every junction holds\.$/m);
  });

  it('refuses a missing file and a bad option with exit 2', async () => {
    const missing = await runProcess(['system', path.join(dir, 'none.csv')]);
    expect(missing).toMatchObject({ exitCode: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^error: cannot read .*none\.csv: no such file\n$/);

    const method = await runProcess(['system', EXAMPLE, '--friction', 'darcy']);
    expect(method.exitCode).toBe(2);
    expect(method.stderr).toMatch(/--friction <method>' argument 'darcy' is invalid/);
  });
});

describe('duct-calc system in process', () => {
  it('reads the sheet from stdin with -, in metric units by default', async () => {
    const run = await runInProcess(['system', '-', '--json', '--friction', 'colebrook'], 'segment,to,flow,diameter,length,hood_entry_loss\nA,fan,1200,125,5,0.5\n');
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.segments[0].flow).toEqual({ value: expect.closeTo(1200, 9), unit: 'm3/h' });
    expect(json.segments[0].diameter).toEqual({ value: expect.closeTo(125, 9), unit: 'mm' });
    expect(json.fan.staticPressure.unit).toBe('Pa');
  });

  it('escapes control characters of segment ids in the report and in errors', async () => {
    const report = await runInProcess(['system', '-', '--imperial'], 'segment,to,flow,diameter,hood_type\n"A\u001b[2J",fan,390,4,bell-mouth\n');
    expect(report.stdout).toMatch(/^Segment +A\\u001b\[2J$/m);

    const error = await runInProcess(['system', '-', '--imperial'], 'segment,to,flow,diameter\n"A\u001b",B,390,4\n"B\u001b",C,390,4\n');
    expect(error.exitCode).toBe(2);
    expect(error.stderr).toBe(
      'error: stdin: Segment A\\u001b (row 2) flows into "B", which is not a segment of the sheet (nor fan, nor outlet)\n' +
        'error: stdin: Segment B\\u001b (row 3) flows into "C", which is not a segment of the sheet (nor fan, nor outlet)\n',
    );
  });

  // The issue's hot system (issue 19 §2): one hood at 2000 CFM (actual), 8 in, 50 ft, two elbows,
  // Fh 0.25, a 4 inH₂O collector; hand calculation in tests/core/exhaust-system/actual-conditions.test.ts.
  const HOT = 'segment,to,flow,diameter,length,hood_entry_loss,elbows,other_loss\nA,fan,2000,8,50,0.25,2,4\n';

  it('--temperature 300F: FSP 7.0046 inH₂O actual, 10.0462 at standard air, 1394.47 SCFM, df 0.69724 (--json, exact numbers)', async () => {
    const run = await runProcess(['system', await sheetFile('hot.csv', HOT), '--imperial', '--temperature', '300F', '--json']);
    const { fan, segments } = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(fan.staticPressure.value).toBeCloseTo(7.004613, 5);
    expect(fan.standardStaticPressure).toEqual({ value: expect.closeTo(10.046245, 5), unit: 'inH2O' });
    expect(fan.flow).toEqual({ value: 2000, unit: 'CFM' });
    expect(fan.standardFlow.value).toBeCloseTo(1394.4739, 3);
    expect(fan.inletTemperature).toEqual({ value: expect.closeTo(300, 9), unit: 'degF' });
    expect(fan.inletDensity.value).toBeCloseTo(0.075 * 0.697237, 6);
    expect(fan.densityFactor).toEqual({ value: expect.closeTo(0.697237, 6), unit: '1' });
    expect(segments[0].velocityPressure.value).toBeCloseTo(0.697237 * 2.046634, 5);
  });

  it('a hood\'s temperature column and --moisture: the text sheet names the gas and prints each segment\'s T and df', async () => {
    const sheet = 'segment,to,flow,temperature,diameter,length,hood_entry_loss\nhot,M,1000,400,6,20,0.25\ncold,M,1000,,6,20,0.25\nM,fan,,,8,30,\n';
    const run = await runProcess(['system', await sheetFile('mixed.csv', sheet), '--imperial', '--moisture', '10', '--altitude', '1000']);

    expect(run.stdout).toMatch(/^Gas: 70\.0 °F, 28\.86 inHg, 10\.0 % H₂O by volume \(df 0\.9280\); a hood's own temperature where given\./m);
    expect(run.stdout).toMatch(/^Gas temperature T +°F +400\.0 +70\.0 +195\.8$/m);
    expect(run.stdout).toMatch(/^Catalogue FSP at standard air +\d+\.\d{3} inH₂O$/m);
  });

  it('refuses a condition out of range, or an altitude beside a barometric pressure, with exit 2 and nothing on stdout', async () => {
    const run = await runProcess(['system', await sheetFile('hot2.csv', HOT), '--imperial', '--temperature', '1e309', '--altitude', '1000', '--barometric-pressure', '29']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'error: option \'--temperature <temperature>\' argument \'1e309\' is invalid. Temperature: "1e309" is too large a number',
        "error: option '--barometric-pressure <pressure>' argument '29' is invalid. Give the altitude or the barometric pressure, not both (got 1000 and 29)",
        '',
      ].join('\n'),
    );
  });
});

describe('duct-calc system: hood types, materials, elbows by angle and fittings (issue 19)', () => {
  it('refuses a hood with neither hood_type nor hood_entry_loss: exit 2, one line naming the segment, nothing on stdout', async () => {
    const run = await runProcess(['system', await sheetFile('no-loss.csv', 'segment,to,flow,diameter,length\nA,fan,390,4,15\n'), '--imperial']);
    expect(run).toEqual({
      exitCode: 2,
      stdout: '',
      stderr: `error: ${path.join(dir, 'no-loss.csv')}: Segment A (row 2): it is a hood and needs its entry loss: give hood_type (e.g. flanged-duct-end, Fh 0.49) or hood_entry_loss (Fh in VP); a blank Fh is not taken as 0\n`,
    });
  });

  it('flexible duct at 4000 ft/min in a 4 in duct loses 56 % more to friction than galvanized (ACGIH coefficients by material)', async () => {
    // 4000 ft/min in 4 in: Q = 4000 · π/4 · (4/12)² = 349.0659 CFM; H_f 0.07092 galvanized, 0.11053 flexible.
    const sheet = 'segment,to,flow,diameter,length,hood_type,material\nG,C,349.0658503988659,4,100,bell-mouth,\nF,C,349.0658503988659,4,100,bell-mouth,flexible\nC,fan,,6,1,,\n';
    const { stdout } = await runInProcess(['system', '-', '--imperial', '--json'], sheet);
    const [galvanized, flexible] = JSON.parse(stdout).segments;
    expect(galvanized.velocity.value).toBeCloseTo(4000, 9);
    expect(galvanized.frictionLoss.value / galvanized.velocityPressure.value).toBeCloseTo(100 * 0.0709213582738674, 9);
    expect(flexible.frictionLoss.value / flexible.velocityPressure.value).toBeCloseTo(100 * 0.11053169212495036, 9);
    expect(flexible.frictionLoss.value / galvanized.frictionLoss.value).toBeCloseTo(1.5585, 4);
  });

  it('counts "2x90, 1x45" as 2.5 elbows of 90°, the same as 2.5, and adds a weather cap\'s 1.0 VP', async () => {
    const sheet = (elbows: string, fittings = '') => `segment,to,flow,diameter,length,hood_type,elbows,elbow_rd,fittings\nA,fan,390,4,15,flanged-duct-end,"${elbows}",2,${fittings}\n`;
    const run = async (text: string) => JSON.parse((await runInProcess(['system', '-', '--imperial', '--json'], text)).stdout).segments[0];
    const byAngle = await run(sheet('2x90, 1x45'));
    expect(byAngle.fittingLoss.value).toBeCloseTo(2.5 * 0.19 * byAngle.velocityPressure.value, 12);
    expect((await run(sheet('2.5'))).fittingLoss.value).toBe(byAngle.fittingLoss.value);
    expect(byAngle.hoodStaticPressure.value).toBeCloseTo(1.49 * byAngle.velocityPressure.value, 12);
    const capped = await run(sheet('2x90, 1x45', 'weather-cap'));
    expect(capped.fittingLoss.value).toBeCloseTo((2.5 * 0.19 + 1) * byAngle.velocityPressure.value, 12);
  });

  it('warns of a combustible dust and its loading above the MEC, and links to the explosion protection page', async ({ expect }) => {
    const run = await runProcess(['system', EXAMPLE, '--imperial', '--outlet-pressure', '0.5', '--apply-redesign', '--dust', 'sawdust', '--loading', '30']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toContain('warning: Combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required (wood dust (sawdust, fine);');
    expect(run.stdout).toContain('warning: Dust loading in the ducts 30.000 gr/ft³ is at or above the minimum explosible concentration of wood dust (sawdust, fine), typically 26.220 gr/ft³');
    expect(run.stdout.endsWith('explosion protection: /explosion-protection?dust=sawdust&units=imperial\n')).toBe(true);

    const json = await runProcess(['system', EXAMPLE, '--imperial', '--apply-redesign', '--kst', '150', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ explosionProtection: '/explosion-protection?kst=150&units=imperial' });
  });

  it('refuses a dust the explosion table does not name before reading the sheet (exit 2)', async ({ expect }) => {
    const run = await runProcess(['system', EXAMPLE, '--imperial', '--dust', 'wood']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("error: option '--dust <id>' argument 'wood' is invalid. Dust must be one of the explosion table: sawdust, flour");
  });
});
