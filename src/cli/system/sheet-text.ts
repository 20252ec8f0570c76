/**
 * Reads a system sheet's text, whole, from a file or stdin, up to a size no
 * sheet needs: a design holds the whole sheet in memory, so an endless or
 * huge source (`/dev/zero`, a wrong file) is refused instead of filling it.
 */
import { formatNumber } from '../../core/format/number.ts';
import { describeReadError, type SheetSource } from '../check/sheet-source.ts';

/**
 * The largest sheet read, in bytes (16 MB): room for `MAX_SEGMENTS` rows of
 * 160 bytes each, far more than a plant's sheet holds; a source past it is
 * not a sheet (a wrong file, `/dev/zero`).
 */
export const MAX_SHEET_BYTES = 16_000_000;

/**
 * Reads the sheet as a stream, counting bytes as it goes.
 *
 * @param source The open sheet (a file or stdin, UTF-8 text).
 * @param maxBytes The most bytes read (a test lowers it).
 * @returns The text; or one line naming the source and the limit when it
 *   holds more (the reading stops there and the stream is closed), or why
 *   it could not be read.
 */
export async function readSheetText(source: SheetSource, maxBytes = MAX_SHEET_BYTES): Promise<{ status: 'success'; text: string } | { status: 'error'; message: string }> {
  const chunks: string[] = [];
  let bytes = 0;
  try {
    for await (const chunk of source.stream as AsyncIterable<string | Buffer>) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      bytes += Buffer.byteLength(text);
      if (bytes > maxBytes) {
        return { status: 'error', message: `${source.name} is larger than ${formatNumber(maxBytes / 1e6, 'field')} MB, the most duct-calc reads as a system sheet; is it the right file?` };
      }
      chunks.push(text);
    }
  } catch (error) {
    return { status: 'error', message: `cannot read ${source.name}: ${describeReadError(error)}` };
  }
  return { status: 'success', text: chunks.join('') };
}
