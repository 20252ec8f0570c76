/**
 * The calculation package as one standalone HTML document, to print to PDF
 * from a browser: its own print CSS (A4 and US Letter alike, `@page size:
 * auto`), a running header with the project and revision and "Page N of M"
 * in the page's margin boxes (Chromium 131 and later), each part on a new
 * page, tables that wrap rather than clip and repeat their heading rows.
 * No script and no external resource: it prints offline. Every text from
 * the project is escaped (HTML, and CSS strings in the margin boxes).
 */
import type { ProjectCheck } from './checks.ts';
import { NOT_GIVEN, type InputGroup } from '../report/input-rows.ts';
import { NOT_APPLICABLE, type PackageFigureTable, type PackageFormula, type PackageInputTable, type PackageRowTable } from './figure-table.ts';
import type { CalculationPackage, PackageFigure, PackageGroup, PackagePart, PackageTable } from './package.ts';

/** Where the app shows a Know-How entry; a figure's entry links to it. */
export const KNOW_HOW_PATH = '/process/know-how/';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML text or attribute value.
 *
 * @param text Any text.
 * @returns The text with `& < > " '` escaped.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * Text as a CSS string, quoted, for the margin boxes' `content`: a quote,
 * a backslash, `<` (which could end the style element), and every control
 * character as a CSS hex escape.
 *
 * @param text Any text.
 * @returns `"…"`, safe inside a `<style>` element.
 */
