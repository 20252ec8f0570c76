import { css } from '@emotion/react';
import { Info } from 'lucide-react';
import type { DesignField } from '../../core/duct/design-link.ts';
import { selectSectionIssues } from '../../machines/duct-design/selectors.ts';
import type { SectionOutcomes } from '../../machines/duct-design/sections.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { FieldHint } from '../shell/unit-field.tsx';
import { WarningList } from '../shell/warning-list.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { DesignActorContext } from './actor-context.ts';

const mutedStyle = css({ margin: 0, color: colors.textMuted, fontSize: font.size.sm });
const resultsStyle = css({ display: 'grid', gap: space.md, minWidth: 0 });
const messagesStyle = css({ display: 'grid', gap: space.sm, '&:empty': { display: 'none' } });
const missingStyle = css({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  margin: 0,
  fontSize: font.size.sm,
  lineHeight: 1.5,
  '& svg': { flexShrink: 0, marginTop: '0.15rem', color: colors.primary },
});

interface SectionOutcomeProps {
  section: keyof SectionOutcomes;
  /** The results table's heading: `Pressure loss results`. */
  heading: string;
  /** The section's fields, whose issues show beside them instead. */
  fields: readonly DesignField[];
}

/** The results, read from the machine; see {@link SectionOutcome}. */
function Results({ section, heading, fields }: SectionOutcomeProps) {
  const outcome = DesignActorContext.useSelector((snapshot) => snapshot.context.outcomes[section]);
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const issues = selectSectionIssues(outcome, fields);
  return (
    <div css={resultsStyle}>
      <div role="status" css={messagesStyle} aria-label={outcome.status === 'error' ? `${heading}: not computed` : undefined}>
        {issues.map((issue) => (
          <FieldHint key={issue} id={`${section}-${issue.length}`}>
            {issue}
          </FieldHint>
        ))}
        {outcome.status === 'error' && issues.length === 0 && <p css={mutedStyle}>Correct the marked field to see the results.</p>}
        {outcome.missing.map((line) => (
          <p key={line} css={missingStyle}>
            <Info aria-hidden="true" size={16} />
            {line}
          </p>
        ))}
      </div>
      <WarningList warnings={outcome.warnings} />
      {outcome.figures.length > 0 && <FigureList heading={heading} figures={outcome.figures} system={system} />}
    </div>
  );
}

/**
 * A section's results: issues that belong to no field (a duct beyond the
 * series), its warnings, what each missing input would add, then the
 * figures its inputs allow with their formulas and sources. In an error
 * boundary of its own, so a bug here leaves the section's inputs usable.
 */
export function SectionOutcome(props: SectionOutcomeProps) {
  const outcome = DesignActorContext.useSelector((snapshot) => snapshot.context.outcomes[props.section]);
  return (
    <SectionBoundary name={props.heading.toLowerCase()} resetKeys={[outcome]}>
      <Results {...props} />
    </SectionBoundary>
  );
}
