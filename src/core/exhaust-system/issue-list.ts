/**
 * A sheet's problems as a list a person reads: each once, in the order they
 * were found, and no longer than a screen, the rest counted.
 */
import type { SystemIssue } from './design.ts';

/** The most problems a list names; a sheet with more gets one line counting the rest. */
export const MAX_LISTED_ISSUES = 50;

/**
 * The lines that list a sheet's problems.
 *
 * @param issues Every problem found (`readSystem`, `sheetFromCsv`, `sheetFromJson`, `designSystem`).
 * @param max The most lines of problems (default {@link MAX_LISTED_ISSUES}).
 * @returns Each distinct message once, in order, at most `max` of them,
 *   then `… and 950 more problems` when some are left out.
 */
export function issueLines(issues: readonly SystemIssue[], max = MAX_LISTED_ISSUES): string[] {
  const messages = [...new Set(issues.map(({ message }) => message))];
  if (messages.length <= max) return messages;
  const more = messages.length - max;
  return [...messages.slice(0, max), `… and ${more} more problem${more === 1 ? '' : 's'}`];
}
