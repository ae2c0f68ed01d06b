/**
 * One line's price as the product page shows it while the customer picks: the unit price
 * (product + picks, and for a combo each chosen product's upcharge and picks; pricing step 1)
 * and the line total (step 2), before promotions.
 */
import type { CustomerPicks } from '../validate/picks.js';
import { pricePicks } from '../validate/price-picks.js';
import { priceCombo, type ComboPicks, type ResolveChoice } from '../validate/combo.js';
import { normalizeQuantity } from '../validate/validate-item.js';
import type { ResolvedProduct } from '../menu/types.js';
import { cents, type Cents } from '../money.js';

export interface LinePrice {
  readonly unitCents: Cents;
  readonly quantity: number;
  readonly totalCents: Cents;
}

/** A combo line's choices and how to resolve the chosen products (at the page's instant). */
export interface LineComboInput {
  readonly comboPicks: ComboPicks | undefined;
  readonly resolve: ResolveChoice;
}

/** The unit price and line total of `quantity` (floored, at least 1) of a product with these picks (and a combo's choices). */
export function priceLine(product: ResolvedProduct, picks: CustomerPicks | undefined, quantity: unknown, combo?: LineComboInput): LinePrice {
  const { unitCents: own } = pricePicks(product, picks);
  const unitCents = cents(combo && !product.marketPrice ? own + priceCombo(product, combo.comboPicks, combo.resolve).comboCents : own);
  const q = normalizeQuantity(quantity);
  return { unitCents, quantity: q, totalCents: cents(unitCents * q) };
}
