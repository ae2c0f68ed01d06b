/**
 * The quote as customers may see it. Secrets stay secret: a public answer never names a promo
 * code the customer did not enter, a promotion the shop turned off, an automatic promotion that
 * is not offered at this time (outside its schedule or dates), or a price rule customers are not
 * shown (a price-increase, or a rule with showOriginalPrice false: they see the price alone).
 * The engine marks such trace entries `staffOnly` where it writes them
 * (engine/promotions/apply-promotions.ts, engine/pricing/price-cart.ts), so this one function
 * needs nothing but the quote; `shopctl price` and the studio print the full trace.
 */
import type { Quote, TraceEntry } from '../../schemas/generated/types.js';

/** The trace without its staff-only entries. */
export function publicTrace(trace: readonly TraceEntry[]): TraceEntry[] {
  return trace.filter((entry) => entry.staffOnly !== true);
}

/** The quote for a public answer (the quote API, an order's answers, an order read back): its staff-only trace entries removed. */
export function publicQuote(quote: Quote): Quote {
  return { ...quote, trace: publicTrace(quote.trace) };
}
