/**
 * A cart line's picks read against a resolved product: which groups show (showIf), what each
 * pick counts, and what it costs (priceIf resolved against the picks; buffet x quantity).
 */
import type { CartLine } from '../../schemas/generated/types.js';
import { cents } from '../money.js';
import type { Cents } from '../money.js';
import type { ResolvedModgroup, ResolvedModifier, ResolvedProduct } from '../menu/types.js';

/** A line's picks: modifier id → true, or for buffet (and pizza sides) an object. */
export type CustomerPicks = NonNullable<CartLine['customerPicks']>;

/** One pick value read: `quantity` is a whole number ≥ 0 when `valid`. */
export interface PickValue {
  readonly quantity: number;
  readonly valid: boolean;
  readonly side?: string;
}

/** A priced pick, in the shape of the quote's `picks` entries. */
export interface PricedPick {
  readonly modgroupId: string;
  readonly modgroupName: string;
  readonly modifierId: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly totalCents: number;
  readonly side?: string;
}

export interface PricedPicks {
  readonly picks: readonly PricedPick[];
  /** Sum of the picks' totals. */
  readonly modifiersCents: Cents;
  /** Product price + modifiersCents: the line's unit price before promotions. */
  readonly unitCents: Cents;
}

const PICKED_ONCE: PickValue = Object.freeze({ quantity: 1, valid: true });
const NOT_PICKED: PickValue = Object.freeze({ quantity: 0, valid: true });

/** Reads one pick: true = 1; false/absent = 0; `{ quantity }` must be a whole number ≥ 0 (absent = 1). */
export function readPick(value: CustomerPicks[string]): PickValue {
  if (value === true) return PICKED_ONCE;
  if (value === false || value === undefined || value === null || typeof value !== 'object') return NOT_PICKED;
  const q = value.quantity;
  const side = typeof value.side === 'string' ? value.side : undefined;
  const base = side === undefined ? {} : { side };
  if (q === undefined) return { ...base, quantity: 1, valid: true };
  if (typeof q !== 'number' || !Number.isSafeInteger(q) || q < 0) return { ...base, quantity: 0, valid: false };
  return { ...base, quantity: q, valid: true };
}

/** How much one pick counts in its group: buffet by quantity, other groups 1 when picked. */
export function countOf(group: ResolvedModgroup, pick: PickValue): number {
  if (!pick.valid || pick.quantity === 0) return 0;
  return group.type === 'buffet' ? pick.quantity : 1;
}

/** What validation and pricing look up on every call, built once per resolved product. */
export interface ProductPickIndex {
  /** Ids of every modifier offered in some group. */
  readonly offered: ReadonlySet<string>;
  readonly hasShowIf: boolean;
  readonly hasPriceIf: boolean;
}

const indexes = new WeakMap<ResolvedProduct, ProductPickIndex>();

/** The pick index of a resolved product (resolved products are frozen, so it is cached). */
export function pickIndexOf(product: ResolvedProduct): ProductPickIndex {
  let index = indexes.get(product);
  if (!index) {
    const offered = new Set<string>();
    let hasPriceIf = false;
    for (const g of product.modgroups) {
      for (const m of g.modifiers) {
        offered.add(m.id);
        if (m.priceIf) hasPriceIf = true;
      }
    }
    index = { offered, hasShowIf: product.modgroups.some((g) => g.showIf !== undefined), hasPriceIf };
    indexes.set(product, index);
  }
  return index;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The groups that show for these picks: a group with showIf shows only while that modifier is
 * picked in a group that shows (spec section 5). Resolved to a fixed point, so chains work and
 * a cycle never shows.
 */
export function activeGroups(product: ResolvedProduct, picks: CustomerPicks): readonly ResolvedModgroup[] {
  const groups = product.modgroups;
  if (!pickIndexOf(product).hasShowIf) return groups;
  const active = groups.map((g) => g.showIf === undefined);
  let changed = groups.some((g) => g.showIf !== undefined);
  while (changed) {
    changed = false;
    const picked = new Set<string>();
    groups.forEach((g, i) => {
      if (!active[i]) return;
      for (const m of g.modifiers) if (countOf(g, readPick(picks[m.id])) > 0) picked.add(m.id);
    });
    groups.forEach((g, i) => {
      if (!active[i] && g.showIf !== undefined && picked.has(g.showIf)) {
        active[i] = true;
        changed = true;
      }
    });
  }
  return groups.filter((_, i) => active[i]);
}

/** Ids picked (count > 0) in groups that show. */
export function pickedIds(groups: readonly ResolvedModgroup[], picks: CustomerPicks): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const g of groups) for (const m of g.modifiers) if (countOf(g, readPick(picks[m.id])) > 0) ids.add(m.id);
  return ids;
}

/** A modifier's unit price for these picks: the first priceIf entry whose match is picked, else its price. */
export function modifierUnitCents(m: ResolvedModifier, picked: ReadonlySet<string>): number {
  if (m.priceIf) for (const e of m.priceIf) if (picked.has(e.match)) return e.priceCents;
  return m.priceCents;
}

/**
 * Prices a line's picks (DESIGN section 4, step 1): picks in hidden groups, unknown or
 * unavailable picks and invalid buffet quantities are not charged (validation reports them).
 * Order follows the product's groups and modifiers, not the picks object.
 */
export function pricePicks(product: ResolvedProduct, picks: CustomerPicks | undefined): PricedPicks {
  const all = picks ?? {};
  const groups = activeGroups(product, all);
  const picked = pickIndexOf(product).hasPriceIf ? pickedIds(groups, all) : NO_IDS;
  const out: PricedPick[] = [];
  let sum = 0;
  for (const g of groups) {
    for (const m of g.modifiers) {
      const value = all[m.id];
      if (value === undefined || value === false) continue;
      const pick = readPick(value);
      const count = countOf(g, pick);
      if (count === 0 || !m.available) continue;
      const unitCents = modifierUnitCents(m, picked);
      const totalCents = unitCents * count;
      sum += totalCents;
      const p: PricedPick = {
        modgroupId: g.id,
        modgroupName: g.name,
        modifierId: m.id,
        name: m.name,
        quantity: count,
        unitCents,
        totalCents,
        ...(pick.side === undefined ? {} : { side: pick.side }),
      };
      out.push(p);
    }
  }
  return { picks: out, modifiersCents: cents(sum), unitCents: cents(product.priceCents + sum) };
}
