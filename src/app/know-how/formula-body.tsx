import { Link } from 'wouter';
import { entryById } from '../../core/knowledge/catalogue.ts';
import type { FormulaEntry } from '../../core/knowledge/entry.ts';
import { DataTable } from './data-table.tsx';
import { entryPath } from './entry-path.ts';
import { entrySectionHeadingStyle, Facts, sourceFacts, UsedBy } from './entry-facts.tsx';
import { FormulaMath } from './formula-math.tsx';

const SYMBOL_COLUMNS = [{ label: 'Symbol' }, { label: 'Meaning' }, { label: 'Unit' }] as const;

/** A formula: the equation as MathML, its symbols with units, validity, source and check, its tools and worked example. */
export function FormulaBody({ entry }: { entry: FormulaEntry }) {
  const example = entry.example === undefined ? undefined : entryById(entry.example);
  return (
    <>
      <FormulaMath tex={entry.tex} />
      <h2 css={entrySectionHeadingStyle}>Symbols</h2>
      <DataTable caption={`Symbols of ${entry.title}`} columns={SYMBOL_COLUMNS} rows={entry.symbols.map(({ symbol, meaning, unit }) => [symbol, meaning, unit])} />
      <h2 css={entrySectionHeadingStyle}>Validity and source</h2>
      <Facts facts={[['Valid', entry.validity], ...sourceFacts(entry.source, entry.check)]} />
      <UsedBy tools={entry.tools} example={entry.example} />
      {example === undefined ? null : (
        <>
          <h2 css={entrySectionHeadingStyle}>Worked example</h2>
          <p>
            <Link href={entryPath(example.id)}>{example.title}</Link>
          </p>
        </>
      )}
    </>
  );
}
