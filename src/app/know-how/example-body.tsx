import { Link } from 'wouter';
import type { ExampleEntry, KnowledgeQuantity } from '../../core/knowledge/entry.ts';
import { quantityText, sourceText } from '../../core/knowledge/entry-text.ts';
import { KNOWLEDGE_TOOLS } from '../../core/knowledge/tools.ts';
import { convert } from '../../core/units/convert.ts';
import { primaryAction } from '../shell/action-styles.ts';
import { noPrint, printOnly } from '../shell/section-styles.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { DataTable } from './data-table.tsx';
import { entrySectionHeadingStyle, Facts } from './entry-facts.tsx';

const INPUT_COLUMNS = [{ label: 'Input' }, { label: 'Value' }] as const;

const commandStyle = {
  margin: `${space.sm} 0`,
  padding: space.sm,
  // Wrapped, not scrolled: a phone shows the whole command, and it copies as one line.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: font.mono,
  fontSize: font.size.sm,
  background: colors.background,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
} as const;

/** The tool's answer in the published answer's unit, and as the core returned it when that differs (`9.8530707 in (0.25026666 m)`). */
function toolAnswerText(answer: KnowledgeQuantity, unit: KnowledgeQuantity['unit']): string {
  const returned = quantityText(answer.value, answer.unit);
  if (answer.unit === unit || answer.unit === '1' || unit === '1') return returned;
  const converted = convert(answer.value, answer.unit, unit);
  return converted.status === 'success' ? `${quantityText(converted.data.value, unit)} (${returned})` : returned;
}

/**
 * A worked example: its inputs, the published answer with its source and
 * tolerance, the tool's own answer computed by the core now, and the two
 * ways to run it (the tool's link, the CLI command).
 */
export function ExampleBody({ entry }: { entry: ExampleEntry }) {
  const tool = KNOWLEDGE_TOOLS[entry.tool];
  const answer = entry.run();
  return (
    <>
      <h2 css={entrySectionHeadingStyle}>Inputs</h2>
      <DataTable caption={`Inputs of ${entry.title}`} columns={INPUT_COLUMNS} rows={entry.inputs.map(({ label, value }) => [label, value])} />
      <h2 css={entrySectionHeadingStyle}>Answer</h2>
      <Facts
        facts={[
          ['Figure', entry.figure],
          ['Published answer', `${quantityText(entry.answer.value, entry.answer.unit)}, the tool within ${quantityText(entry.answer.tolerance, entry.answer.unit)}`],
          ['Source', sourceText(entry.answer.source)],
          ["The tool's answer", toolAnswerText(answer, entry.answer.unit)],
        ]}
      />
      <h2 css={entrySectionHeadingStyle}>Run it</h2>
      {entry.link !== undefined && (
        <>
          <p css={noPrint}>
            <Link href={entry.link} css={primaryAction}>
              Open {tool.name} on this example
            </Link>
          </p>
          <p css={printOnly}>
            In {tool.name}: <code css={{ fontFamily: font.mono, overflowWrap: 'anywhere' }}>{entry.link}</code>
          </p>
        </>
      )}
      <p>In the terminal, it prints “{entry.cli.prints}” on the figure’s line:</p>
      <pre css={commandStyle}>
        <code>{`$ duct-calc ${entry.cli.args.join(' ')}`}</code>
      </pre>
    </>
  );
}
