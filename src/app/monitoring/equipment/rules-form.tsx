import { useId } from 'react';
import { DEFAULT_MONITOR_RULES } from '../../../core/monitoring/monitor-rules.ts';
import { LEAK_SIGNAL_RULE, RULE_NAMES, RULE_UNIT_TEXT, type RuleKey } from '../../../machines/monitoring/rules.ts';
import { noPrint } from '../../shell/section-styles.ts';
import { space } from '../../shell/theme.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { controlStyle, fieldGridStyle, fieldLabelStyle, hintStyle, mutedStyle, subheadingStyle } from './styles.ts';

/** One rule's field: its value as typed, its unit, and its source under it. */
function RuleField({ rule, label, unit, source }: { rule: RuleKey; label: string; unit: string; source: string }) {
  const actorRef = MonitoringActorContext.useActorRef();
  const id = useId();
  const text = MonitoringActorContext.useSelector((snapshot) => snapshot.context.ruleTexts[rule]);
  const issue = MonitoringActorContext.useSelector((snapshot) => snapshot.context.ruleIssues[rule]);
  return (
    <div>
      <label htmlFor={id} css={fieldLabelStyle}>
        {label} ({unit})
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        css={controlStyle}
        value={text}
        aria-invalid={issue !== undefined}
        aria-describedby={`${id}-source`}
        onChange={(event) => actorRef.send({ type: 'rule.text', rule, text: event.target.value })}
      />
      {issue !== undefined && <p css={hintStyle}>{issue}</p>}
      <p id={`${id}-source`} css={[mutedStyle, { marginTop: space.xs }]}>
        {source}
      </p>
    </div>
  );
}

/** Every threshold of the analysis, with its default and source; a change applies at the next Analyse. */
export function RulesForm() {
  return (
    <details css={noPrint}>
      <summary css={[subheadingStyle, { cursor: 'pointer' }]}>Rules and thresholds</summary>
      <p css={[mutedStyle, { marginBottom: space.sm }]}>Each rule’s default and where it comes from; a change applies when the log is analysed again.</p>
      <div css={fieldGridStyle}>
        {RULE_NAMES.map((name) => {
          const rule = DEFAULT_MONITOR_RULES[name];
          return <RuleField key={name} rule={name} label={rule.label} unit={RULE_UNIT_TEXT[rule.unit] ?? rule.unit} source={rule.source} />;
        })}
        <RuleField rule={LEAK_SIGNAL_RULE} label="Leak-detector signal limit" unit="the detector’s own unit" source="The bag leak detector’s alarm set point from its maker or the site’s monitoring plan; blank leaves the signal unchecked." />
      </div>
    </details>
  );
}
