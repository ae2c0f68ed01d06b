/** The picks as the product page shows them (only the product page needs this, so it loads with it). */
import type { ResolvedProduct } from '../menu/types.js';
import { pickIndexOf, readLinePicks, type CustomerPicks } from './picks.js';

/**
 * The picks as the product page shows them: the line's own (its removals left out) and the
 * options that start picked which the line does not name, in the groups that show now.
 */
export function effectivePicks(product: ResolvedProduct, picks: CustomerPicks): CustomerPicks {
  if (pickIndexOf(product).defaults.length === 0) return picks;
  const out: Record<string, CustomerPicks[string]> = {};
  for (const id of Object.keys(picks)) if (picks[id] !== false && picks[id] !== undefined) out[id] = picks[id];
  for (const p of readLinePicks(product, picks).placed) {
    if (!p.removed && !Object.hasOwn(picks, p.modifier.id)) out[p.modifier.id] = true;
  }
  return out;
}
