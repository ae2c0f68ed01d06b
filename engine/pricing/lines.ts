/**
 * Step 1 of pricing (DESIGN section 4): each cart line resolved against the menu at `now`,
 * its quantity floored to a whole number >= 1, its unit price (product after price rules plus
 * the picks), its tax rate, and the blockers it raises.
 */
import type { Blocker, CartLine, QuoteLine } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { clockAt, compileProfile, type CompiledProduct, type CompiledProfile } from '../compile.js';
import { CART_TYPE_LABELS, cartTypeWords, defaultCartType, offeredCartTypes, type CartType } from '../cart-types.js';
import { lineAllergens, resolveCompiledProduct, resolveProduct, withOutOfStock, type ResolvedProduct } from '../menu/index.js';
import { ageRefusalMessage } from '../rules/refuse-age-restricted.js';
import { outOfStockAt, type Operations } from '../operations.js';
import { message } from '../messages.js';
import { formatDecimal, type Decimal } from '../money.js';
import { normalizeQuantity, pickIndexOf, priceCombo, pricePicks, readLinePicks, validateCombo, validateItem } from '../validate/index.js';

const NO_PICKS = Object.freeze({});
/** What priceCombo gives a line that is not a combo, or has no choices. */
const NO_COMBO = Object.freeze({ items: Object.freeze([]), comboCents: 0 });
import { itemTaxPercent, type PreparedPricing } from './prepared.js';
import type { PricedLine } from './totals.js';

export interface ResolvedLines {
  readonly lines: PricedLine[];
  readonly blockers: Blocker[];
  /** Each line's compiled product (undefined: not on the menu), for the quantity limits. */
  readonly products: (CompiledProduct | undefined)[];
}

/** Resolves and prices every cart line, in cart order (quote line i is cart line i). */
export function resolveLines(
  profile: LoadedProfile,
  prepared: PreparedPricing,
  products: readonly CartLine[],
  now: number,
  operations?: Operations,
  cartType: CartType = defaultCartType(profile.settings),
): ResolvedLines {
  const compiled = compileProfile(profile);
  // Every line is resolved at one clock, with the operations' out-of-stock entries read once.
  const clock = clockAt(compiled, now, cartType);
  const stock = operations ? outOfStockAt(operations, now) : undefined;
  // A combo's chosen products, resolved at the same instant with the same operations.
  // Made for the first combo line only (most carts have none).
  let resolveChoice: ChoiceResolver | undefined;
  const lines: PricedLine[] = [];
  const blockers: Blocker[] = [];
  const entries = new Array<CompiledProduct | undefined>(products.length);
  for (let i = 0; i < products.length; i++) {
    const line = products[i]!;
    const quantity = normalizeQuantity(line.quantity ?? 1);
    const entry = compiled.productsById.get(line.productId);
    entries[i] = entry;
    const resolved = entry ? resolveCompiledProduct(entry, clock) : undefined;
    const product = resolved && stock ? withOutOfStock(resolved, stock) : resolved;
    const base = `/products/${i}`;
    if (!product) {
      const b: Blocker = {
        code: 'PRODUCT_NOT_FOUND',
        message: message('PRODUCT_NOT_FOUND', { productId: line.productId }),
        path: `${base}/productId`,
      };
      blockers.push(b);
      const quote: QuoteLine = {
        productId: line.productId,
        name: line.productId,
        quantity,
        unitCents: 0,
        totalCents: 0,
        discountCents: 0,
        taxCents: 0,
        picks: [],
        issues: [b],
      };
      if (line.id !== undefined) quote.id = line.id;
      lines.push({ quote, unitCents: 0, quantity, totalCents: 0, taxRate: undefined, marketPrice: false });
      continue;
    }
    // One reading of the picks serves both pricing and validation; the product's facts are read
    // from its pick index (one shape), not from the product (many shapes).
    const index = pickIndexOf(product);
    const facts = index.facts;
    const reading = readLinePicks(product, line.customerPicks ?? NO_PICKS, index);
    const priced = pricePicks(product, line.customerPicks, reading);
    const combo = facts.isCombo && line.comboPicks ? priceCombo(product, line.comboPicks, (resolveChoice ??= choiceResolver(profile, now, operations, cartType))) : NO_COMBO;
    const addedCents = priced.modifiersCents + combo.comboCents;
    const unitCents = facts.marketPrice ? 0 : priced.unitCents + combo.comboCents;
    const totalCents = unitCents * quantity;
    // Retail goods are untaxed (engine/menu/retail.ts: the `retail` field or the legacy name rule).
    const untaxed = entry!.category.retail;
    const taxRate = untaxed
      ? undefined
      : ((facts.taxPercent !== undefined ? itemTaxPercent(prepared, facts.taxPercent) : undefined) ?? prepared.defaultTaxPercent);
    const quote: QuoteLine = {
      productId: facts.id,
      name: facts.name,
      category: facts.categoryName,
      quantity,
      unitCents,
      totalCents,
      discountCents: 0,
      taxCents: 0,
      taxPercent: taxRate ? formatRate(taxRate) : '0',
      picks: priced.picks as QuoteLine['picks'],
    };
    if (line.id !== undefined) quote.id = line.id;
    if (facts.isCombo) quote.combo = combo.items as NonNullable<QuoteLine['combo']>;
    if (facts.originalPriceCents !== undefined) quote.originalUnitCents = facts.originalPriceCents + addedCents;
    if (facts.marketPrice) quote.marketPrice = true;
    if (typeof line.note === 'string' && line.note !== '') quote.note = line.note;
    // What the line contains as ordered, when the menu lists it (the receipt, the bag and the kitchen ticket show it).
    // Only a product whose menu lists its allergens can list the line's (listed is false otherwise).
    if (facts.listsAllergens) {
      const contains = lineAllergens(product, line.customerPicks, facts.isCombo ? { comboPicks: line.comboPicks, resolve: (resolveChoice ??= choiceResolver(profile, now, operations, cartType)) } : undefined, reading);
      if (contains.listed) quote.allergens = [...contains.allergens];
    }

    let issues: Blocker[] | undefined;
    if (!facts.orderable) (issues ??= []).push(unavailableBlocker(profile, compiled, product, cartType, `${base}/productId`));
    const own = validateItem(product, line, reading);
    const choices = facts.isCombo || line.comboPicks ? validateCombo(product, line, (resolveChoice ??= choiceResolver(profile, now, operations, cartType))) : undefined;
    const validation = choices && !choices.ok ? { ok: false, issues: [...own.issues, ...choices.issues] } : own;
    if (!validation.ok && validation.issues.length > 0) {
      const first = validation.issues[0]!;
      // The cart's message names the item and the group (a combo's slot); the product page shows first.message under it.
      const groupId = first.params['modgroupId'];
      const slotId = first.params['slotId'];
      const group = typeof slotId === 'string' ? String(first.params['slotName']) : product.modgroups.find((g) => g.id === groupId)?.name;
      (issues ??= []).push({
        code: 'ITEM_INVALID',
        message: message('ITEM_INVALID', { name: product.name, group, detail: first.message }),
        path: `${base}${first.path}`,
        params: {
          issues: validation.issues.map((x) => x.code),
          ...(typeof slotId === 'string' ? { slotId } : typeof groupId === 'string' ? { modgroupId: groupId } : {}),
        },
      });
    }
    if (issues !== undefined) {
      quote.issues = issues;
      for (const b of issues) blockers.push(b);
    }
    const category = entry!.category.src;
    const productCents = unitCents - (facts.marketPrice ? 0 : addedCents);
    lines.push({ quote, unitCents, productCents, quantity, totalCents, taxRate, marketPrice: facts.marketPrice, product, category, priceSteps: facts.priceSteps, minimumAge: facts.minimumAge });
  }
  return { lines, blockers, products: entries };
}

