/**
 * Which products a combo slot offers, read from the menu as written: products listed by id,
 * carrying one of the slot's tags (whole keywords, any case) or sitting in one of its categories
 * (by id). Any one is enough. Menu order, first listing of each id. Used by the compiled profile
 * (which leaves combos out) and by lint (which reports them).
 */
import type { ComboSlot, Menu, Product, SubMenu } from '../../schemas/generated/types.js';
import { keywordsOf } from '../match.js';

/** A product a slot's `from` matches, with its first listing's category. */
export interface SlotMatch {
  readonly product: Product;
  readonly category: SubMenu;
}

/** True when the menu product is a combo (carries `combo`). */
export function isCombo(product: Pick<Product, 'combo'>): boolean {
  return product.combo !== undefined && product.combo !== null;
}

/** Every product of the menu the slot's `from` matches, in menu order, each id once (combos included). */
export function slotMatches(slot: Pick<ComboSlot, 'from'>, menu: Pick<Menu, 'subMenus'>): SlotMatch[] {
  const ids = new Set(slot.from.productIds ?? []);
  const tags = new Set((slot.from.tags ?? []).map((t) => t.toLowerCase()));
  const categories = new Set(slot.from.categories ?? []);
  // A product listed in several categories is in each of them.
  const inCategories = new Set<string>();
  for (const c of menu.subMenus) if (categories.has(c.id)) for (const p of c.products) inCategories.add(p.id);
  const seen = new Set<string>();
  const out: SlotMatch[] = [];
  for (const category of menu.subMenus) {
    for (const product of category.products) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      if (ids.has(product.id) || inCategories.has(product.id) || matchesTag(product, tags)) out.push({ product, category });
    }
  }
  return out;
}

function matchesTag(product: Product, tags: ReadonlySet<string>): boolean {
  if (tags.size === 0) return false;
  for (const k of keywordsOf(product.tags as Parameters<typeof keywordsOf>[0])) if (tags.has(k.toLowerCase())) return true;
  return false;
}
