import type { DesignField } from '../../core/duct/design-link.ts';
import { selectSectionIssues } from '../../machines/duct-design/selectors.ts';
import type { SectionOutcomes } from '../../machines/duct-design/sections.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { FieldHint } from '../shell/unit-field.tsx';
import { WarningList } from '../shell/warning-list.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { DesignActorContext } from './actor-context.ts';

const waitingStyle = { margin: 0, color: colors.textMuted, fontSize: font.size.sm } as const;
const resultsStyle = { display: 'grid', gap: space.md, minWidth: 0 } as const;

/**
 * A section's results: its warnings, then its figures with their formulas
 * and sources; or why there are none (the card has no duct yet, or an issue
 * that belongs to no field, such as a duct beyond the series).
 *
 * @param section Which section.
 * @param heading The results table's heading.
 * @param fields The section's fields, whose issues show beside them instead.
 */
export function SectionOutcome({ section, heading, fields }: { section: keyof SectionOutcomes; heading: string; fields: readonly DesignField[] }) {
  const outcome = DesignActorContext.useSelector((snapshot) => snapshot.context.outcomes[section]);
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  if (outcome.status === 'waiting') {
    return (
      <p role="status" css={waitingStyle}>
        {outcome.message}
      </p>
    );
  }
  if (outcome.status === 'error') {
    const issues = selectSectionIssues(outcome, fields);
    return (
      <div role="status" aria-label={`${heading}: not computed`}>
        {issues.length === 0 ? (
          <p css={waitingStyle}>Correct the marked field to see the results.</p>
        ) : (
          issues.map((issue) => (
            <FieldHint key={issue} id={`${section}-${issue.length}`}>
              {issue}
            </FieldHint>
          ))
        )}
      </div>
    );
  }
  return (
    <div css={resultsStyle}>
      <WarningList warnings={outcome.warnings} />
      <FigureList heading={heading} figures={outcome.figures} system={system} />
    </div>
  );
}
