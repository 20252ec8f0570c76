import { useId } from 'react';
import type { InputNeed } from '../../core/cost/partial.ts';
import { colors, font, radius, space } from '../shell/theme.ts';

const panelStyle = {
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.surface,
  padding: `${space.sm} ${space.md}`,
  fontSize: font.size.sm,
} as const;
const headingStyle = { margin: 0, fontSize: font.size.md } as const;
const listStyle = { margin: `${space.xs} 0 0`, paddingLeft: space.lg, '& li + li': { marginTop: space.xs } } as const;

/** Why an input holds results back, in words. */
const REASONS: Readonly<Record<InputNeed['reason'], string>> = { required: 'not given', unusable: 'cannot be used yet, see its field' };

/**
 * The partial results' other half: each input that holds figures back, why,
 * and what it would give (issue 18 §3). Renders nothing when every figure is there.
 *
 * @param heading Names the list and what it completes: `What more inputs would add to the estimate`.
 */
export function NeedsList({ needs, heading }: { needs: readonly InputNeed[]; heading: string }) {
  const headingId = useId();
  if (needs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={panelStyle}>
      <h3 id={headingId} css={headingStyle}>
        {heading}
      </h3>
      <ul css={listStyle}>
        {needs.map(({ field, label, reason, gives }) => (
          <li key={field}>
            <strong>{label}</strong> ({REASONS[reason]}){gives.length > 0 ? `: would give ${gives.join(', ')}.` : '.'}
          </li>
        ))}
      </ul>
    </section>
  );
}
