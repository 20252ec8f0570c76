import { useId } from 'react';
import { selectAppliedConditions, selectConditionLines } from '../../machines/unit-convertor/selectors.ts';
import { KnowHowLink } from '../shell/know-how-link.tsx';
import { colors, font, radius, space } from '../shell/theme.ts';
import { ConvertorActorContext } from './actor-context.ts';

const boxStyle = {
  marginTop: space.md,
  padding: space.md,
  background: colors.background,
  borderRadius: radius.md,
  fontSize: font.size.sm,
  lineHeight: 1.5,
} as const;

const listStyle = { margin: `${space.xs} 0 0`, padding: 0, listStyle: 'none' } as const;
const itemStyle = { padding: `${space.xs} 0`, borderTop: `1px solid ${colors.border}` } as const;
const factorLineStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${space.md}`,
  fontWeight: 600,
} as const;
const mutedStyle = { color: colors.textMuted } as const;
const conditionRowStyle = { display: 'flex', flexWrap: 'wrap', gap: `0 ${space.sm}`, margin: 0 } as const;

/**
 * What a conditioned conversion applied: the reference it is quoted at (with
 * its temperature, pressure and source), the gas conditions read, and each
 * factor with its value, formula and source, in the order applied.
 */
export function AppliedConditions() {
  const headingId = useId();
  const applied = ConvertorActorContext.useSelector((snapshot) => selectAppliedConditions(snapshot.context));
  const lines = ConvertorActorContext.useSelector((snapshot) => selectConditionLines(snapshot.context));
  if (applied === undefined) return null;
  const { reference, factors } = applied;

  return (
    <section aria-labelledby={headingId} css={boxStyle}>
      <h4 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
        Conditions applied
      </h4>
      <p css={{ margin: `${space.xs} 0 0` }}>
        Quoted at <strong>{reference.label}</strong>, {reference.statedAs}
        {reference.dryBasis ? ', on a dry basis' : ''}.{' '}
        <span css={mutedStyle}>Source: {reference.source}.</span>
      </p>
      <dl css={{ margin: `${space.sm} 0 0` }}>
        {lines.map((line) => (
          <div key={line.name} css={conditionRowStyle}>
            <dt css={mutedStyle}>{line.name}</dt>
            <dd css={{ margin: 0 }}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <h5 css={{ margin: `${space.md} 0 0`, fontSize: font.size.sm }}>Factors, in the order applied</h5>
      <ul css={listStyle} aria-label="Factors applied">
        {factors.map((factor) => (
          <li key={factor.name} css={itemStyle}>
            <div css={factorLineStyle}>
              <span>{factor.name}</span>
              <span css={{ fontVariantNumeric: 'tabular-nums' }}>
                × {factor.factor} <span css={{ fontWeight: 400, fontFamily: font.mono }}>({factor.formula})</span>
              </span>
            </div>
            <div css={mutedStyle}>
              Source: {factor.source}
              <KnowHowLink entry={factor.entry} figure={`${factor.name} factor`} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