type ChoiceResolver = (productId: string) => ResolvedProduct | undefined;

/** A combo's chosen products, resolved at the same instant with the same operations. */
function choiceResolver(profile: LoadedProfile, now: number, operations: Operations | undefined, cartType: CartType): ChoiceResolver {
  return (productId) => resolveProduct(profile, productId, now, operations, cartType);
}

/**
 * Why a product cannot be ordered: AGE_RESTRICTED_REFUSED (a refuse-age-restricted rule holds for
 * this order type), PRODUCT_NOT_FOR_CART_TYPE (it can be ordered for another order type the shop
 * takes: choose it), else PRODUCT_UNAVAILABLE (hidden, out of stock, not online at all).
 */
function unavailableBlocker(profile: LoadedProfile, compiled: CompiledProfile, product: ResolvedProduct, cartType: CartType, path: string): Blocker {
  const offered = offeredCartTypes(profile.settings);
  const other = product.visible && !product.orderDisabled ? (product.onlyFor ?? []).filter((t) => offered.includes(t)) : [];
  const params = { cartType, onlyFor: other };
  if (product.unavailableReason === 'AGE_RESTRICTED' && product.visible && !product.orderDisabled) {
    const rule = compiled.rulesByKind['refuse-age-restricted'].find((r) => r.id === product.unavailableRuleId);
    const text = ageRefusalMessage(rule, { name: product.name, age: product.minimumAge ?? 0, types: cartTypeWords(rule?.cartTypes ?? [cartType]) });
    return { code: 'AGE_RESTRICTED_REFUSED', message: text, path, params: { ...params, ruleId: product.unavailableRuleId ?? '' } };
  }
  if (other.length > 0) {
    const m = message('PRODUCT_NOT_FOR_CART_TYPE', { name: product.name, types: cartTypeWords(other), choices: other.map((t) => CART_TYPE_LABELS[t]).join(' or ') });
    return { code: 'PRODUCT_NOT_FOR_CART_TYPE', message: m, path, params };
  }
  return { code: 'PRODUCT_UNAVAILABLE', message: message('PRODUCT_UNAVAILABLE', { name: product.name, label: product.label }), path };
}

const rateText = new WeakMap<object, string>();

function formatRate(d: Decimal): string {
  let t = rateText.get(d);
  if (t === undefined) {
    t = formatDecimal(d);
    rateText.set(d, t);
  }
  return t;
}
