import { useId } from 'react';
import { css } from '@emotion/react';
import { Dialog } from 'radix-ui';
import { COMPRESSED_AIR_READING, PRESSURE_DROP_READING } from '../../core/maintenance/measures.ts';
import { unitSymbol } from '../../machines/maintenance/readings.ts';
import { selectTasks } from '../../machines/maintenance/selectors.ts';
import { shownTickText, type TickField } from '../../machines/maintenance/tick.ts';
import { primaryAction, secondaryAction } from '../shell/action-styles.ts';
import { controlBoxStyle, labelStyle } from '../shell/form-styles.ts';
import { DialogHeader } from '../shell/dialog-header.tsx';
import { dialogOverlayStyle, dialogPanelStyle } from '../shell/dialog-styles.ts';
import { actionRowStyle } from '../shell/section-styles.ts';
import { colors, focusRing, font, media, space } from '../shell/theme.ts';
import { FieldHint, UnitField } from '../shell/unit-field.tsx';
import { useReturnFocus } from '../shell/use-return-focus.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText } from './dates.ts';

const panelStyle = dialogPanelStyle('32rem');
const descriptionStyle = css({ margin: `${space.xs} 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.45 });
const fieldsStyle = css({ display: 'grid', gap: space.md, [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } });
const wideStyle = css({ [media.medium]: { gridColumn: '1 / -1' } });
const noteStyle = css({ ...controlBoxStyle, width: '100%', height: '5rem', padding: space.sm, resize: 'vertical' });
const primaryStyle = css({ ...primaryAction, '&:focus-visible': focusRing });
const secondaryStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/**
 * Ticks one task off: the operator's initials, a note, and the optional ΔP
 * and compressed-air readings in the unit system's units (or with their own
 * unit). A modal dialog: it traps focus, closes on Escape, and gives focus
 * back to the task's button that opened it.
 */
export function TickDialog() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const draft = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.draft);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  const task = MaintenanceActorContext.useSelector((snapshot) => selectTasks(snapshot.context).find((each) => each.id === snapshot.context.draft?.taskId));
  const noteId = useId();
  const returnFocus = useReturnFocus();
  if (draft === undefined || task === undefined) return null;
  const text = (field: TickField) => (value: string) => actorRef.send({ type: 'tick.text', field, text: value });
  const save = () => actorRef.send({ type: 'tick.save', doneAt: new Date().toISOString() });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && actorRef.send({ type: 'tick.cancel' })}>
      <Dialog.Portal>
        <Dialog.Overlay css={dialogOverlayStyle} />
        <Dialog.Content css={panelStyle} {...returnFocus}>
          <DialogHeader>Tick off: {task.component}</DialogHeader>
          <Dialog.Description css={descriptionStyle}>
            <strong>{dateText(draft.date, 'day')}.</strong> {task.check}.
            {task.criterion !== null && (
              <>
                <br />
                Criterion: {task.criterion}.
              </>
            )}
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <div css={fieldsStyle}>
              <UnitField label="Initials" value={draft.texts.initials} hint={draft.issues.initials} help="The operator's, 1 to 4 letters" onChange={text('initials')} />
              <div css={wideStyle}>
                <label htmlFor={noteId} css={labelStyle}>
                  Note
                </label>
                <textarea id={noteId} value={draft.texts.note} onChange={(event) => text('note')(event.target.value)} css={noteStyle} />
              </div>
              <UnitField
                label="ΔP reading"
                unit={unitSymbol(PRESSURE_DROP_READING, system)}
                value={shownTickText(draft, 'pressureDrop', system)}
                hint={draft.issues.pressureDrop}
                help="Optional"
                onChange={text('pressureDrop')}
              />
              <UnitField
                label="Compressed air (gauge)"
                unit={unitSymbol(COMPRESSED_AIR_READING, system)}
                value={shownTickText(draft, 'compressedAir', system)}
                hint={draft.issues.compressedAir}
                help="Optional"
                onChange={text('compressedAir')}
              />
            </div>
            {Object.keys(draft.issues).length > 0 && <FieldHint id={`${noteId}-issues`}>The entry was not saved: correct the fields marked above.</FieldHint>}
            <div css={[actionRowStyle, { marginTop: space.lg, justifyContent: 'flex-end' }]}>
              <Dialog.Close asChild>
                <button type="button" css={secondaryStyle}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" css={primaryStyle}>
                Save to the log
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
