import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { selectFieldIssue, selectReport, selectShownText } from '../../machines/hood/selectors.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { HoodActorContext } from './actor-context.ts';
import { fieldLabel, fieldUnit } from '../../core/hood/field-labels.ts';

const panelStyle = css({ display: 'grid', gap: space.md, minWidth: 0 });
const leadStyle = css({ margin: 0, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.5 });

/**
 * The commissioning check: the hood static pressure SPh measured in the
 * branch gives the flow the hood draws (ACGIH's hood equation), and its
 * share of the design flow.
 */
export function CommissioningPanel() {
  const headingId = useId();
  const actorRef = HoodActorContext.useActorRef();
  const text = HoodActorContext.useSelector((snapshot) => selectShownText(snapshot.context, 'measuredStaticPressure'));
  const hint = HoodActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, 'measuredStaticPressure'));
  const result = HoodActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const measured = useMemo(() => selectReport({ result, system })?.measured ?? [], [result, system]);
  return (
    <section aria-labelledby={headingId} css={panelStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Commissioning check
      </h2>
      <p css={leadStyle}>
        The hood static pressure measured in the branch a few duct diameters past the hood gives the flow the hood draws, Q = Ce·A·√(2·SPh/ρ) (ACGIH:
        Q = 4005·A·Ce·√(SPh/df)), and its share of the design flow.
      </p>
      <div css={{ maxWidth: '20rem' }}>
        <UnitField
          label={fieldLabel('measuredStaticPressure')}
          unit={fieldUnit('measuredStaticPressure', system)}
          hint={hint}
          value={text}
          onChange={(value) => actorRef.send({ type: 'field.change', field: 'measuredStaticPressure', text: value })}
        />
      </div>
      {measured.length > 0 ? (
        <FigureList heading="Measured hood" figures={measured} system={system} />
      ) : (
        <p css={leadStyle}>The measured flow shows once the measured SPh and the branch (its diameter, or the dust to size it) are given.</p>
      )}
    </section>
  );
}
