/**
 * One `duct-calc system` run: reads the sheet, designs the system and
 * prints the ACGIH calculation sheet or JSON. Loaded by the action on demand.
 */
import { text } from 'node:stream/consumers';
import { designSystem } from '../../core/exhaust-system/design-system.ts';
import { readSystem } from '../../core/exhaust-system/read-sheet.ts';
import { sheetFromCsv } from '../../core/exhaust-system/sheet-file.ts';
import { openSheet } from '../check/sheet-source.ts';
import { jsonLine } from '../shared/json-line.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import type { CliIo } from '../shared/io.ts';
import type { SystemCommandOptions } from './command.ts';
import { systemJson } from './json.ts';
import { formatSystemSheet } from './sheet-report.ts';

/** What a run prints, or the lines for stderr (exit 2). */
export type SystemOutcome = { status: 'success'; output: string; balanced: boolean } | { status: 'error'; messages: string[] };

/**
 * Runs a design.
 *
 * @param sheet A CSV path, or `-` for stdin.
 * @param options The options as typed.
 * @param io Streams (stdin for `-`).
 * @returns The report (text or one JSON line, the sheet's control and
 *   bidirectional characters escaped) and whether every junction holds; or one message per problem with the file or the sheet.
 */
export async function runSystem(sheet: string, options: SystemCommandOptions, io: CliIo): Promise<SystemOutcome> {
  const units = options.imperial ? 'imperial' : 'metric';
  const source = await openSheet(sheet, io);
  if (source.status === 'error') return { status: 'error', messages: [source.message] };
  let csv: string;
  try {
    csv = await text(source.data.stream);
  } catch (error) {
    return { status: 'error', messages: [`cannot read ${source.data.name}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = sheetFromCsv(csv, units);
  if (parsed.status === 'error') return { status: 'error', messages: parsed.issues.map(({ message }) => `${source.data.name}: ${message}`) };
  const read = readSystem({ ...parsed.data, friction: options.friction, outletPressure: options.outletPressure ?? '' });
  if (read.status === 'error') return { status: 'error', messages: read.issues.map(({ message }) => `${source.data.name}: ${message}`) };
  const design = designSystem(read.data, { applyRedesign: options.applyRedesign === true });
  // Written whole or not at all: jsonLine refuses a figure out of range (exit 2), for the sheet as for the JSON.
  const json = jsonLine(systemJson(design, units));
  // Segment ids come from the file: their control and bidi characters are escaped, line by line, as in every report.
  const output = options.json
    ? `${escapeUnsafeChars(json.trimEnd())}\n`
    : formatSystemSheet(design, read.data, units, options.applyRedesign === true).split('\n').map(escapeUnsafeChars).join('\n');
  return { status: 'success', output, balanced: design.balanced };
}
