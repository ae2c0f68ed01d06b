/** Phrases shared by the rule kinds' explain sentences. */
import type { Rule } from '../../schemas/generated/types.js';
import { describeWhen } from '../explain/selector-text.js';
import { formatDollars } from '../money.js';
import type { ExplainContext } from './types.js';

export const TARGET_NOUNS = { category: 'categories', product: 'products', modgroup: 'modifier groups', modifier: 'modifiers' } as const;

/** ' <when>' when the rule is timed, '' otherwise; named schedules spelled out from `context`. */
export function whenSuffix(when: Extract<Rule, { kind: 'hide' }>['when'], context?: ExplainContext): string {
  return when === undefined ? '' : ` ${describeWhen(when, context?.schedules)}`;
}

/** A rounding mode in words. */
export function roundingWords(r: 'floor' | 'ceil' | 'half-up' | undefined): string {
  if (r === 'ceil') return 'rounded up to the cent';
  if (r === 'half-up') return 'rounded half up to the cent';
  return 'rounded down to the cent';
}

/** '1 mile', '2.5 miles'. */
export function miles(n: number): string {
  return `${n} mile${n === 1 ? '' : 's'}`;
}

/** Delivery bands in words: '$3.00 up to 2 miles, $5.00 beyond'. */
export function bandsText(bands: readonly { upToMiles?: number; feeCents: number }[]): string {
  return bands
    .map((b) => (b.upToMiles === undefined ? `${formatDollars(b.feeCents)} beyond` : `${formatDollars(b.feeCents)} up to ${miles(b.upToMiles)}`))
    .join(', ');
}
