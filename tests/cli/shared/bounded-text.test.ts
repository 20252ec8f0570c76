// Reading a file whole, up to a limit: a larger source stops at the limit
// with one line naming it, whatever the chunks.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBoundedText } from '../../../src/cli/shared/bounded-text.ts';
import { MAX_SHEET_BYTES } from '../../../src/cli/system/run.ts';

const LIMIT = 16_000_000;
const readSheetText = (source: Parameters<typeof readBoundedText>[0], maxBytes = LIMIT) => readBoundedText(source, 'a system sheet', maxBytes);

const source = (chunks: readonly (string | Buffer)[], name = 'stdin') => ({ stream: Readable.from(chunks), name });

describe('readBoundedText', () => {
  it('reads the whole text, in chunks of text or bytes', async () => {
    expect(await readSheetText(source(['segment,to\n', Buffer.from('A,fan\n')]))).toEqual({ status: 'success', text: 'segment,to\nA,fan\n' });
  });

  it('counts bytes, not characters, and refuses one byte over the limit', async () => {
    expect(await readSheetText(source(['ééé']), 6)).toEqual({ status: 'success', text: 'ééé' });
    const over = await readSheetText(source(['éé', 'é', 'x'], 'sheet.csv'), 6);
    expect(over).toEqual({ status: 'error', message: expect.stringMatching(/^sheet\.csv is larger than /) });
  });

  it('stops reading an endless source at the limit', async () => {
    const endless = new Readable({ read() { this.push('x'.repeat(1024)); } });
    const read = await readSheetText({ stream: endless, name: 'stdin' }, 64 * 1024);
    expect(read.status).toBe('error');
    expect(endless.destroyed).toBe(true);
  });

  it('says what the source should have been', async () => {
    expect(await readBoundedText(source(['x'.repeat(1_000_001)], 'curve.csv'), 'a fan curve', 1_000_000)).toEqual({
      status: 'error',
      message: 'curve.csv is larger than 1 MB, the most duct-calc reads as a fan curve; is it the right file?',
    });
  });

  it('allows a system sheet 16 MB: 100,000 segments of 160 bytes', () => {
    expect(MAX_SHEET_BYTES).toBe(16_000_000);
  });

  it('names the source when reading fails', async () => {
    const failing = new Readable({ read() { this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })); } });
    expect(await readSheetText({ stream: failing, name: 'disk.csv' })).toEqual({ status: 'error', message: 'cannot read disk.csv: EIO: i/o error, read' });
  });
});
