/**
 * Reads a file's text, whole, from a file or stdin, up to a size no input of
 * the tool needs: a system sheet or a fan curve is held in memory whole, so
 * an endless or huge source (`/dev/zero`, a wrong file) is refused instead of
 * filling it.
 */
import type { Readable } from 'node:stream';
import { formatNumber } from '../../core/format/number.ts';

/** An open text source: its UTF-8 stream and the name the user gave it (`stdin` for `-`). */
export interface TextSource {
  readonly stream: Readable;
  readonly name: string;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a folder',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EISDIR: 'it is a folder',
};

/**
 * Describes why a file cannot be read, from a Node error.
 *
 * @param error What `open` or a read threw.
 * @returns A short reason such as `no such file`; the error's own message for
 *   anything unusual.
 */
export function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && REASONS[code]) return REASONS[code];
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads the source as a stream, counting bytes as it goes.
 *
 * @param source The open source (a file or stdin, UTF-8 text).
 * @param what What the source should be, for the message: `a system sheet`.
 * @param maxBytes The most bytes read.
 * @returns The text; or one line naming the source and the limit when it
 *   holds more (the reading stops there and the stream is closed), or why
 *   it could not be read.
 */
export async function readBoundedText(
  source: TextSource,
  what: string,
  maxBytes: number,
): Promise<{ status: 'success'; text: string } | { status: 'error'; message: string }> {
  const chunks: string[] = [];
  let bytes = 0;
  try {
    for await (const chunk of source.stream as AsyncIterable<string | Buffer>) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      bytes += Buffer.byteLength(text);
      if (bytes > maxBytes) {
        source.stream.destroy();
        return { status: 'error', message: `${source.name} is larger than ${formatNumber(maxBytes / 1e6, 'field')} MB, the most duct-calc reads as ${what}; is it the right file?` };
      }
      chunks.push(text);
    }
  } catch (error) {
    return { status: 'error', message: `cannot read ${source.name}: ${describeReadError(error)}` };
  }
  return { status: 'success', text: chunks.join('') };
}
