/**
 * The projects dialog, opened from the header: the projects on this device
 * (a damaged record shown with its reason, to export or delete), the current
 * project's Rename, Duplicate, Export and Delete (with Undo), New (blank or
 * from what the tools keep on this device), Import, and the overview.
 */
import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { Link } from 'wouter';
import { Copy, Download, FilePlus2, Trash2 } from 'lucide-react';
import { paths } from '../paths.ts';
import { iconAction, primaryAction, secondaryAction } from '../shell/action-styles.ts';
import { DialogHeader } from '../shell/dialog-header.tsx';
import { dialogOverlayStyle, dialogPanelStyle } from '../shell/dialog-styles.ts';
import { controlBoxStyle } from '../shell/form-styles.ts';
import { actionRowStyle } from '../shell/section-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { useReturnFocus } from '../shell/use-return-focus.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { selectCurrent } from '../../machines/project/selectors.ts';
import { projectActor } from './actor.ts';
import { createProject, newProjectId } from './commands.ts';
import { ImportButton } from './import-button.tsx';
import { ProjectNotice } from './notice.tsx';

const panelStyle = [dialogPanelStyle('36rem'), css({ '& h3': { margin: `${space.lg} 0 ${space.sm}`, fontSize: font.size.md } })];
const descriptionStyle = css({ margin: `${space.xs} 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm });
const listStyle = css({ margin: 0, padding: 0, listStyle: 'none', border: `1px solid ${colors.border}`, borderRadius: radius.sm });
const itemStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, padding: space.xs, '& + &': { borderTop: `1px solid ${colors.border}` } });
const openStyle = css({
  flex: '1 1 12rem',
  minHeight: '2.5rem',
  padding: `${space.xs} ${space.sm}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: colors.text,
  font: 'inherit',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  '&:hover': { background: colors.selected, color: colors.primary },
  '&:focus-visible': focusRing,
  '&[aria-current="true"]': { background: colors.selected, color: colors.primary, fontWeight: 700, boxShadow: `inset 3px 0 0 ${colors.primary}` },
});
const damagedStyle = css({ flex: '1 1 12rem', margin: 0, padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, overflowWrap: 'anywhere', '& strong': { color: colors.danger } });
const fieldStyle = css({ ...controlBoxStyle, flex: '1 1 12rem', minWidth: 0 });
const primaryStyle = css({ ...primaryAction, '&:focus-visible': focusRing });
const secondaryStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const closeStyle = css({ ...iconAction, '&:focus-visible': focusRing });
const linkStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/** The dialog; `onClose` unmounts it. */
export function SwitcherDialog({ onClose }: { onClose: () => void }) {
  const actor = projectActor();
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const current = useSelector(actor, (snapshot) => selectCurrent(snapshot.context));
  const deleted = useSelector(actor, (snapshot) => snapshot.context.deleted);
  const returnFocus = useReturnFocus();
  const ids = { rename: useId(), name: useId() };
  const [newName, setNewName] = useState('');
  const readable = current?.read.status === 'success';


  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay css={dialogOverlayStyle} />
        <Dialog.Content css={panelStyle} {...returnFocus}>
          <DialogHeader>Projects</DialogHeader>
          <Dialog.Description css={descriptionStyle}>Kept on this device. The current project is the one the overview shows and the file you export.</Dialog.Description>
          <ProjectNotice />
          <UndoNotice
            message={deleted && `Deleted ${deleted.entry.name}.`}
            onUndo={() => actor.send({ type: 'undo.restore' })}
            onDismiss={() => actor.send({ type: 'undo.dismiss' })}
          />

          {entries === undefined ? (
            <p role="status">Reading the projects on this device…</p>
          ) : entries.length === 0 ? (
            <p>No project on this device yet: start a new one or import a file.</p>
          ) : (
            <ul css={listStyle} aria-label="Projects on this device">
              {entries.map((entry) => (
                <li key={entry.id} css={itemStyle}>
                  {entry.read.status === 'success' ? (
                    <button type="button" css={openStyle} aria-current={entry.id === current?.id ? 'true' : undefined} onClick={() => actor.send({ type: 'project.open', id: entry.id })}>
                      {entry.name}
                    </button>
                  ) : (
                    <>
                      <p css={damagedStyle}>
                        {entry.name}: <strong>damaged</strong>, {entry.read.message}
                      </p>
                      <button type="button" css={closeStyle} aria-label={`Export ${entry.name}`} title="Export as stored" onClick={() => actor.send({ type: 'project.export', id: entry.id })}>
                        <Download aria-hidden="true" size={18} />
                      </button>
                      <button type="button" css={closeStyle} aria-label={`Delete ${entry.name}`} title="Delete" onClick={() => actor.send({ type: 'project.delete', id: entry.id })}>
                        <Trash2 aria-hidden="true" size={18} />
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}

          {current !== undefined && readable && (
            <section aria-labelledby={ids.rename}>
              <h3 id={ids.rename}>Current project</h3>
              <form
                css={actionRowStyle}
                key={`${current.id}-${current.name}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const name = new FormData(event.currentTarget).get('name');
                  actor.send({ type: 'project.rename', id: current.id, name: typeof name === 'string' ? name : '', now: Date.now() });
                }}
              >
                <label css={visuallyHidden} htmlFor={`${ids.rename}-name`}>
                  Project name
                </label>
                <input id={`${ids.rename}-name`} name="name" defaultValue={current.name} css={fieldStyle} autoComplete="off" />
                <button type="submit" css={secondaryStyle}>
                  Rename
                </button>
              </form>
              <div css={[actionRowStyle, { marginTop: space.sm }]}>
                <button type="button" css={secondaryStyle} onClick={() => actor.send({ type: 'project.duplicate', id: current.id, newId: newProjectId(), now: Date.now() })}>
                  <Copy aria-hidden="true" size={16} />
                  Duplicate
                </button>
                <button type="button" css={secondaryStyle} onClick={() => actor.send({ type: 'project.export', id: current.id })}>
                  <Download aria-hidden="true" size={16} />
                  Export
                </button>
                <button type="button" css={secondaryStyle} onClick={() => actor.send({ type: 'project.delete', id: current.id })}>
                  <Trash2 aria-hidden="true" size={16} />
                  Delete
                </button>
                <Link href={paths.project.path} css={linkStyle} onClick={onClose}>
                  Open the overview
                </Link>
              </div>
            </section>
          )}

          <h3>New or imported</h3>
          <form
            css={actionRowStyle}
            onSubmit={(event) => {
              event.preventDefault();
              void createProject(newName, false);
              setNewName('');
            }}
          >
            <label css={visuallyHidden} htmlFor={ids.name}>
              New project name
            </label>
            <input id={ids.name} value={newName} placeholder="New project name" onChange={(event) => setNewName(event.target.value)} css={fieldStyle} autoComplete="off" />
            <button type="submit" css={primaryStyle}>
              <FilePlus2 aria-hidden="true" size={16} />
              New
            </button>
          </form>
          <div css={[actionRowStyle, { marginTop: space.sm }]}>
            <button
              type="button"
              css={secondaryStyle}
              title="A project with the exhaust system and the maintenance plan this device keeps (they stay as they are)"
              onClick={() => {
                void createProject(newName.trim() === '' ? 'From this device' : newName, true);
                setNewName('');
              }}
            >
              New from this device's data
            </button>
            <ImportButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
