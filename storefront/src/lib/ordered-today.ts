/**
 * What this browser ordered today at a shop, by product id, for the per-customer daily limits
 * ('(limit 10)'). Kept in localStorage per shop and the shop's calendar day; the server checks the
 * same limit against its own order history when the order is placed.
 */
import { localParts } from '../../../engine/index.js';

function key(shopId: string, now: number, zone: string): string {
  return `ordered-${shopId}-${localParts(now, zone).date}`;
}

export function orderedToday(shopId: string, now: number, zone: string): Record<string, number> {
  if (typeof window === 'undefined') return {};
  try {
    const raw = JSON.parse(window.localStorage.getItem(key(shopId, now, zone)) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

/** Adds an order's quantities to today's counts. */
export function recordOrdered(shopId: string, lines: readonly { productId: string; quantity: number }[], now: number, zone: string): void {
  if (typeof window === 'undefined') return;
  const counts = orderedToday(shopId, now, zone);
  for (const l of lines) counts[l.productId] = (counts[l.productId] ?? 0) + l.quantity;
  window.localStorage.setItem(key(shopId, now, zone), JSON.stringify(counts));
}
