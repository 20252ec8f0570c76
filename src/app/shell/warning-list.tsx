import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { ToolWarning } from '../../core/report/warning.ts';
import { colors, font, radius, space } from './theme.ts';

const panelStyle = {
  borderLeft: `4px solid ${colors.warning}`,
  borderRadius: radius.sm,
  background: colors.warningSurface,
  padding: `${space.sm} ${space.md}`,
} as const;

const headingStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: font.size.md,
  color: colors.text,
  '& svg': { color: colors.warning, flexShrink: 0 },
} as const;

const listStyle = { margin: `${space.xs} 0 0`, paddingLeft: space.lg, '& li + li': { marginTop: space.xs } } as const;

/**
 * The warnings beside a tool's results, highlighted so that none is missed:
 * inputs outside a method's validity, results outside the usual guidance.
 * Renders nothing when there are none.
 */
export function WarningList({ warnings }: { warnings: readonly ToolWarning[] }) {
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={panelStyle}>
      <h3 id={headingId} css={headingStyle}>
        <TriangleAlert aria-hidden="true" size={18} />
        {warnings.length === 1 ? 'Warning' : `Warnings (${warnings.length})`}
      </h3>
      <ul css={listStyle}>
        {warnings.map((warning) => (
          <li key={warning.code}>{warning.text}</li>
        ))}
      </ul>
    </section>
  );
}
