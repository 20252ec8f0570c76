/**
 * The entries of Know-How, the knowledge base: one discriminated union on
 * `kind`, so the page, the search index and `duct-calc explain` read the
 * same typed data. Entries live per feature in `entries/<feature>.ts`; the
 * catalogue (`catalogue.ts`) gathers them.
 */
import type { CheckStatus } from '../hood/hood-types.ts';
import type { UnitId } from '../units/catalogue.ts';
import type { ToolId } from './tools.ts';

/** The five kinds, in the order a page lists search results by kind. */
export const ENTRY_KINDS = ['formula', 'table', 'term', 'method', 'example'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A source as an engineer cites it: the work, its edition or year, and the equation, table or clause. */
export interface Source {
  /** `ASHRAE Handbook—Fundamentals`, `NFPA 68`, `Colebrook, J. Inst. Civ. Eng.`. */
  readonly work: string;
  /** `2021`, `24th ed. (2001)`, `2018`. */
  readonly edition: string;
  /** `ch. 21, eq. 19`, `eq. 8.2.2`, `Table 1.1`. */
  readonly locator: string;
}

/** What every entry has. */
interface EntryBase {
  /** Stable, kebab-case, unique over the catalogue: the page's URL `/process/know-how/<id>` and `duct-calc explain <id>`. */
  readonly id: string;
  readonly title: string;
  /** Other names an engineer types (`Kst`, `deflagration index`); searched with a boost just below the title. */
  readonly aliases?: readonly string[];
  /** One or two sentences: what it is or answers. */
  readonly summary: string;
  /** Ids of entries to read next; each must exist (a test checks). */
  readonly related?: readonly string[];
}

/** One symbol of a formula. */
export interface FormulaSymbol {
  /** As written in the plain text form: `ε`, `Re`, `Pred`. */
  readonly symbol: string;
  readonly meaning: string;
  /** The unit the formula takes it in, as printed: `m`, `bar(g)`, `1` for a plain number. */
  readonly unit: string;
}

/** An equation of the core, with what a person needs to trust and reuse it. */
export interface FormulaEntry extends EntryBase {
  readonly kind: 'formula';
  /** The equation in TeX for MathML (Temml); a test renders every one. */
  readonly tex: string;
  /** The same equation in plain Unicode text, for the terminal. */
  readonly plain: string;
  readonly symbols: readonly FormulaSymbol[];
  /** Where the formula holds, in words; outside it the tools warn or refuse. */
  readonly validity: string;
  readonly source: Source;
  /** ✔ re-computed against a worked example, ◐ confirmed by a second text, ○ one secondary source (REFERENCE.md). */
  readonly check: CheckStatus;
  /** The tools that use it (routes and CLI subcommands in tools.ts). */
  readonly tools: readonly ToolId[];
  /** The id of a worked example that exercises it. */
  readonly example?: string;
}

/** A cell of a table: a number (shown through core/format) or a text. */
export type TableCell = number | string;

/** One column of a table. */
export interface TableColumn {
  readonly key: string;
  readonly label: string;
  /** The unit of a numeric column, as printed: `ft/min`, `bar·m/s`. */
  readonly unit?: string;
  /** Significant digits of a computed column's numbers (Ce = 1/√(1 + Fh)); data columns show every digit (up to 8). */
  readonly digits?: number;
}

/** A table of the core's data: its rows are read from the module the tools use, never copied. */
export interface TableEntry extends EntryBase {
  readonly kind: 'table';
  readonly columns: readonly TableColumn[];
  /** Reads the rows from the core's data, keyed by column. */
  readonly rows: () => readonly Readonly<Record<string, TableCell>>[];
  /** The core module that holds the data, for a newcomer: `src/core/duct/transport-velocity.ts`. */
  readonly module: string;
  readonly source: Source;
  /** The weakest mark of its rows (a table whose rows differ says so per row). */
  readonly check: CheckStatus;
  readonly tools: readonly ToolId[];
}

/** A glossary entry. */
export interface TermEntry extends EntryBase {
  readonly kind: 'term';
  /** The definition, a short paragraph. */
  readonly definition: string;
  /** The symbol or abbreviation the tools print, when it has one: `VP`, `KSt`. */
  readonly symbol?: string;
  readonly unit?: string;
}

/**
 * How a tool works, in a page or two of Markdown; or how the toolkit works as
 * a whole (the web app, the CLI's conventions). Its body is the file
 * `docs/know-how/<id>.md`, kept out of the entry so the page loads only the
 * one it shows: the CLI and the search index read it through `MethodBodyOf`.
 */
export interface MethodEntry extends EntryBase {
  readonly kind: 'method';
  /** The tool it explains; absent for a method about the whole toolkit. */
  readonly tool?: ToolId;
}

/** A method entry's Markdown body by its id: `methodBody` of method-bodies.ts, or a stand-in in a test. */
export type MethodBodyOf = (id: string) => string;

/** A value with its unit, as a catalogue unit id or `1` for a plain number. */
export interface KnowledgeQuantity {
  readonly value: number;
  readonly unit: UnitId | '1';
}

/** One input of a worked example, as the source states it. */
export interface ExampleInput {
  readonly label: string;
  /** As typed on the page or in the CLI: `1000 CFM`, `14 in`. */
  readonly value: string;
}

/** A worked example: inputs, the published answer, and the tool's own answer from the core. */
export interface ExampleEntry extends EntryBase {
  readonly kind: 'example';
  readonly tool: ToolId;
  readonly inputs: readonly ExampleInput[];
  /** The figure checked, as the tool labels it: `Friction rate Δp/L`. */
  readonly figure: string;
  /** The published answer and how close the tool must come: |tool − value| ≤ tolerance, in the answer's unit. */
  readonly answer: KnowledgeQuantity & { readonly tolerance: number; readonly source: Source };
  /**
   * The page that shows the example, built by the tool's link module: `/ducting-calculator?…`.
   * Absent when the tool's page keeps no inputs in its link (the Maintenance
   * Schedule keeps its configuration on the device; its command has no `--link`).
   */
  readonly link?: string;
  /**
   * The `duct-calc` arguments (after `duct-calc`), the text the report prints
   * on the figure's line, and its exit code when not 0 (`duct-calc monitor`
   * exits 1 on a log with warnings, after the report).
   */
  readonly cli: { readonly args: readonly string[]; readonly prints: string; readonly exitCode?: number };
  /** The tool's answer, computed by the core (SI or the unit it returns). Pure; docs-as-tests run it. */
  readonly run: () => KnowledgeQuantity;
}

/** An entry of the knowledge base. */
export type KnowledgeEntry = FormulaEntry | TableEntry | TermEntry | MethodEntry | ExampleEntry;
