/**
 * Reads one row of a subcommand's aligned text table, as a person would.
 *
 * @param stdout What the subcommand printed.
 * @param label The row's label, as printed at the start of its line.
 * @returns The rest of the line, runs of spaces collapsed ('17582.45', '0.1 11839.74 × equipment cost A'), or '' when no row has the label.
 */
export function tableRow(stdout: string, label: string): string {
  const line = stdout.split('\n').find((text) => text.startsWith(`${label}  `));
  return line === undefined ? '' : line.slice(label.length).trim().replace(/ +/g, ' ');
}
