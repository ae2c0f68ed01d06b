/** Money as the CLI prints it. */
import { formatDollars } from '../../engine/index.js';

/** $12.34; negative amounts as -$12.34. */
export function dollars(cents: number): string {
  return formatDollars(cents);
}

/** A discount or credit shown as money taken off: -$1.23 (blank for 0 when `blankZero`). */
export function minusDollars(cents: number, blankZero = false): string {
  if (cents === 0) return blankZero ? '' : '$0.00';
  return formatDollars(-Math.abs(cents));
}
