// Property: whatever a sheet holds, each of its data rows gets exactly one
// report row, with the line on which it starts and its tag. Runs in process
// so fast-check can try many sheets; standard input arrives in random chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCheckInProcess, type JsonReport } from './harness.ts';

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const cellText = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '8', '2118', '4000', '1e999', '1,200', 'n/a', '12abc', '3500 fpm'),
  fc.double({ min: 1e-3, max: 1e5, noNaN: true }).map(String),
  fc.string({ unit: fc.constantFrom('a', '1', '.', ',', '"', ' ', '\n', '\r\n', '\r', '\t', 'é', '³') }),
);
const row = fc.record({ tag: cellText, q: cellText, v: cellText, d: cellText });
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

describe('duct-calc check: one report row per sheet row', () => {
  it('holds for any sheet, split into any chunks, with any line endings and blank lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof({ weight: 5, arbitrary: row }, { weight: 1, arbitrary: fc.constant(null) }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 8 }),
        async (rows, newline, bom, chunkSizes) => {
          let text = `${bom ? '\uFEFF' : ''}tag,q,v,d${newline}`;
          let line = 2;
          const expected: [number, string][] = [];
          for (const entry of rows) {
            if (entry === null) {
              text += newline;
              line += 1;
              continue;
            }
            const cells = [entry.tag, entry.q, entry.v, entry.d];
            // A lone CR is a line break, inside quotes too: it comes back as LF.
            if (!isBlank(cells)) expected.push([line, entry.tag.replace(/\r(?!\n)/g, '\n').trim()]);
            text += cells.map(csvCell).join(',') + newline;
            // Count breaks cell by cell: a CR ending one cell and an LF starting the next are two lines.
            line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
          }
          fc.pre(expected.length > 0);
          const chunks: string[] = [];
          for (let at = 0, i = 0; at < text.length; i += 1) {
            const size = chunkSizes[i % chunkSizes.length]!;
            chunks.push(text.slice(at, at + size));
            at += size;
          }

          const run = await runCheckInProcess(['check', '-', '--imperial', '--format', 'json'], chunks);
          const report = JSON.parse(run.stdout) as JsonReport;

          expect(run.stderr).toBe('');
          expect(report.rows.map((reported) => [reported.line, reported.tag])).toEqual(expected);
          expect(report.summary.rows).toBe(expected.length);
          expect(report.summary.passed + report.summary.failed).toBe(expected.length);
          expect(run.exitCode).toBe(report.summary.failed > 0 ? 1 : 0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
