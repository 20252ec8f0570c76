/**
 * An entry as plain text for the terminal (`duct-calc explain`): the
 * formula in Unicode, its symbols with units, validity, source and check
 * status, the tools with their commands and pages, and the worked example's
 * command and link.
 */
import { formatSignificant } from '../format/significant.ts';
import { unitById } from '../units/catalogue.ts';
import { entryById } from './catalogue.ts';
import type { ExampleEntry, FormulaEntry, KnowledgeEntry, KnowledgeQuantity, MethodBodyOf, Source, TableCell, TableEntry } from './entry.ts';
import { KNOWLEDGE_TOOLS, type KnowledgeTool, type ToolId } from './tools.ts';

/** The check marks of REFERENCE.md, in words (also the page's). */
export const CHECK_TEXT = {
  '✔': '✔ re-computed against a worked example',
  '◐': '◐ confirmed by a second text',
  '○': '○ from one secondary source: check it before signing',
} as const;

/** A source on one line: `work, edition, locator`. */
export const sourceText = ({ work, edition, locator }: Source) => `${work}, ${edition}, ${locator}`;

function toolLine(id: ToolId): string {
  const tool: KnowledgeTool = KNOWLEDGE_TOOLS[id];
  return `  ${tool.name}: ${tool.command === undefined ? '' : `${tool.command}, `}${tool.route}`;
}

/** Lines padded so that the second column starts at the same place. */
function aligned(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

/** A value with its unit's symbol (none for a plain number): `0.977 m²`. */
export const quantityText = (value: number, unit: KnowledgeQuantity['unit']) =>
  unit === '1' ? formatSignificant(value) : `${formatSignificant(value)} ${unitById(unit).symbol}`;

/** A table cell: a number to the column's digits (every digit by default), a text as it is. */
export const cellText = (cell: TableCell | undefined, digits: number | undefined) =>
  cell === undefined ? '' : typeof cell === 'number' ? formatSignificant(cell, digits) : cell;

/** A worked example's link as a line of its own, when its tool has one. */
const linkLines = ({ link }: ExampleEntry) => (link === undefined ? [] : [`  ${link}`]);

/** The worked example a formula names: its title, command and link. */
function exampleLines(id: string | undefined): string[] {
  const example = id === undefined ? undefined : entryById(id);
  if (example?.kind !== 'example') return [];
  return ['', `Worked example (${example.id}): ${example.title}`, `  $ duct-calc ${example.cli.args.join(' ')}`, ...linkLines(example)];
}

function formulaLines(entry: FormulaEntry): string[] {
  return [
    '',
    `  ${entry.plain}`,
    '',
    'Symbols:',
    ...aligned(entry.symbols.map(({ symbol, meaning, unit }) => [symbol, `${meaning} [${unit}]`])),
    '',
    `Valid: ${entry.validity}`,
    `Source: ${sourceText(entry.source)}`,
    `Check: ${CHECK_TEXT[entry.check]}`,
    '',
    'Used by:',
    ...entry.tools.map(toolLine),
    ...exampleLines(entry.example),
  ];
}

function tableLines(entry: TableEntry): string[] {
  const header = entry.columns.map(({ label, unit }) => (unit === undefined ? label : `${label}, ${unit}`));
  const rows = entry.rows().map((row) => entry.columns.map(({ key, digits }) => cellText(row[key], digits)));
  const widths = header.map((label, column) => Math.max(label.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  return [
    '',
    line(header),
    ...rows.map(line),
    '',
    `Source: ${sourceText(entry.source)}`,
    `Check: ${CHECK_TEXT[entry.check]}`,
    `Data: ${entry.module}`,
    '',
    'Used by:',
    ...entry.tools.map(toolLine),
  ];
}

function kindLines(entry: KnowledgeEntry, bodyOf: MethodBodyOf): string[] {
  switch (entry.kind) {
    case 'formula':
      return formulaLines(entry);
    case 'table':
      return tableLines(entry);
    case 'term':
      return ['', entry.definition, ...(entry.symbol === undefined ? [] : ['', `Symbol: ${entry.symbol}${entry.unit === undefined ? '' : `, in ${entry.unit}`}`])];
    case 'method':
      return ['', bodyOf(entry.id), ...(entry.tool === undefined ? [] : ['', 'Tool:', toolLine(entry.tool)])];
    case 'example':
      return [
        '',
        'Inputs:',
        ...aligned(entry.inputs.map(({ label, value }) => [label, value])),
        '',
        `Published answer: ${entry.figure} ${quantityText(entry.answer.value, entry.answer.unit)}, within ${quantityText(entry.answer.tolerance, entry.answer.unit)}`,
        `Source: ${sourceText(entry.answer.source)}`,
        '',
        `  $ duct-calc ${entry.cli.args.join(' ')}`,
        ...linkLines(entry),
      ];
  }
}

/**
 * An entry as plain text.
 *
 * @param entry Any entry.
 * @param bodyOf A method entry's Markdown body by id (`methodBody`); read for a method only.
 * @returns Lines ending in a newline: the title with kind and id, the
 *   summary, then by kind the formula with symbols, validity, source, check,
 *   tools and worked example; a table's rows from the core; a term's
 *   definition; a method's Markdown; an example's inputs, published answer,
 *   command and link. Then the related ids.
 */
export function entryText(entry: KnowledgeEntry, bodyOf: MethodBodyOf): string {
  const related = entry.related === undefined ? [] : ['', `Related: ${entry.related.join(', ')}`];
  return `${[`${entry.title} (${entry.kind}: ${entry.id})`, entry.summary, ...kindLines(entry, bodyOf), ...related].join('\n')}\n`;
}
