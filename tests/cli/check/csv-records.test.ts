import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches, RowTooLongError, type CsvRecord } from '../../../src/cli/check/csv-records.ts';

async function records(chunks: readonly string[], maxRowChars?: number): Promise<CsvRecord[]> {
  const all: CsvRecord[] = [];
  for await (const batch of csvRecordBatches(Readable.from(chunks), maxRowChars)) all.push(...batch);
  return all;
}

/** The text in pieces of the file reader's 64 KiB. */
const fileChunks = (text: string) => text.match(/[^]{1,65536}/g)!;

describe('csvRecordBatches', () => {
  it('numbers records by the line they start on, past blank lines and quoted line breaks', async () => {
    const text = 'tag,q\r\n\r\n"two\r\nlines",1\r\n ,\r\n,,\r\nlast,2\r\n';

    expect(await records([text])).toEqual([
      { line: 1, cells: ['tag', 'q\r'] },
      { line: 3, cells: ['two\r\nlines', '1\r'] },
      { line: 7, cells: ['last', '2\r'] },
    ]);
  });

  it('drops a byte order mark and reads LF, CRLF and a mix of both', async () => {
    expect((await records(['\uFEFFa,b\nc,d\r\ne,f'])).map((record) => [record.line, record.cells[0]])).toEqual([
      [1, 'a'],
      [2, 'c'],
      [3, 'e'],
    ]);
  });

  it('gives the same records however the text is split into chunks', async () => {
    const text = 'tag,q\n"a, ""quoted""\nvalue",1\n\nb,2\n';
    const whole = await records([text]);

    for (let size = 1; size <= 8; size += 1) {
      const chunks = text.match(new RegExp(`[^]{1,${size}}`, 'g'))!;
      expect(await records(chunks)).toEqual(whole);
    }
  });

  it('marks an unclosed quote with the last line it swallowed', async () => {
    expect(await records(['a,b\n"open,1\nc,2\nd,3\n'])).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['open,1\nc,2\nd,3\n'], defects: [{ kind: 'unclosed-quote', lastLine: 4 }] },
    ]);
  });

  it('marks text after a closing quote', async () => {
    const [, broken] = await records(['a,b\n"x"y,1\n']);

    expect(broken?.defects).toEqual([{ kind: 'malformed-quote', lastLine: 2 }]);
  });

  it('reads a 5 MB quoted cell as one row, with every row around it', async () => {
    const cell = 'note '.repeat(1_000_000);
    const text = `tag,q,note\nA,1,x\nB,2,"${cell}"\nC,3,y\n`;

    const result = await records(fileChunks(text));

    expect(result.map((record) => [record.line, record.cells[0], record.cells[2]!.length, record.defects])).toEqual([
      [1, 'tag', 4, undefined],
      [2, 'A', 1, undefined],
      [3, 'B', cell.length, undefined],
      [4, 'C', 1, undefined],
    ]);
  });

  it('reads a 2 MB line without quotes as one row', async () => {
    const long = 'x'.repeat(2_000_000);

    const result = await records([`a,b\n${long},1\nc,2\n`]);

    expect(result.map((record) => [record.line, record.cells[0]!.length])).toEqual([[1, 1], [2, long.length], [3, 1]]);
  });

  it('reports a quote left open in a long sheet on the line where it opened, swallowing the rest', async () => {
    const rest = 'x,1\n'.repeat(500_000);

    const result = await records(fileChunks(`a,b\nok,1\n"open\n${rest}`));

    expect(result.map((record) => [record.line, record.defects])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, [{ kind: 'unclosed-quote', lastLine: 500_003 }]],
    ]);
  });

  it('stops at a row longer than it can hold, naming the line where the row starts, after the rows before it', async () => {
    const seen: number[] = [];
    const open = ['a,b\nok,1\n"open', ...Array.from({ length: 10 }, () => 'x'.repeat(100))];

    await expect(async () => {
      for await (const batch of csvRecordBatches(Readable.from(open), 500)) seen.push(...batch.map((record) => record.line));
    }).rejects.toThrow(new RowTooLongError(3, 500));
    expect(seen).toEqual([1, 2]);
    expect(new RowTooLongError(3, 500).message).toBe(
      'the row that starts on line 3 is longer than 500 characters, more than one row can hold (is a quote opened there and never closed?); the rows after it were not checked',
    );
  });

  it('throws the stream error after the records read before it', async () => {
    const input = new Readable({ read() {} });
    input.push('a,b\nc,d\n');
    setTimeout(() => input.destroy(new Error('EIO: i/o error, read')), 5);
    const seen: number[] = [];

    await expect(async () => {
      for await (const batch of csvRecordBatches(input)) seen.push(...batch.map((record) => record.line));
    }).rejects.toThrow('EIO');
    expect(seen).toEqual([1, 2]);
  });

  it('stops reading while the consumer holds its batches, so memory stays flat', async () => {
    let pulled = 0;
    const input = new Readable({
      read() {
        pulled += 1;
        this.push(pulled > 2000 ? null : 'tag,1\n'.repeat(1000));
      },
    });
    const batches = csvRecordBatches(input);

    await batches.next();
    await delay(50);

    expect(pulled).toBeLessThan(20);
    await batches.return(undefined);
    expect(input.destroyed).toBe(true);
  });
});

describe('csvRecordBatches: line endings', () => {
  it('reads lines that end in CR alone, as the "CSV (Macintosh)" export writes them', async () => {
    expect((await records(['tag,q\rH-1,1\r\rH-2,"a\rb"\r'])).map((record) => [record.line, record.cells])).toEqual([
      [1, ['tag', 'q']],
      [2, ['H-1', '1']],
      [4, ['H-2', 'a\nb']],
    ]);
  });

  it('keeps CRLF whole when a chunk ends between its CR and LF', async () => {
    expect((await records(['a,b\r', '\nc,d\r', '\r\ne,f'])).map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('decodes bytes, even a character split between chunks', async () => {
    const bytes = Buffer.from('tag,q\nBé³,1\n');
    const [, row] = await records([bytes.subarray(0, 8), bytes.subarray(8)] as unknown as string[]);

    expect(row?.cells).toEqual(['Bé³', '1']);
  });
});
