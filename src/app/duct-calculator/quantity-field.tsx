import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { QUANTITY_LABELS, UNIT_SYMBOLS, type Quantity } from '../../core/duct/units.ts';
import { selectFieldHint } from '../../machines/duct-calculator/selectors.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { CONTROL_HEIGHT, controlBoxStyle, labelStyle } from './styles.ts';

const labelRowStyle = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
} as const;

const badgeStyle = {
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: colors.primary,
} as const;

const groupStyle = { display: 'flex', alignItems: 'stretch' } as const;

const inputStyle = {
  ...controlBoxStyle,
  flex: 1,
  minWidth: 0,
  width: '100%',
  borderTopRightRadius: 0,
  borderBottomRightRadius: 0,
  fontVariantNumeric: 'tabular-nums',
  '&[aria-invalid="true"]': { borderColor: colors.danger },
  // The computed field reads as a result, not as a greyed-out control.
  '&:disabled': {
    background: colors.selected,
    borderColor: colors.selected,
    color: colors.text,
    WebkitTextFillColor: colors.text,
    fontWeight: 700,
    opacity: 1,
    cursor: 'default',
  },
} as const;

const unitStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4.5rem',
  height: CONTROL_HEIGHT,
  padding: `0 ${space.sm}`,
  fontSize: font.size.sm,
  color: colors.textMuted,
  background: colors.background,
  border: `1px solid ${colors.border}`,
  borderLeft: 'none',
  borderRadius: `0 ${radius.sm} ${radius.sm} 0`,
  whiteSpace: 'nowrap',
} as const;

const hintStyle = {
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  margin: `${space.xs} 0 0`,
  fontSize: font.size.sm,
  lineHeight: 1.35,
  color: colors.danger,
} as const;

/**
 * One of the three quantity inputs: its spec label, the unit beside it, and
 * a short hint naming the field and value when the input cannot be used.
 * The quantity being calculated is disabled and shows the result.
 */
export function QuantityField({ field }: { field: Quantity }) {
  const id = useId();
  const unitId = `${id}-unit`;
  const hintId = `${id}-hint`;
  const actorRef = CalculatorActorContext.useActorRef();
  const text = CalculatorActorContext.useSelector((snapshot) => snapshot.context.fieldText[field]);
  const unit = CalculatorActorContext.useSelector((snapshot) => UNIT_SYMBOLS[snapshot.context.unitSystem][field]);
  const computed = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType === field);
  const hint = CalculatorActorContext.useSelector((snapshot) => selectFieldHint(snapshot.context, field));

  return (
    <div>
      <div css={labelRowStyle}>
        <label htmlFor={id} css={labelStyle}>
          {QUANTITY_LABELS[field]}
        </label>
        {computed && <span css={badgeStyle}>Calculated</span>}
      </div>
      <div css={groupStyle}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={text}
          disabled={computed}
          aria-invalid={hint !== undefined && !computed ? true : undefined}
          aria-describedby={hint === undefined ? unitId : `${unitId} ${hintId}`}
          onChange={(event) => actorRef.send({ type: 'field.change', field, text: event.target.value })}
          css={inputStyle}
        />
        <span id={unitId} css={unitStyle}>
          {unit}
        </span>
      </div>
      {hint !== undefined && (
        <p id={hintId} css={hintStyle}>
          <CircleAlert aria-hidden="true" size={16} css={{ flexShrink: 0, marginTop: '0.1rem' }} />
          {hint}
        </p>
      )}
    </div>
  );
}
