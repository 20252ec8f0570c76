/**
 * Many rows of the same figures as one results table: the exhaust system's
 * segments and the hoods each give the same figures with the same formulas,
 * so the package prints their values in one table (a row per segment or
 * hood, a column per figure) and each formula and source once below it,
 * rather than a page of repeated formulas per row. The hoods' inputs as
 * typed go the same way, a row per hood and a column per field. Every
 * value is kept.
 */
import type { PackageFigure, PackageInput } from './package.ts';

/** One column's formula and source, listed once under its table. */
export interface PackageFormula {
  readonly label: string;
  readonly unit: string;
  readonly formula: string;
  readonly source: string;
  readonly entry?: string;
  /**
   * The rows it applies to, when the column's formula differs between rows
   * (a discharge segment's flow, a main's gas temperature); absent when
   * it applies to every row that has the figure. `others` marks the
   * variant of most rows, which applies to every row not listed elsewhere.
   */
  readonly rows?: readonly string[] | 'others';
}

/** Rows of the same fields as one table: a row per segment or hood, a column per label. */
export interface PackageRowTable {
  readonly title: string;
  /** The heading of the rows' column: `Segment → to`. */
  readonly rowHeading: string;
  /** Each column's label and unit; '' for a number of dimension one, a text, or a column whose cells carry their own unit. */
  readonly columns: readonly { readonly label: string; readonly unit: string }[];
  /** Each row's title and its value per column, `—` where the row has no such figure or field. */
  readonly rows: readonly { readonly title: string; readonly values: readonly string[] }[];
}

/** Rows of inputs as typed as one table, with what a field left blank stands for. */
export interface PackageInputTable extends PackageRowTable {
  /** Each field some row leaves blank that stands for something (a default), in the tool's order: `Moisture`, `default: dry`. */
  readonly blanks: readonly { readonly label: string; readonly empty: string }[];
}

/** Rows of figures as one table, the formulas below it. */
export interface PackageFigureTable extends PackageRowTable {
  readonly formulas: readonly PackageFormula[];
}

/** A cell of a row that has no such figure (a main has no hood static pressure) or no such field typed. */
export const NOT_APPLICABLE = '—';

/** The labels in a merged order: each row's labels keep their order, a label new to the list goes after the row's previous one. */
function mergedLabels(rows: readonly (readonly { readonly label: string }[])[]): string[] {
  const labels: string[] = [];
  for (const fields of rows) {
    let after = -1;
    for (const { label } of fields) {
      const at = labels.indexOf(label);
      if (at === -1) labels.splice(after + 1, 0, label);
      after = at === -1 ? after + 1 : at;
    }
  }
  return labels;
}

/**
 * Rows of figures as one table with each formula listed once.
 *
 * @param title The table's title.
 * @param rowHeading The heading of the rows' column.
 * @param rows Each row's title and its figures (a figure is known by its label; one label has one unit).
 * @returns The columns (every label any row has, in the rows' order), each
 *   row's values (`—` where it has no such figure), and one formula per
 *   distinct formula and source of each column, in column order; a column
 *   whose formula differs between rows lists the rows of each variant
 *   (the variant of most rows as `others`).
 */
export function figureTable(title: string, rowHeading: string, rows: readonly { readonly title: string; readonly figures: readonly PackageFigure[] }[]): PackageFigureTable {
  const labels = mergedLabels(rows.map(({ figures }) => figures));
  const figureOf = (figures: readonly PackageFigure[], label: string) => figures.find((figure) => figure.label === label);
  const formulas = labels.flatMap((label) => {
    const variants = new Map<string, { figure: PackageFigure; rows: string[] }>();
    for (const row of rows) {
      const figure = figureOf(row.figures, label);
      if (figure === undefined) continue;
      const key = JSON.stringify([figure.formula, figure.source, figure.entry]);
      variants.set(key, { figure, rows: [...(variants.get(key)?.rows ?? []), row.title] });
    }
    const sorted = [...variants.values()].sort((a, b) => b.rows.length - a.rows.length);
    return sorted.map(({ figure, rows: applies }, index): PackageFormula => {
      const { label: name, unit, formula, source, entry } = figure;
      const base = { label: name, unit, formula, source, ...(entry !== undefined && { entry }) };
      return sorted.length === 1 ? base : { ...base, rows: index === 0 ? 'others' : applies };
    });
  });
  return {
    title,
    rowHeading,
    columns: labels.map((label) => ({ label, unit: rows.map(({ figures }) => figureOf(figures, label)).find((figure) => figure !== undefined)!.unit })),
    rows: rows.map((row) => ({ title: row.title, values: labels.map((label) => figureOf(row.figures, label)?.value ?? NOT_APPLICABLE) })),
    formulas,
  };
}

/**
 * Rows of inputs as typed as one table: a row per hood, a column per field.
 *
 * @param title The table's title.
 * @param rowHeading The heading of the rows' column.
 * @param rows Each row's title and its inputs as typed (an input is known by its label).
 * @param order The tool's labels in its fields' order: the columns follow it (a label it lacks goes after, in the rows' order).
 * @param blanks What the fields some row leaves blank stand for, printed once under the table.
 * @returns The columns (every field any row has typed)
 *   and each row's texts (`—` where it has no such field). A column whose
 *   every text is a bare number in the same unit names that unit in its
 *   heading; otherwise each text carries the unit of its bare number, so
 *   a row typed in the other unit system reads as typed.
 */
export function inputTable(
  title: string,
  rowHeading: string,
  rows: readonly { readonly title: string; readonly inputs: readonly PackageInput[] }[],
  order: readonly string[],
  blanks: PackageInputTable['blanks'] = [],
): PackageInputTable {
  const typed = mergedLabels(rows.map(({ inputs }) => inputs));
  const labels = [...order.filter((label) => typed.includes(label)), ...typed.filter((label) => !order.includes(label))];
  const columns = labels.map((label) => {
    const units = new Set(rows.flatMap(({ inputs }) => inputs.filter((input) => input.label === label).map(({ unit }) => unit)));
    return { label, unit: units.size === 1 ? [...units][0]! : '' };
  });
  const cellText = (inputs: readonly PackageInput[], { label, unit }: (typeof columns)[number]) => {
    const input = inputs.find((each) => each.label === label);
    if (input === undefined) return NOT_APPLICABLE;
    return unit !== '' || input.unit === '' ? input.text : `${input.text} ${input.unit}`;
  };
  return { title, rowHeading, columns, rows: rows.map((row) => ({ title: row.title, values: columns.map((column) => cellText(row.inputs, column)) })), blanks };
}
