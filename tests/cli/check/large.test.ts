// A plant-wide sheet through the real process: every row comes back, in order.
import { afterAll, describe, expect, it } from 'vitest';
import { runCheckProcess, sheetFolder, type JsonReport } from './harness.ts';

const ROWS = 100_000;
const folder = sheetFolder();
afterAll(() => folder.cleanup());

/** Row i: a blank q, v or d in turn, every 1000th row inconsistent, every 997th with a bad value. */
function largeSheet(): { text: string; failing: Set<number> } {
  const lines = ['tag,q,v,d'];
  const failing = new Set<number>();
  for (let i = 0; i < ROWS; i += 1) {
    const line = i + 2;
    const cells = [`R-${i}`, '2118', '4000', '9.852988707342885'];
    if (i % 1000 === 999) {
      cells[2] = '5000';
      failing.add(line);
    } else if (i % 997 === 996) {
      cells[3] = 'n/a';
      failing.add(line);
    } else if (i % 4 < 3) {
      cells[1 + (i % 4)] = '';
    }
    lines.push(cells.join(','));
  }
  return { text: `${lines.join('\r\n')}\r\n`, failing };
}

describe('duct-calc check on a 100,000-row sheet', () => {
  it('reports every row once, on its own line, with the right verdict', async () => {
    const { text, failing } = largeSheet();
    const sheet = folder.write('large.csv', text);

    const run = await runCheckProcess(['check', sheet, '--imperial', '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.exitCode).toBe(1);
    expect(report.summary).toEqual({ rows: ROWS, passed: ROWS - failing.size, failed: failing.size, warnings: 0 });
    expect(report.rows).toHaveLength(ROWS);
    report.rows.forEach((row, index) => {
      if (row.line !== index + 2 || row.tag !== `R-${index}` || (row.status === 'fail') !== failing.has(row.line)) {
        expect.fail(`row ${index}: ${JSON.stringify(row)}`);
      }
    });
  }, 60_000);
});
