/**
 * Money, time and age formatting for the console. Amounts come from the server (an order's
 * totals, a line's total); the console formats them and never adds them up.
 */

/** '$12.95', '-$1.50'; cents are integers. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount taken off the order, as '-$3.00' (the server's discount is a positive amount). */
export function formatTakenOff(cents: number): string {
  return `-${formatCents(cents)}`;
}

/** '12:40 PM' in the browser's zone (the tablet sits in the restaurant). */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** 'just now', '4 min ago', '1 h 5 min ago' from an instant to `now` (epoch ms). */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const h = Math.floor(minutes / 60);
  return `${h} h ${minutes % 60} min ago`;
}

/** 'in 25 min', 'due now', '5 min late' for a due instant. */
export function formatDueIn(iso: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes === 0) return 'due now';
  if (minutes > 0) return minutes < 90 ? `in ${minutes} min` : `at ${formatClock(iso)}`;
  return `${-minutes} min late`;
}

export const CART_TYPE_LABEL = { PICKUP: 'Pick Up', DELIVERY: 'Delivery', DINEIN: 'Dine-In' } as const;
