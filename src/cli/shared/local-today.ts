/**
 * Today in the local calendar, as a command's default date (a plan's start,
 * a package's date of issue).
 *
 * @returns `YYYY-MM-DD`.
 */
export function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}
