import { useId } from 'react';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import { labelStyle } from '../shell/form-styles.ts';
import type { SelectOption } from '../shell/labelled-select.tsx';
import { colors, focusRing, space } from '../shell/theme.ts';
import { ToolChoiceField } from '../shell/tool-fields.tsx';
import { BaghouseActorContext } from './actor-context.ts';

/** The value a select shows for "not given". */
const NONE = 'none';

/**
 * A select bound to the machine, with a "not given" entry when the field is
 * optional. A value typed in a link that is not in the list is named in the
 * placeholder and still used (the design warns about it). Left empty, a
 * choice with no "not given" entry shows its first option, which the reader
 * takes as the default (pulse-jet cleaning).
 */
export function ChoiceField({ field, label, options, noneLabel }: { field: BaghouseTextField; label: string; options: readonly SelectOption<string>[]; noneLabel?: string }) {
  const all = noneLabel === undefined ? options : [{ value: NONE, label: noneLabel }, ...options];
  return <ToolChoiceField field={field} label={label} options={all} whenEmpty={all[0]?.value} none={NONE} />;
}

const checkboxRowStyle = { display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem' } as const;
const checkboxStyle = { width: '1.25rem', height: '1.25rem', accentColor: colors.primary, '&:focus-visible': focusRing } as const;

/** Whether the bag's closed bottom counts as cloth. */
export function BagBottomField() {
  const actorRef = BaghouseActorContext.useActorRef();
  const text = BaghouseActorContext.useSelector((snapshot) => snapshot.context.texts.bagBottom);
  const change = (changed: string) => actorRef.send({ type: 'field.change', field: 'bagBottom', text: changed });
  const id = useId();
  return (
    <div>
      <span css={labelStyle} aria-hidden="true">
        Bag bottom
      </span>
      <div css={checkboxRowStyle}>
        <input id={id} type="checkbox" checked={text === 'yes'} onChange={(event) => change(event.target.checked ? 'yes' : '')} css={checkboxStyle} />
        <label htmlFor={id}>Count the bottom (π·D²/4) as cloth</label>
      </div>
    </div>
  );
}
