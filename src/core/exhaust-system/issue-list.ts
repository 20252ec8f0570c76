/**
 * A sheet's problems as a list a person reads: each once, in the order they
 * were found, and no longer than a screen, the rest counted.
 */
import type { SystemIssue } from './design.ts';

/** The most problems a list names; a sheet with more gets one line counting the rest. */
export const MAX_LISTED_ISSUES = 50;

/**
 * Lines no longer than a screen: the first `max`, then one counting the rest.
 *
 * @param lines One line per problem, each once.
 * @param max The most lines (default {@link MAX_LISTED_ISSUES}).
 * @returns At most `max` lines, then `… and 950 more problems` when some are left out.
 */
export function cappedLines(lines: readonly string[], max = MAX_LISTED_ISSUES): string[] {
  return lines.length <= max ? [...lines] : [...lines.slice(0, max), moreProblemsLine(lines.length - max)];
}

/** The line that counts the problems a list leaves out: `… and 950 more problems`. */
export const moreProblemsLine = (more: number): string => `… and ${more} more problem${more === 1 ? '' : 's'}`;

/**
 * The lines that list a sheet's problems.
 *
 * @param issues Every problem found (`readSystem`, `sheetFromCsv`, `sheetFromJson`, `designSystem`).
 * @param max The most lines of problems (default {@link MAX_LISTED_ISSUES}).
 * @returns Each distinct message once, in order, at most `max` of them,
 *   then `… and 950 more problems` when some are left out.
 */
export function issueLines(issues: readonly SystemIssue[], max = MAX_LISTED_ISSUES): string[] {
  return cappedLines([...new Set(issues.map(({ message }) => message))], max);
}
