import { memo, useEffect, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { css } from '@emotion/react';
import { CircleAlert } from 'lucide-react';
import { QUANTITY_LABELS, UNIT_SYMBOLS, type Quantity } from '../../core/duct/units.ts';
import type { calculatorMachine } from '../../machines/duct-calculator/machine.ts';
import { selectFieldHint } from '../../machines/duct-calculator/selectors.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { CONTROL_HEIGHT, controlBoxStyle, labelStyle } from './styles.ts';

const labelRowStyle = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});

const badgeStyle = css({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: colors.primary,
});

const groupStyle = css({ display: 'flex', alignItems: 'stretch' });

const inputStyle = css({
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
});

const unitStyle = css({
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
});

const fieldLabelStyle = css(labelStyle);
const hintIconStyle = css({ flexShrink: 0, marginTop: '0.1rem' });

const hintStyle = css({
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  margin: `${space.xs} 0 0`,
  fontSize: font.size.sm,
  lineHeight: 1.35,
  color: colors.danger,
});

interface FieldInputProps {
  id: string;
  field: Quantity;
  invalid: boolean;
  describedBy: string;
}

const inputProps = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

/**
 * A field the user types in. The browser keeps what is typed (the input is
 * uncontrolled), so a keystroke only tells the machine and renders nothing;
 * the input follows the machine's text only when that differs from what it
 * shows, such as after a unit switch. The machine stays the one source of
 * the text, and the caret never jumps.
 */
const TypedInput = memo(function TypedInput({ id, field, invalid, describedBy }: FieldInputProps) {
  const actorRef = CalculatorActorContext.useActorRef();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const follow = (snapshot: SnapshotFrom<typeof calculatorMachine>) => {
      const input = inputRef.current;
      const text = snapshot.context.fieldText[field];
      if (input !== null && input.value !== text) input.value = text;
    };
    follow(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actorRef, field]);

  return (
    <input
      {...inputProps}
      ref={inputRef}
      id={id}
      defaultValue={actorRef.getSnapshot().context.fieldText[field]}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => actorRef.send({ type: 'field.change', field, text: event.target.value })}
      css={inputStyle}
    />
  );
});

/** The computed field: disabled, showing the result; it follows the typing a frame later. */
const ResultInput = memo(function ResultInput({ id, field, describedBy }: Omit<FieldInputProps, 'invalid'>) {
  const actorRef = CalculatorActorContext.useActorRef();
  const text = useDeferredSelector(actorRef, (snapshot) => snapshot.context.fieldText[field]);
  return <input {...inputProps} id={id} value={text} disabled aria-describedby={describedBy} css={inputStyle} />;
});

/**
 * One of the three quantity inputs: its label, the unit beside it, and a
 * short hint naming the field and value when the input cannot be used. The
 * quantity being calculated is disabled and shows the result.
 */
export const QuantityField = memo(function QuantityField({ field }: { field: Quantity }) {
  const id = useId();
  const unitId = `${id}-unit`;
  const hintId = `${id}-hint`;
  const unit = CalculatorActorContext.useSelector((snapshot) => UNIT_SYMBOLS[snapshot.context.unitSystem][field]);
  const computed = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType === field);
  const hint = CalculatorActorContext.useSelector((snapshot) => selectFieldHint(snapshot.context, field));
  const describedBy = hint === undefined ? unitId : `${unitId} ${hintId}`;

  return (
    <div>
      <div css={labelRowStyle}>
        <label htmlFor={id} css={fieldLabelStyle}>
          {QUANTITY_LABELS[field]}
        </label>
        {computed && <span css={badgeStyle}>Calculated</span>}
      </div>
      <div css={groupStyle}>
        {computed ? (
          <ResultInput id={id} field={field} describedBy={describedBy} />
        ) : (
          <TypedInput id={id} field={field} invalid={hint !== undefined} describedBy={describedBy} />
        )}
        <span id={unitId} css={unitStyle}>
          {unit}
        </span>
      </div>
      {hint !== undefined && (
        <p id={hintId} css={hintStyle}>
          <CircleAlert aria-hidden="true" size={16} css={hintIconStyle} />
          {hint}
        </p>
      )}
    </div>
  );
});
