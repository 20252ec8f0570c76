/**
 * The one way a subcommand writes JSON: a number that is not finite would
 * become `null` in `JSON.stringify`, a blank a script reads as a value. Such
 * a result is refused instead, before anything reaches stdout.
 */

/** Where a non-finite number sits in a value, as a dotted path (`annualSavings.energy.value`), or `undefined`. */
function nonFinitePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One line of JSON for stdout.
 *
 * @param value The report. Its numbers are written as `JSON.stringify` writes
 *   them: the shortest text that reads back as the same double (full
 *   precision, no digit cut). A `null` the report puts on purpose (a payback
 *   that never comes) stays `null`.
 * @returns The JSON text and a newline.
 * @throws Error naming the path of a number that is NaN or infinite; the
 *   program prints it as one `error:` line with exit 2 (runProgram), and
 *   stdout stays empty.
 */
export function jsonLine(value: unknown): string {
  const path = nonFinitePath(value, '');
  if (path !== undefined) throw new Error(`${path || 'the result'} cannot be computed: the result is out of range for these inputs`);
  return `${JSON.stringify(value)}\n`;
}
