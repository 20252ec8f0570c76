/**
 * The delimiter of a CSV log, from its header line. A header holds names,
 * not numbers, so its separators are unambiguous, where papaparse's guess
 * from the first rows can take the decimal commas of a semicolon-separated
 * European export for the delimiter, or give up on a short file.
 */

/** The delimiters a controller export uses. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * Detects the delimiter.
 *
 * @param text The start of the file (its first line is enough; a UTF-8 BOM is ignored).
 * @returns The delimiter that occurs most often in the first line outside
 *   quotes; a comma when none occurs (a one-column header, which the caller reports).
 */
export function detectDelimiter(text: string): (typeof DELIMITERS)[number] {
  const end = text.search(/\r?\n/);
  const line = (end === -1 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  let best: (typeof DELIMITERS)[number] = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = line.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}
