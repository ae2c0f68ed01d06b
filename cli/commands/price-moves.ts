/**
 * The "What moved the total" part of `shopctl price`: every fee, threshold and rule that changed
 * a quote's total, one line each, read from the quote's trace.
 */
import type { Quote } from '../../schemas/index.js';
import { dollars } from '../format/index.js';

type TraceEntry = Quote['trace'][number];

/** How a fired trace step moves the total: added (a fee), taken off (a credit), by its sign (a price rule), or not at all (a threshold). */
type Effect = 'adds' | 'takes-off' | 'signed' | 'none';

const STEPS: Readonly<Record<string, { readonly label: string; readonly effect: Effect }>> = {
  'price-factor': { label: 'Price rule', effect: 'signed' },
  'price-increase': { label: 'Price rule', effect: 'signed' },
  'fixed-price': { label: 'Price rule', effect: 'signed' },
  promotion: { label: 'Promotion', effect: 'takes-off' },
  'service-fee': { label: 'Service fee', effect: 'adds' },
  'delivery-fee': { label: 'Delivery fee', effect: 'adds' },
  'free-delivery': { label: 'Free delivery', effect: 'takes-off' },
  'delivery-minimum': { label: 'Delivery minimum', effect: 'none' },
  'pickup-minimum': { label: 'Pickup minimum', effect: 'none' },
  'retail-untaxed': { label: 'Untaxed (retail)', effect: 'none' },
  tax: { label: 'Tax', effect: 'adds' },
  tip: { label: 'Tip', effect: 'adds' },
  donation: { label: 'Donation', effect: 'adds' },
  cashback: { label: 'Cashback applied', effect: 'takes-off' },
};

function amountText(t: TraceEntry, effect: Effect): string {
  const cents = t.amountCents ?? 0;
  if (effect === 'none' || cents === 0) return '';
  if (effect === 'adds') return `+${dollars(cents)}`;
  if (effect === 'takes-off') return dollars(-Math.abs(cents));
  return cents > 0 ? `+${dollars(cents)}` : dollars(cents);
}

/** The rows [what, amount, why] of every fired step that moved the total (or blocked it, for a minimum), in pricing order. */
export function totalMoves(quote: Quote): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const t of quote.trace) {
    const step = STEPS[t.step];
    if (!t.fired || !step) continue;
    const what = t.ruleId === undefined ? step.label : `${step.label} ${t.ruleId}`;
    rows.push([what, amountText(t, step.effect), t.reason]);
  }
  return rows;
}
