import { useId } from 'react';
import { css } from '@emotion/react';
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { colors, font, radius, shadow, space, zIndex } from './theme.ts';
import { controlBoxStyle, labelStyle } from './form-styles.ts';
import { FieldHint } from './unit-field.tsx';

/** One choice of a select: the value sent to the machine and the text shown. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface LabelledSelectProps<T extends string> {
  label: string;
  placeholder: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  /** Why the chosen value cannot be used; shown under the select and read as its description. */
  hint?: string;
}

const triggerStyle = css({
  ...controlBoxStyle,
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  cursor: 'pointer',
  textAlign: 'left',
  '&[data-placeholder]': { color: colors.textMuted },
  '&[aria-invalid="true"]': { borderColor: colors.danger },
  '& > span:first-of-type': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const selectLabelStyle = css(labelStyle);
const iconStyle = css({ display: 'flex', color: colors.textMuted });
const viewportStyle = css({ padding: space.xs });
const indicatorStyle = css({ display: 'flex' });

const contentStyle = css({
  zIndex: zIndex.tooltip,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  boxShadow: shadow.overlay,
  overflow: 'hidden',
});

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  fontSize: font.size.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  borderRadius: radius.sm,
  // The highlight is the focus indicator inside the list, so it is strong.
  '&[data-highlighted]': { background: colors.primary, color: colors.primaryText },
  '&:focus-visible': { outline: 'none', boxShadow: 'none' },
  '&[data-state="checked"]': { fontWeight: 600 },
});

/**
 * A Radix Select with a visible label. Only the listed values reach
 * `onValueChange`, so callers never see an unexpected string.
 */
export function LabelledSelect<T extends string>({
  label,
  placeholder,
  value,
  options,
  onValueChange,
  hint,
}: LabelledSelectProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const choose = (raw: string) => {
    const option = options.find((candidate) => candidate.value === raw);
    if (option) onValueChange(option.value);
  };

  return (
    <div>
      <label htmlFor={id} css={selectLabelStyle}>
        {label}
      </label>
      <Select.Root value={value} onValueChange={choose}>
        <Select.Trigger
          id={id}
          aria-invalid={hint === undefined ? undefined : true}
          aria-describedby={hint === undefined ? undefined : hintId}
          css={triggerStyle}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon css={iconStyle}>
            <ChevronDown aria-hidden="true" size={18} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} css={contentStyle}>
            <Select.Viewport css={viewportStyle}>
              {options.map((option) => (
                <Select.Item key={option.value} value={option.value} css={itemStyle}>
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator css={indicatorStyle}>
                    <Check aria-hidden="true" size={16} />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
