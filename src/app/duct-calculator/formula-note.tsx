import { Fragment } from 'react';
import { css } from '@emotion/react';
import { SPEC_METRIC_TO_IMPERIAL } from '../../core/duct/units.ts';
import { KnowHowLink } from '../shell/know-how-link.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';

const noteStyle = css({
  margin: `${space.sm} 0 0`,
  fontSize: font.size.sm,
  color: colors.textMuted,
  lineHeight: 1.5,
});

const nowrapStyle = css({ whiteSpace: 'nowrap' });

/** A phrase that must not break across lines: an equation, or a value with its unit. */
const Unbroken = ({ children }: { children: string }) => <span css={nowrapStyle}>{children}</span>;

const listed = (phrases: readonly string[]) =>
  phrases.map((phrase, index) => (
    <Fragment key={phrase}>
      {index > 0 && ', '}
      <Unbroken>{phrase}</Unbroken>
    </Fragment>
  ));

/**
 * Where the numbers come from, in an engineer's words: the continuity
 * equation and the unit factors the calculator uses, with the exact
 * NIST SP 811 definitions they round, so any figure can be checked by hand.
 * The Know-How table `ducting-calculator-factors` gives the full table; each
 * paragraph links to its Know-How entry.
 */
export function FormulaNote() {
  const imperial = CalculatorActorContext.useSelector((snapshot) => snapshot.context.unitSystem === 'imperial');
  const { velocity, diameter, airflow } = SPEC_METRIC_TO_IMPERIAL;
  return (
    <div>
      <p css={noteStyle}>
        Continuity equation: <Unbroken>Q = V·A</Unbroken>, with <Unbroken>A = πD²/4</Unbroken> for a round duct; so{' '}
        <Unbroken>V = Q/A</Unbroken> and <Unbroken>D = √(4Q/(πV))</Unbroken>.
        <KnowHowLink entry="continuity" figure="Continuity equation" />
      </p>
      <p css={noteStyle}>
        Unit factors: {listed([`1 m/s = ${velocity} ft/min`, `1 m = ${diameter} in`, `1 m³/s = ${airflow} CFM`])}.
        These are the product&apos;s rounded factors, within 2 ppm of the exact ones in NIST SP 811 (
        {listed(['1 in = 0.0254 m', '1 ft = 0.3048 m'])}).
        <KnowHowLink entry="ducting-calculator-factors" figure="Unit factors" />
      </p>
      {imperial && <p css={noteStyle}>The diagram shows the diameter in feet (inches ÷ 12).</p>}
    </div>
  );
}
