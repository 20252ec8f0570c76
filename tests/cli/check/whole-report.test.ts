// A check that fails part way writes nothing to stdout: the report is held
// back (in memory, then a temporary file) until every row has been read.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkSettingsFrom } from '../../../src/cli/check/options.ts';
import { runCheck, type CheckLimits } from '../../../src/cli/check/run-check.ts';
import { CHECK_FORMATS, type CheckFormat } from '../../../src/cli/check/settings.ts';

const GOOD_ROWS = Array.from({ length: 200 }, (_, index) => `R-${index},2118,4000,9.852988707342885`);

/** Runs a check on standard input and collects what reached stdout. */
async function check(sheet: string, format: CheckFormat, limits: CheckLimits) {
  const settings = checkSettingsFrom('-', { imperial: true, tolerance: 1, format });
  if (settings.status !== 'success') throw new Error(settings.message);
  const stdout: string[] = [];
  const io = {
    // In pieces, as a pipe delivers them: the row limit applies to the row being read.
    stdin: Readable.from(sheet.match(/[^]{1,4096}/g) ?? []),
    stdout: new Writable({ write: (chunk: Buffer | string, _encoding, done) => done(void stdout.push(chunk.toString())) }),
    stderr: new Writable({ write: (_chunk, _encoding, done) => done() }),
  };
  const outcome = await runCheck(settings.data, io, limits);
  return { outcome, stdout: stdout.join('') };
}

const spoolFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('duct-calc-check-'));

describe('duct-calc check writes its report whole or not at all', () => {
  it.each(CHECK_FORMATS)('leaves stdout empty when a row runs past the limit after 200 good rows (%s)', async (format) => {
    const before = spoolFiles();
    const sheet = ['tag,q,v,d', ...GOOD_ROWS, `R-x,"${'9'.repeat(1_000_000)}`].join('\n');

    const { outcome, stdout } = await check(sheet, format, { maxRowChars: 200_000, spoolMemoryChars: 1000 });

    expect(outcome).toEqual({ status: 'unusable', message: expect.stringMatching(/^cannot read stdin: the row that starts on line 202 is longer than 200000 characters/) });
    expect(stdout).toBe('');
    expect(spoolFiles()).toEqual(before);
  });

  it.each(CHECK_FORMATS)('writes the same report from memory and from a temporary file (%s)', async (format) => {
    const sheet = ['tag,q,v,d', ...GOOD_ROWS].join('\n');

    const inMemory = await check(sheet, format, { maxRowChars: 1e6, spoolMemoryChars: 1e9 });
    const spooled = await check(sheet, format, { maxRowChars: 1e6, spoolMemoryChars: 100 });

    expect(spooled.outcome).toEqual({ status: 'checked', summary: { rows: 200, passed: 200, failed: 0, warnings: 0 } });
    expect(spooled.stdout.length).toBeGreaterThan(100);
    expect(spooled.stdout).toBe(inMemory.stdout);
  });
});
