/**
 * One line's price as the product page shows it while the customer picks: the unit price
 * (product + picks, DESIGN section 4 step 1) and the line total (step 2), before promotions.
 */
import type { CustomerPicks } from '../validate/picks.js';
import { pricePicks } from '../validate/price-picks.js';
import { normalizeQuantity } from '../validate/validate-item.js';
import type { ResolvedProduct } from '../menu/types.js';
import { cents, type Cents } from '../money.js';

export interface LinePrice {
  readonly unitCents: Cents;
  readonly quantity: number;
  readonly totalCents: Cents;
}

/** The unit price and line total of `quantity` (floored, at least 1) of a product with these picks. */
export function priceLine(product: ResolvedProduct, picks: CustomerPicks | undefined, quantity: unknown): LinePrice {
  const { unitCents } = pricePicks(product, picks);
  const q = normalizeQuantity(quantity);
  return { unitCents, quantity: q, totalCents: cents(unitCents * q) };
}
