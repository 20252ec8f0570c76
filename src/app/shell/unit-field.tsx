import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { colors, font, radius, space } from './theme.ts';
import { CONTROL_HEIGHT, controlBoxStyle, labelStyle } from './form-styles.ts';

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

const withUnitInputStyle = { ...inputStyle, borderTopRightRadius: 0, borderBottomRightRadius: 0 } as const;

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
  overflowWrap: 'anywhere',
} as const;

/**
 * Why a control's value cannot be used, in red with an alert icon, under
 * the control; its id goes in the control's aria-describedby.
 */
export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} css={hintStyle}>
      <CircleAlert aria-hidden="true" size={16} css={{ flexShrink: 0, marginTop: '0.1rem' }} />
      {children}
    </p>
  );
}

const helpStyle = { margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;

interface UnitFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The unit shown beside the input and read as its description; none when the text carries its own. */
  unit?: string;
  /** Why the value cannot be used, naming the field and the value; marks the input invalid. */
  hint?: string;
  /** A short help line under the input, e.g. what may be typed. */
  help?: string;
  /** A word beside the label, e.g. "Calculated". */
  badge?: string;
  /** A computed field: shown as a result, not editable, never marked invalid. */
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A labelled text input for a number, with its unit beside it, an optional
 * help line, and a hint when the value cannot be used. The unit and the hint
 * are the input's accessible description.
 */
export function UnitField({ label, value, onChange, unit, hint, help, badge, disabled, placeholder }: UnitFieldProps) {
  const id = useId();
  const unitId = `${id}-unit`;
  const helpId = `${id}-help`;
  const hintId = `${id}-hint`;
  const describedBy = [unit === undefined ? '' : unitId, help === undefined ? '' : helpId, hint === undefined ? '' : hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <div css={labelRowStyle}>
        <label htmlFor={id} css={labelStyle}>
          {label}
        </label>
        {badge !== undefined && <span css={badgeStyle}>{badge}</span>}
      </div>
      <div css={groupStyle}>
        <input
          id={id}
          type="text"
          inputMode={unit === undefined ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={hint !== undefined && !disabled ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => onChange(event.target.value)}
          css={unit === undefined ? inputStyle : withUnitInputStyle}
        />
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
}
