/**
 * The revision table as the project overview edits it: add a revision after
 * the current one, edit a line, remove one. Each returns the project's
 * current revision and its table, kept valid per schema.ts (a revision
 * named and not blank, a calendar date `YYYY-MM-DD`, lines of at most
 * NAME_MAX_LENGTH characters); the projects machine writes them.
 */
import { isCalendarDate } from '../maintenance/dates.ts';
import type { Project, ProjectRevision } from './document.ts';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from './schema.ts';

/** What the table's edits change in a project: its current revision and its table. */
export type RevisionTable = Pick<Project, 'revision' | 'revisions'>;

/** The alphabet of a letter revision, by case. */
const LETTERS = { upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', lower: 'abcdefghijklmnopqrstuvwxyz' } as const;

/** Letters of one case counted as a spreadsheet counts its columns: Z → AA, AZ → BA. */
function nextLetters(run: string): string {
  const alphabet = run === run.toUpperCase() ? LETTERS.upper : LETTERS.lower;
  const chars = [...run];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    const position = alphabet.indexOf(chars[index]!);
    if (position < alphabet.length - 1) {
      chars[index] = alphabet[position + 1]!;
      return chars.join('');
    }
    chars[index] = alphabet[0]!;
  }
  return `${alphabet[0]}${chars.join('')}`;
}

/**
 * The revision after `current`, as a revision table names them.
 *
 * @param current The current revision (`A`, `3`, `P2`, `rev c`).
 * @returns Its last run of digits counted up, keeping leading zeros
 *   (`P2` → `P3`, `09` → `10`, `1.9` → `1.10`); else its last run of
 *   latin letters counted as spreadsheet columns, in their case (`A` → `B`,
 *   `Z` → `AA`, `rev c` → `rev d`); else `current` with `1` appended
 *   (`—` → `—1`). Blank gives `A`.
 */
export function nextRevision(current: string): string {
  const text = current.trim();
  if (text === '') return 'A';
  const digits = /(\d+)(\D*)$/.exec(text);
  if (digits !== null && /^[^A-Za-z]*$/.test(digits[2]!)) {
    const counted = String(BigInt(digits[1]!) + 1n).padStart(digits[1]!.length, '0');
    return `${text.slice(0, digits.index)}${counted}${digits[2]}`;
  }
  const letters = /([A-Z]+|[a-z]+)([^A-Za-z]*)$/.exec(text);
  if (letters !== null) return `${text.slice(0, letters.index)}${nextLetters(letters[1]!)}${letters[2]}`;
  return `${text}1`;
}

/**
 * Reads one line of the table as edited.
 *
 * @param line The line's texts.
 * @param others The other lines' revisions (a revision names one line only).
 * @returns `success` with the line trimmed, or `error` with one line per
 *   problem naming the field and the value.
 */
export function readRevisionLine(line: ProjectRevision, others: readonly string[]): { status: 'success'; line: ProjectRevision } | { status: 'error'; issues: string[] } {
  const trimmed = { revision: line.revision.trim(), date: line.date.trim(), by: line.by.trim(), description: line.description.trim() };
  const issues: string[] = [];
  if (trimmed.revision === '') issues.push('Revision: give the revision, not blank');
  else if (trimmed.revision.length > NAME_MAX_LENGTH) issues.push(`Revision: at most ${NAME_MAX_LENGTH} characters, got ${trimmed.revision.length}`);
  else if (others.includes(trimmed.revision)) issues.push(`Revision: ${trimmed.revision} is already in the table`);
  if (!isCalendarDate(trimmed.date)) issues.push(`Date: expected a calendar date YYYY-MM-DD, got ${trimmed.date === '' ? 'nothing' : trimmed.date}`);
  if (trimmed.by.length > NAME_MAX_LENGTH) issues.push(`By: at most ${NAME_MAX_LENGTH} characters, got ${trimmed.by.length}`);
  if (trimmed.description.length > DESCRIPTION_MAX_LENGTH) issues.push(`Description: at most ${DESCRIPTION_MAX_LENGTH} characters, got ${trimmed.description.length}`);
  return issues.length > 0 ? { status: 'error', issues } : { status: 'success', line: trimmed };
}

/**
 * Adds a revision after the current one and makes it current.
 *
 * @param project The project.
 * @param date Today on the device, `YYYY-MM-DD`.
 * @returns The table with a line named `nextRevision` of the current
 *   revision (counted on past any name the table already holds), dated
 *   `date`, by the site's engineer, with a blank description.
 */
export function addRevision(project: Project, date: string): RevisionTable {
  const taken = new Set(project.revisions.map(({ revision }) => revision));
  let revision = nextRevision(project.revision);
  while (taken.has(revision)) revision = nextRevision(revision);
  return { revision, revisions: [...project.revisions, { revision, date, by: project.site.engineer.trim(), description: '' }] };
}

/**
 * Puts an edited line in place of the line at `index`; the current revision follows it when it was that line.
 *
 * @param line The line, read by `readRevisionLine`.
 */
export function replaceRevision(project: Project, index: number, line: ProjectRevision): RevisionTable {
  const old = project.revisions[index];
  if (old === undefined) return { revision: project.revision, revisions: project.revisions };
  return { revision: project.revision === old.revision ? line.revision : project.revision, revisions: project.revisions.map((each, at) => (at === index ? line : each)) };
}

/**
 * Removes the line at `index`. When it was the current revision, the last
 * line left becomes current; with none left, the current revision keeps
 * its name (the file requires one).
 */
export function removeRevision(project: Project, index: number): RevisionTable {
  const old = project.revisions[index];
  const revisions = project.revisions.filter((_, at) => at !== index);
  const last = revisions.at(-1);
  const revision = old !== undefined && old.revision === project.revision && last !== undefined ? last.revision : project.revision;
  return { revision, revisions };
}

/**
 * Why a table cannot be written into the project, as schema.ts would refuse it.
 *
 * @returns The first problem: the current revision blank or too long, or
 *   a line's (`Revision B: Date: expected a calendar date YYYY-MM-DD, got
 *   2026-02-30`); `undefined` when the table is valid.
 */
export function revisionTableIssue(table: RevisionTable): string | undefined {
  const current = table.revision.trim();
  if (current === '' || current.length > NAME_MAX_LENGTH) return `Revision: the current revision must be named in 1 to ${NAME_MAX_LENGTH} characters, got ${current.length}`;
  for (const [index, line] of table.revisions.entries()) {
    const read = readRevisionLine(line, table.revisions.filter((_, at) => at !== index).map(({ revision }) => revision.trim()));
    if (read.status === 'error') return `Revision ${line.revision}: ${read.issues[0]}`;
  }
  return undefined;
}
