/** Money in server messages. */
import { groupThousands } from '../engine/index.js';

/** Whole dollars and cents of an integer cent amount, for messages ("12.05", "1,234.56"), as the storefront writes them. */
export function dollars(centsValue: number): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(centsValue);
  return `${sign}${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
