/**
 * The notice a cart needs: the largest `leadMinutes` of the lead-time rules matching one of its
 * products, with the name its message uses (the rule's `name`, else the category's when the rule
 * matches by category, else the product's).
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { holdsForCartType, type CartType } from '../cart-types.js';
import { compileProfile } from '../compile.js';
import { matchesProduct } from '../match.js';
import { humanizeMinutes, selectsByCategory } from '../rules/lead-time.js';

export interface CartNotice {
  readonly minutes: number;
  readonly ruleId: string;
  /** 'Catering trays' */
  readonly name: string;
  /** The name is plural ('Catering trays need ...'). */
  readonly plural: boolean;
  /** '24 hours' */
  readonly notice: string;
}

/** The notice the cart's products need for its order type (default: the cart's default), or undefined when none needs any. */
export function cartNotice(profile: LoadedProfile, productIds: readonly string[], cartType?: CartType): CartNotice | undefined {
  const compiled = compileProfile(profile);
  const type = cartType ?? compiled.defaultCartType;
  const rules = compiled.rulesByKind['lead-time'].filter((r) => holdsForCartType(r, type));
  if (rules.length === 0) return undefined;
  let best: CartNotice | undefined;
  for (const id of productIds) {
    const p = compiled.productsById.get(id);
    if (!p) continue;
    for (const r of rules) {
      if (best && r.leadMinutes <= best.minutes) continue;
      if (!matchesProduct(r.match, p.src, p.category.src)) continue;
      const name = r.name ?? (selectsByCategory(r.match) ? p.category.name : p.name);
      best = { minutes: r.leadMinutes, ruleId: r.id, name, plural: /[^s]s$/i.test(name.trim()), notice: humanizeMinutes(r.leadMinutes) };
    }
  }
  return best;
}
