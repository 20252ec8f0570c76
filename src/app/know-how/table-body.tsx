import type { TableEntry } from '../../core/knowledge/entry.ts';
import { cellText } from '../../core/knowledge/entry-text.ts';
import { font } from '../shell/theme.ts';
import { DataTable } from './data-table.tsx';
import { entrySectionHeadingStyle, Facts, sourceFacts, UsedBy } from './entry-facts.tsx';

/**
 * A table entry: its rows read from the core module the tools use (never a
 * copy), each number with every digit of the data (or a computed column's
 * own digits) as `duct-calc explain` prints it, then source, check and tools.
 */
export function TableBody({ entry }: { entry: TableEntry }) {
  const data = entry.rows();
  const columns = entry.columns.map(({ key, label, unit }) => ({
    label: unit === undefined ? label : `${label}, ${unit}`,
    numeric: data.every((row) => typeof row[key] === 'number'),
  }));
  const rows = data.map((row) => entry.columns.map(({ key, digits }) => cellText(row[key], digits)));
  return (
    <>
      <DataTable caption={entry.title} columns={columns} rows={rows} />
      <h2 css={entrySectionHeadingStyle}>Source</h2>
      <Facts facts={[...sourceFacts(entry.source, entry.check), ['Data', <code css={{ fontFamily: font.mono }}>{entry.module}</code>]]} />
      <UsedBy tools={entry.tools} />
    </>
  );
}
