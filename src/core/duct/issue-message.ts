import { MIN_NORMAL, type DuctIssue } from './solve.ts';
import { formatNumber } from '../format/number.ts';
import { QUANTITY_LABELS } from './units.ts';

/**
 * Turns a duct issue into one plain sentence for a person.
 *
 * @param issue The issue from `solveDuct` or `checkDuctInput`.
 * @param fieldName How the user knows the field: the form label by default,
 *   or a CLI option such as `--q`.
 * @param givenText The value exactly as the user typed it. Defaults to the
 *   issue's number. Pass the raw text so a message never shows a converted
 *   figure or the word Infinity for something the user did not type.
 * @returns For example `--q must be greater than zero, got -3`.
 */
export function describeDuctIssue(
  issue: DuctIssue,
  fieldName: string = QUANTITY_LABELS[issue.field],
  givenText: string = String(issue.value),
): string {
  switch (issue.reason) {
    case 'missing':
      return `${fieldName} is required`;
    case 'not-a-number':
      return `${fieldName} must be a number, got ${givenText}`;
    case 'not-finite':
      return `${fieldName} must be a finite number, got ${givenText}`;
    case 'zero':
    case 'negative':
      return `${fieldName} must be greater than zero, got ${givenText}`;
    case 'too-small':
      return `${fieldName} is too small to compute with (below ${formatNumber(MIN_NORMAL, 'field')} in metric or imperial units), got ${givenText}`;
    case 'result-out-of-range':
      return `${fieldName} cannot be computed: the result is out of range for these inputs`;
  }
}
