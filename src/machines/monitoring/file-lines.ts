/**
 * Where a line of several logs analysed together is: the worker numbers the
 * lines on from file to file, so one monitor sees them all, and a bad row's
 * line is told back as its file and its own line there.
 */

/** A file and the monitor's line number of its first line (its header). */
export interface FileLines {
  readonly name: string;
  readonly firstLine: number;
}

/**
 * A monitor line number as a person finds it in the files.
 *
 * @param files The files in the order they were read, with their first lines.
 * @param line The monitor's line number.
 * @returns `log.csv line 12`, or `line 12` for a single file.
 */
export function lineLabel(files: readonly FileLines[], line: number): string {
  const file = files.findLast((candidate) => candidate.firstLine <= line);
  if (file === undefined || files.length === 1) return `line ${line}`;
  return `${file.name} line ${line - file.firstLine + 1}`;
}