export function cssString(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  return `"${text.replace(/[\u0000-\u001f\u007f"\\<>&]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

const STATUS_TEXT: Readonly<Record<ProjectCheck['status'], string>> = { pass: 'Pass', fail: 'FAIL', 'not-applicable': 'Not applicable' };

/** The print CSS; the running header names the project and revision. */
function styles(pkg: CalculationPackage): string {
  const header = cssString(`${pkg.cover.project} · Revision ${pkg.cover.revision}`);
  const footer = cssString(`Calculation package · issued ${pkg.cover.date}`);
  return `
@page { size: auto; margin: 20mm 15mm 18mm 15mm;
  @top-left { content: ${header}; font: 8pt system-ui, sans-serif; color: #333; }
  @bottom-left { content: ${footer}; font: 8pt system-ui, sans-serif; color: #333; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #333; }
}
* { box-sizing: border-box; }
html { font: 9.5pt/1.35 system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #000; background: #fff; }
body { margin: 0; }
h1 { font-size: 20pt; margin: 0 0 4mm; }
h2 { font-size: 14pt; margin: 0 0 3mm; border-bottom: 1.5pt solid #000; padding-bottom: 1mm; }
h3 { font-size: 11pt; margin: 5mm 0 2mm; }
h4 { font-size: 9.5pt; margin: 3mm 0 1mm; }
h2, h3, h4 { break-after: avoid; }
p { margin: 0 0 2mm; }
a { color: inherit; }
section.page { break-before: page; }
.cover { padding-top: 30mm; }
.cover dl { display: grid; grid-template-columns: 40mm 1fr; gap: 2mm 4mm; margin: 8mm 0; }
.cover dt { font-weight: 600; }
.cover dd { margin: 0; overflow-wrap: anywhere; }
table { width: 100%; max-width: 100%; table-layout: fixed; border-collapse: collapse; margin: 0 0 3mm; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 0.5pt solid #777; padding: 0.8mm 1.2mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; word-break: normal; hyphens: auto; }
th { background: #eee; font-weight: 600; }
th.legend { background: #f6f6f6; font-style: italic; }
td.value { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
table.figures td, table.figures th, table.inputs td, table.inputs th { font-size: 8.5pt; }
table.inputs td, table.inputs th { padding: 0.5mm 1.2mm; }
table.results td, table.results th { font-size: 7.5pt; padding: 0.5mm 0.6mm; }
table.results th { font-size: 6.5pt; }
table.sheet td, table.sheet th, table.data td, table.data th { font-size: 7.5pt; }
.formula { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 8pt; }
.status-fail { font-weight: 700; }
ul.warnings { margin: 0 0 3mm; padding-left: 5mm; }
ul.warnings li { break-inside: avoid; margin-bottom: 1mm; }
.contents ul { font-size: 11pt; line-height: 1.8; list-style: none; padding-left: 0; }
.note { font-size: 8.5pt; color: #333; }
table.sign td { height: 14mm; vertical-align: bottom; }
@media screen { body { max-width: 190mm; margin: 10mm auto; } section.page { border-top: 1px dashed #999; margin-top: 10mm; padding-top: 6mm; } }
`;
}

/** A table with a repeated heading row; `widths` in per cent, one per column, or none for equal columns. */
function table(className: string, columns: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): string {
  const cols = widths === undefined ? '' : `<colgroup>${widths.map((width) => `<col style="width:${width}%">`).join('')}</colgroup>`;
  const head = `<thead><tr>${columns.map((column) => `<th scope="col">${column}</th>`).join('')}</tr></thead>`;
  return `<table class="${className}">${cols}${head}<tbody>${rows.map((cells) => `<tr>${cells.join('')}</tr>`).join('')}</tbody></table>`;
}

const cell = (text: string, className?: string) => `<td${className === undefined ? '' : ` class="${className}"`}>${escapeHtml(text)}</td>`;

/** A blank input: —, and what it stands for unless that is only "not given". */
const blankCell = (empty: string) => `<td>${NOT_APPLICABLE}${empty === NOT_GIVEN ? '' : ` <span class="note">${escapeHtml(empty)}</span>`}</td>`;

/** Every input of the part in the tool's groups: a typed one as typed with its unit, a blank one as — with what it stands for. */
function inputsTable(groups: readonly InputGroup[]): string {
  const rows = groups.flatMap(({ legend, rows: inputs }) => [
    ...(legend === undefined ? [] : [[`<th scope="rowgroup" colspan="3" class="legend">${escapeHtml(legend)}</th>`]]),
    ...inputs.map(({ label, value, unit, empty }) => [cell(label), value === '' ? blankCell(empty) : cell(value), cell(unit)]),
  ]);
  if (rows.length === 0) return '';
  const blanks = groups.some(({ rows: inputs }) => inputs.some(({ value }) => value === ''));
  const note = blanks ? `<p class="note">${NOT_APPLICABLE}: left blank; beside it, what the tool takes for it.</p>` : '';
  return `<h4>Inputs</h4>${table('inputs', ['Input', 'As typed', 'Unit'], rows, [42, 46, 12])}${note}`;
}


/** A Know-How entry's address: the app's path, after the base URL when one is given. */
type EntryHref = (entry: string) => string;

/** The figure's source, and its Know-How entry as a link with the id printed, so a reader on paper finds it too. */
function sourceCell({ source, entry }: Pick<PackageFigure, 'source' | 'entry'>, href: EntryHref): string {
  const link = entry === undefined ? '' : `<br><a href="${escapeHtml(href(entry))}">Know-How: ${escapeHtml(entry)}</a>`;
  return `<td>${escapeHtml(source)}${link}</td>`;
}

const formulaCell = (formula: string) => `<td class="formula">${escapeHtml(formula)}</td>`;

function figuresTable(figures: readonly PackageFigure[], href: EntryHref): string {
  if (figures.length === 0) return '';
  const rows = figures.map((figure) => [cell(figure.label), cell(figure.value, 'value'), cell(figure.unit), formulaCell(figure.formula), sourceCell(figure, href)]);
  return `<h4>Results</h4>${table('figures', ['Figure', 'Value', 'Unit', 'Formula', 'Source'], rows, [19, 13, 8, 31, 29])}`;
}

/** A formula's figure, with the rows it applies to when its column has more than one. */
function formulaFigureCell({ label, unit, rows }: PackageFormula): string {
  const applies = rows === undefined ? '' : `<br><span class="note">${rows === 'others' ? 'for the other rows' : `for ${rows.map(escapeHtml).join(', ')}`}</span>`;
  return `<td>${escapeHtml(label)}${unit === '' ? '' : `, ${escapeHtml(unit)}`}${applies}</td>`;
}

/**
 * The characters (of the weights below) one row of a table by row holds across
 * the content width of A4 portrait (180 mm, the narrower of A4 and Letter) at
 * its 7.5 pt, less each cell's padding: a wider table is printed in runs of
 * columns.
 */
const ROW_TABLE_CHARS = 100;

/**
 * Each column's share of a table by row: its longest text or heading word.
 * Values (`wrap` false) never wrap, and a heading keeps each word whole (in
 * DejaVu Sans a digit and a bold letter are about as wide); the row titles
 * wrap past 12 characters, and texts (`wrap` true) past 24.
 */
function rowTableWeights(data: PackageRowTable, wrap: boolean): number[] {
  const headings = [data.rowHeading, ...data.columns.map(({ label, unit }) => `${label} ${unit}`)];
  return headings.map((heading, index) => {
    const longest = Math.max(...data.rows.map(({ title, values }) => (index === 0 ? title : values[index - 1]!).length));
    const wraps = index === 0 ? Math.min(12, longest) : wrap ? Math.min(24, longest) : longest;
    return 1 + Math.max(wraps, ...heading.split(/\s+/).map((word) => 1.1 * word.length));
  });
}

/**
 * The columns after the rows' own (1…n) in as few runs as fit ROW_TABLE_CHARS
 * beside the rows' column, cut where the runs come nearest to equal shares.
 */
function columnRuns(weights: readonly number[]): number[][] {
  const [rowsColumn = 0, ...rest] = weights;
  const total = rest.reduce((sum, weight) => sum + weight, 0);
  const count = Math.max(1, Math.ceil(total / (ROW_TABLE_CHARS - rowsColumn)));
  const runs: number[][] = [[]];
  let before = 0;
  rest.forEach((weight, index) => {
    // A column whose middle falls past this run's share starts the next run.
    if (runs.length < count && runs.at(-1)!.length > 0 && before + weight / 2 > (total * runs.length) / count) runs.push([]);
    runs.at(-1)!.push(index + 1);
    before += weight;
  });
  return runs;
}

/** A table by row, in runs of columns that fit the page, each run with the rows' column again; values right-aligned, texts wrapping. */
function rowTableHtml(data: PackageRowTable, wrap: boolean): string {
  const weights = rowTableWeights(data, wrap);
  const heading = (index: number) => {
    const { label, unit } = data.columns[index - 1]!;
    return unit === '' ? label : `${label}, ${unit}`;
  };
  return columnRuns(weights)
    .map((run) => {
      const shown = [0, ...run];
      const total = shown.reduce((sum, index) => sum + weights[index]!, 0);
      const widths = shown.map((index) => Math.floor((1000 * weights[index]!) / total) / 10);
      const rows = data.rows.map(({ title, values }) => [cell(title), ...run.map((index) => cell(values[index - 1]!, wrap ? undefined : 'value'))]);
      return table('results', [data.rowHeading, ...run.map(heading)].map(escapeHtml), rows, widths);
    })
    .join('');
}

/** Rows of the same figures: one table of values, then each formula and source once. */
function figureTableHtml(data: PackageFigureTable, href: EntryHref): string {
  const formulas = data.formulas.map((formula) => [formulaFigureCell(formula), formulaCell(formula.formula), sourceCell(formula, href)]);
  return (
    `<h4>${escapeHtml(data.title)}</h4>${rowTableHtml(data, false)}` +
    `<p class="note">${NOT_APPLICABLE}: the row has no such figure. Each figure's formula and source are listed once below.</p>` +
    `<h4>Formulas and sources</h4>${table('figures', ['Figure', 'Formula', 'Source'], formulas, [24, 40, 36])}`
  );
}

/** Rows of the same inputs, as typed, and once what a field left blank stands for. */
function inputTableHtml(data: PackageInputTable): string {
  const blanks = data.blanks.map(({ label, empty }) => `${escapeHtml(label)}, ${escapeHtml(empty)}`).join('; ');
  const note = blanks === '' ? '' : ` A field a row leaves blank (${NOT_APPLICABLE}, or not in the table) stands for: ${blanks}.`;
  return `<h4>${escapeHtml(data.title)}</h4>${rowTableHtml(data, true)}<p class="note">${NOT_APPLICABLE}: not typed for that row.${note}</p>`;
}

/** Column widths in per cent by the longest text of each column, within bounds, so a long column (the sheet's hood links) takes the room. */
function widthsOf(data: PackageTable): number[] {
  // A heading keeps its longest word whole (bold, so wider than the cells' text); a long text column takes at most 24 characters' share, then wraps.
  const weights = data.columns.map((column, index) => {
    const heading = Math.max(...column.split(/\s+/).map((word) => 1.5 * word.length + 2));
    const longest = Math.max(0, ...data.rows.map((row) => (row[index] ?? '').length));
    return Math.max(6, heading, Math.min(24, longest));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((1000 * weight) / total) / 10);
}

function textTable(data: PackageTable, className: string, heading = 'h4'): string {
  const source = data.source === undefined ? '' : `<p class="note">Source: ${escapeHtml(data.source)}</p>`;
  return `<${heading}>${escapeHtml(data.title)}</${heading}>${table(className, data.columns.map(escapeHtml), data.rows.map((row) => row.map((text) => cell(text))), widthsOf(data))}${source}`;
}

function groupHtml(group: PackageGroup, alone: boolean, href: EntryHref): string {
  const title = alone ? '' : `<h3>${escapeHtml(group.title)}</h3>`;
  return (
    `${title}${inputsTable(group.inputs)}${group.inputTables.map(inputTableHtml).join('')}${figuresTable(group.figures, href)}` +
    `${group.figureTables.map((each) => figureTableHtml(each, href)).join('')}${group.tables.map((each) => textTable(each, 'data')).join('')}`
  );
}

function checksTable(checks: readonly ProjectCheck[]): string {
  const rows = checks.map((check) => [
    cell(check.id),
    `<td class="status-${check.status}">${STATUS_TEXT[check.status]}</td>`,
    `<td>${escapeHtml(check.title)}<br><span class="note">${escapeHtml(check.detail)}</span></td>`,
    cell(check.source),
  ]);
  return table('checks', ['Check', 'Status', 'Rule and finding', 'Source'], rows, [16, 10, 44, 30]);
}

function partHtml(part: PackagePart, number: number, href: EntryHref): string {
  const warnings = part.warnings.length === 0 ? '<p>None.</p>' : `<ul class="warnings">${part.warnings.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>`;
  return (
    `<section class="page part" id="part-${part.id}"><h2>${number} ${escapeHtml(part.title)}</h2>` +
    `<p class="note">Unit system: ${part.units}. A bare number typed is in the unit shown beside it; a number typed with its own unit reads as typed.</p>` +
    part.groups.map((group) => groupHtml(group, part.groups.length === 1, href)).join('') +
    `<h3>Warnings</h3>${warnings}<h3>Checks</h3>${checksTable(part.checks)}</section>`
  );
}

function coverHtml(pkg: CalculationPackage): string {
  const { cover } = pkg;
  const line = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value === '' ? '—' : value)}</dd>`;
  const conditions = cover.conditions.map(({ label, text, unit }) => `${label} ${text}${unit === '' ? '' : ` ${unit}`}`).join('; ');
  return (
    `<section class="cover"><p>Calculation package</p><h1>${escapeHtml(cover.project)}</h1><dl>` +
    line('Plant', cover.plant) +
    line('Location', cover.location) +
    line('Site conditions', conditions === '' ? 'standard air' : conditions) +
    line('Unit system', cover.units) +
    line('Revision', cover.revision) +
    line('Engineer', cover.engineer) +
    line('Checker', cover.checker) +
    line('Date', cover.date) +
    `</dl><p class="note">Computed by the Technology For Clean Air toolkit from the project file; every figure is the tool's own, with its formula and source.</p></section>`
  );
}

function contentsHtml(pkg: CalculationPackage): string {
  const parts = pkg.contents.map(({ id, title }, index) => `<li><a href="#part-${id}">${index + 1} ${escapeHtml(title)}</a></li>`);
  const after = ['<li><a href="#appendix">Appendix: system sheet and data tables</a></li>', '<li><a href="#revisions">Revisions</a></li>', '<li><a href="#sign-off">Sign-off</a></li>'];
  return `<section class="page contents"><h2>Contents</h2><ul>${['<li><a href="#checks">Project checks</a></li>', ...parts, ...after].join('')}</ul></section>`;
}

function appendixHtml(pkg: CalculationPackage): string {
  const { sheet, tables } = pkg.appendix;
  const sheetHtml = sheet === undefined ? '<p>The project has no exhaust system.</p>' : textTable(sheet, 'sheet', 'h3');
  const data = tables.length === 0 ? '<p>No figure cites a data table.</p>' : tables.map((each) => textTable(each, 'data', 'h3')).join('');
  return `<section class="page" id="appendix"><h2>Appendix: system sheet and data tables</h2>${sheetHtml}<h3>Data tables used</h3>${data}</section>`;
}

function revisionsHtml(pkg: CalculationPackage): string {
  const rows = pkg.revisions.map(({ revision, date, by, description }) => [cell(revision), cell(date), cell(by), cell(description)]);
  return `<section class="page" id="revisions"><h2>Revisions</h2>${table('revisions', ['Revision', 'Date', 'By', 'Description'], rows, [12, 16, 22, 50])}</section>`;
}

function signOffHtml(pkg: CalculationPackage): string {
  const rows = pkg.signOff.map(({ role, name }) => [cell(role), cell(name), '<td></td>', '<td></td>']);
  return `<section id="sign-off"><h2>Sign-off</h2>${table('sign', ['Role', 'Name', 'Signature', 'Date'], rows, [18, 30, 32, 20])}</section>`;
}

/** How the package is rendered. */
export interface PackageHtmlOptions {
  /**
   * The origin (and base path) the Know-How links are made absolute with,
   * `https://tools.example.com`, so they work from a saved file; without
   * it they are the app's paths (`/process/know-how/<id>`).
   */
  readonly baseUrl?: string;
}

/**
 * Renders the calculation package as one standalone HTML document.
 *
 * @param pkg From calculationPackage.
 * @param options `baseUrl` for absolute Know-How links.
 * @returns The document: cover, contents, the project checks, a section per
 *   part (each on a new page), the appendix, the revisions and the sign-off;
 *   print CSS for A4 and Letter with the running header and "Page N of M".
 *   No script, no external resource; every project text escaped.
 */
export function packageHtml(pkg: CalculationPackage, options: PackageHtmlOptions = {}): string {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const href: EntryHref = (entry) => `${base}${KNOW_HOW_PATH}${entry}`;
  const title = escapeHtml(`${pkg.cover.project}, revision ${pkg.cover.revision}: calculation package`);
  const checks = `<section class="page" id="checks"><h2>Project checks</h2><p class="note">Each check is a named rule with its source, computed by the tools' own cores (duct-calc project check).</p>${checksTable(pkg.checks)}</section>`;
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${styles(pkg)}</style></head><body>\n` +
    [coverHtml(pkg), contentsHtml(pkg), checks, ...pkg.parts.map((part, index) => partHtml(part, index + 1, href)), appendixHtml(pkg), revisionsHtml(pkg), signOffHtml(pkg)].join('\n') +
    '\n</body></html>\n'
  );
}
