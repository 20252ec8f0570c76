import { SPEC_METRIC_TO_IMPERIAL } from '../../core/duct/units.ts';
import { colors, font, space } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';

const noteStyle = {
  margin: `${space.sm} 0 0`,
  fontSize: font.size.sm,
  color: colors.textMuted,
  lineHeight: 1.5,
} as const;

/**
 * Where the numbers come from: the spec §9 formulas and the unit factors
 * the calculator uses, so an engineer can check any figure by hand.
 */
export function FormulaNote() {
  const imperial = CalculatorActorContext.useSelector((snapshot) => snapshot.context.unitSystem === 'imperial');
  const { velocity, diameter, airflow } = SPEC_METRIC_TO_IMPERIAL;
  return (
    <div>
      <p css={noteStyle}>
        Formulas: A = πD²/4, V = Q/A, Q = V·A, D = √(4Q/πV) — unit factors per spec: 1 m/s = {velocity}{' '}
        ft/min, 1 m = {diameter} in, 1 m³/s = {airflow} CFM.
      </p>
      {imperial && <p css={noteStyle}>The diagram shows the diameter in feet (inches ÷ 12).</p>}
    </div>
  );
}
