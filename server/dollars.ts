/** Money in server messages. */

/** Whole dollars and cents of an integer cent amount, for messages ("12.05"). */
export function dollars(centsValue: number): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(centsValue);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
