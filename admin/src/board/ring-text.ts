/** The ring bar's words. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What is waiting, most urgent first (a live region: screen readers read it out). */
export function ringText(escalated: number, unacknowledged: number, waiting: number): string {
  if (escalated > 0) return `${plural(escalated, 'order')} waiting too long${waiting > escalated ? ` · ${waiting} new in all` : ''}`;
  if (unacknowledged > 0) return plural(unacknowledged, 'new order');
  return waiting > 0 ? `${plural(waiting, 'new order')} to accept` : 'No new orders';
}
