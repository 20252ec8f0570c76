import { memo, useId, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { CircleAlert } from 'lucide-react';
import { colors, font, radius, space } from './theme.ts';
import { CONTROL_HEIGHT, controlBoxStyle, labelStyle } from './form-styles.ts';

// Styles are serialised once, at load, not on every render: a field re-renders
// while the user types in it (see the keystroke bench).
const labelRowStyle = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: space.sm });
const fieldLabelStyle = css(labelStyle);

const badgeStyle = css({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: colors.primary,
});

const groupStyle = css({ display: 'flex', alignItems: 'stretch' });

const inputBox = {
  ...controlBoxStyle,
  flex: 1,
  minWidth: 0,
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
  '&[aria-invalid="true"]': { borderColor: colors.danger },
  // A computed field reads as a result, not as a greyed-out control.
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

const inputStyle = css(inputBox);
const withUnitInputStyle = css({ ...inputBox, borderTopRightRadius: 0, borderBottomRightRadius: 0 });

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

const hintStyle = css({
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  margin: `${space.xs} 0 0`,
  fontSize: font.size.sm,
  lineHeight: 1.35,
  color: colors.danger,
  overflowWrap: 'anywhere',
});
const hintIconStyle = css({ flexShrink: 0, marginTop: '0.1rem' });

const helpStyle = css({ margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted });

/**
 * Why a control's value cannot be used, in red with an alert icon, under
 * the control; its id goes in the control's aria-describedby.
 */
export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} css={hintStyle}>
      <CircleAlert aria-hidden="true" size={16} css={hintIconStyle} />
      {children}
    </p>
  );
}

/** What a field's input element gets from {@link UnitField}: spread it onto the `<input>`. */
export interface UnitInputProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  css: SerializedStyles;
}

/** Text-input attributes for a number, shared by every field's input. */
export const NUMBER_INPUT_ATTRIBUTES = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

interface UnitFieldProps {
  label: string;
  /** The unit shown beside the input and read as its description; none when the text carries its own. */
  unit?: string | undefined;
  /** Why the value cannot be used, naming the field and the value; marks the input invalid. */
  hint?: string | undefined;
  /** A short help line under the input, e.g. what may be typed. */
  help?: string | undefined;
  /** A word beside the label, e.g. "Calculated". */
  badge?: string | undefined;
  /** A computed field: shown as a result, not editable, never marked invalid. */
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  /** The text shown, for the default controlled input. */
  value?: string;
  onChange?: (text: string) => void;
  /**
   * Renders the input instead of the default controlled one, for a page that
   * keeps the typed text outside React (the ducting calculator's fields).
   */
  renderInput?: (props: UnitInputProps) => ReactNode;
}

/**
 * A labelled text input for a number, with its unit beside it, an optional
 * help line, and a hint when the value cannot be used. The unit, the help and
 * the hint are the input's accessible description.
 */
export const UnitField = memo(function UnitField(props: UnitFieldProps) {
  const { label, unit, hint, help, badge, disabled, placeholder, value, onChange, renderInput } = props;
  const id = useId();
  const unitId = `${id}-unit`;
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const describedBy = [unit === undefined ? '' : unitId, help === undefined ? '' : helpId, hint === undefined ? '' : hintId]
    .filter(Boolean)
    .join(' ');
  const inputProps: UnitInputProps = {
    id,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': hint !== undefined && !disabled ? true : undefined,
    css: unit === undefined ? inputStyle : withUnitInputStyle,
  };

  return (
    <div>
      <div css={labelRowStyle}>
        <label htmlFor={id} css={fieldLabelStyle}>
          {label}
        </label>
        {badge !== undefined && <span css={badgeStyle}>{badge}</span>}
      </div>
      <div css={groupStyle}>
        {renderInput ? (
          renderInput(inputProps)
        ) : (
          <input
            {...NUMBER_INPUT_ATTRIBUTES}
            {...inputProps}
            inputMode={unit === undefined ? 'text' : 'decimal'}
            value={value}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(event) => onChange?.(event.target.value)}
          />
        )}
        {unit !== undefined && (
          <span id={unitId} css={unitStyle}>
            {unit}
          </span>
        )}
      </div>
      {help !== undefined && (
        <p id={helpId} css={helpStyle}>
          {help}
        </p>
      )}
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
});
