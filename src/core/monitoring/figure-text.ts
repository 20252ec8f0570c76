/**
 * Figures in findings' messages, through core/format.
 */
import { formatNumber } from '../format/number.ts';

/**
 * A figure with its unit for a finding's message.
 *
 * @param value The value, in `unit`.
 * @param unit The unit symbol shown after it (`Pa`, `Pa/d`, `%`, `s`), or '' for a count.
 * @param decimals Decimals shown (default 0).
 * @returns `1,234 Pa`, `12.5 Pa/d`, `35 %`, `12`.
 */
export function quantityText(value: number, unit: string, decimals = 0): string {
  const number = formatNumber(value, 'result', { decimals });
  return unit === '' ? number : `${number} ${unit}`;
}

/**
 * A duration for a finding's message, in the largest sensible unit.
 *
 * @param seconds The duration, s.
 * @returns `45 s`, `12.5 min`, `3.2 h`, `2.1 d`.
 */
export function durationText(seconds: number): string {
  if (seconds < 120) return quantityText(seconds, 's');
  if (seconds < 7200) return quantityText(seconds / 60, 'min', 1);
  if (seconds < 172_800) return quantityText(seconds / 3600, 'h', 1);
  return quantityText(seconds / 86_400, 'd', 1);
}
