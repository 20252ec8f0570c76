import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches, MAX_OPEN_QUOTE_CHARS, type CsvRecord } from '../../../src/cli/check/csv-records.ts';

async function records(chunks: readonly string[]): Promise<CsvRecord[]> {
  const all: CsvRecord[] = [];
  for await (const batch of csvRecordBatches(Readable.from(chunks))) all.push(...batch);
  return all;
}

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

  it(`stops at an unclosed quote once ${MAX_OPEN_QUOTE_CHARS} characters follow it, instead of rescanning them`, async () => {
    const filler = 'x,1\n'.repeat(4096);
    const chunks = ['a,b\nok,1\n"open', ...Array.from({ length: 2 * (MAX_OPEN_QUOTE_CHARS / filler.length) + 2 }, () => filler)];

    const result = await records(chunks);

    expect(result.at(-1)).toEqual({ line: 3, cells: [], defects: [{ kind: 'unclosed-quote' }] });
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
