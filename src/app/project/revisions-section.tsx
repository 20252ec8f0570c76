/**
 * The current revision and the revision table on the overview: "Add
 * revision" adds the next revision (today, by the engineer) and makes it
 * current; each line can be edited or removed; each change offers an Undo
 * that writes back the table it replaced. The table prints; its buttons
 * and the editor do not. The edits are core's (revisions.ts).
 */
import { useState } from 'react';
import { css } from '@emotion/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Project, ProjectRevision } from '../../core/project/document.ts';
import { addRevision, readRevisionLine, removeRevision, replaceRevision, revisionTableIssue, type RevisionTable } from '../../core/project/revisions.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { dataTableStyle } from '../shell/data-table-style.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { actionRowStyle, leadStyle, noPrint, sectionHeadingStyle } from '../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { projectActor } from './actor.ts';
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { FormFooter } from './form-footer.tsx';
import { overviewSectionStyle } from './styles.ts';

const tableStyle = css({
  ...dataTableStyle,
  marginTop: space.sm,
  '& td': { overflowWrap: 'break-word' },
  '& td.date': { whiteSpace: 'nowrap' },
  '@media print': { '& thead th': { position: 'static' } },
  // On a phone each line is a card: its cells one under another, each named.
  '@media screen and (max-width: 767.98px)': {
    '& thead': visuallyHidden,
    '& tr': { display: 'block', padding: `${space.sm} 0`, borderBottom: `1px solid ${colors.border}` },
    '& th, & td': { display: 'block', padding: `${space.xs} 0`, border: 0 },
    '& [data-label]::before': { content: 'attr(data-label) ": "', color: colors.textMuted },
  },
});
const scrollStyle = css({ overflowX: 'auto' });
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const smallButtonStyle = css({ ...secondaryAction, minHeight: '2.25rem', fontSize: font.size.sm, '&:focus-visible': focusRing });
const editorStyle = css({ display: 'grid', gap: space.md, marginTop: space.md, paddingTop: space.md, borderTop: `1px solid ${colors.border}` });

/** Writes the current revision and the table into the current project. */
const saveTable = (table: RevisionTable) => projectActor().send({ type: 'revisions.save', table, now: Date.now() });

/** What the last change replaced, for its Undo. */
interface Changed {
  readonly message: string;
  readonly previous: RevisionTable;
}

/** The revision table, with its Add, Edit and Remove. */
export function RevisionsSection({ project }: { project: Project }) {
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [changed, setChanged] = useState<Changed | undefined>(undefined);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  /** Writes a table the file can hold, with its Undo; a table it cannot (a line of an imported file too long) is refused here, naming why, and nothing changes. */
  const change = (message: string, table: RevisionTable): boolean => {
    const issue = revisionTableIssue(table);
    setRefused(issue === undefined ? undefined : `Not changed: ${issue}`);
    if (issue !== undefined) return false;
    setChanged({ message, previous: { revision: project.revision, revisions: project.revisions } });
    saveTable(table);
    return true;
  };
  const add = () => {
    const table = addRevision(project, localCalendarDate(new Date()));
    if (change(`Added revision ${table.revision}, now current.`, table)) setEditing(table.revisions.length - 1);
  };

  return (
    <section css={overviewSectionStyle} aria-labelledby="project-revisions">
      <h2 id="project-revisions" css={sectionHeadingStyle}>
        Revisions
      </h2>
      <p css={leadStyle}>
        Current revision: <strong>{project.revision}</strong>
      </p>
      {project.revisions.length === 0 ? (
        <p>The revision table is empty.</p>
      ) : (
        <div css={scrollStyle}>
          <table css={tableStyle}>
            <caption>Revision table</caption>
            <thead>
              <tr>
                <th scope="col">Revision</th>
                <th scope="col">Date</th>
                <th scope="col">By</th>
                <th scope="col">Description</th>
                <th scope="col" css={noPrint}>
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {project.revisions.map((line, index) => (
                <tr key={`${index}-${line.revision}`}>
                  <th scope="row" data-label="Revision">
                    {line.revision}
                  </th>
                  <td className="date" data-label="Date">
                    {line.date}
                  </td>
                  <td data-label="By">{line.by}</td>
                  <td data-label="Description">{line.description}</td>
                  <td css={noPrint}>
                    <div css={actionRowStyle}>
                      <button type="button" css={smallButtonStyle} aria-label={`Edit revision ${line.revision}`} title={`Edit revision ${line.revision}`} onClick={() => setEditing(index)}>
                        <Pencil aria-hidden="true" size={16} />
                      </button>
                      <button
                        type="button"
                        css={smallButtonStyle}
                        aria-label={`Remove revision ${line.revision}`}
                        title={`Remove revision ${line.revision}`}
                        onClick={() => {
                          setEditing(undefined);
                          change(`Removed revision ${line.revision}.`, removeRevision(project, index));
                        }}
                      >
                        <Trash2 aria-hidden="true" size={16} />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing !== undefined && project.revisions[editing] !== undefined ? (
        <RevisionEditor
          key={editing}
          line={project.revisions[editing]}
          others={project.revisions.filter((_, at) => at !== editing).map(({ revision }) => revision)}
          onCancel={() => setEditing(undefined)}
          onSave={(line) => {
            if (change(`Saved revision ${line.revision}.`, replaceRevision(project, editing, line))) setEditing(undefined);
          }}
        />
      ) : (
        <div css={[actionRowStyle, noPrint, css({ marginTop: space.md })]}>
          <button type="button" css={buttonStyle} onClick={add}>
            <Plus aria-hidden="true" size={18} />
            Add revision
          </button>
        </div>
      )}
      {refused && (
        <p role="alert" css={noPrint}>
          {refused}
        </p>
      )}
      <UndoNotice
        message={changed?.message}
        onUndo={() => {
          if (changed) saveTable(changed.previous);
          setChanged(undefined);
          setEditing(undefined);
        }}
        onDismiss={() => setChanged(undefined)}
      />
    </section>
  );
}

const FIELDS = [
  { key: 'revision', label: 'Revision' },
  { key: 'date', label: 'Date', help: 'YYYY-MM-DD' },
  { key: 'by', label: 'By' },
  { key: 'description', label: 'Description' },
] as const;

/** One line's editor: its four fields, read by core on Save; each problem named, nothing saved while one stands. */
function RevisionEditor({ line, others, onSave, onCancel }: { line: ProjectRevision; others: readonly string[]; onSave: (line: ProjectRevision) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<ProjectRevision>(line);
  const [issues, setIssues] = useState<readonly string[]>([]);
  return (
    <form
      css={[editorStyle, noPrint]}
      aria-label={`Edit revision ${line.revision}`}
      onSubmit={(event) => {
        event.preventDefault();
        const read = readRevisionLine(draft, others);
        if (read.status === 'error') setIssues(read.issues);
        else onSave(read.line);
      }}
    >
      <FieldGroup legend={`Revision ${line.revision}`}>
        {FIELDS.map((field) => (
          <UnitField key={field.key} label={field.label} help={'help' in field ? field.help : undefined} value={draft[field.key]} onChange={(text) => setDraft({ ...draft, [field.key]: text })} />
        ))}
      </FieldGroup>
      <FormFooter problems={issues} saveLabel="Save revision" onCancel={onCancel} />
    </form>
  );
}
