/**
 * A line's picks priced (DESIGN section 4, step 1): each pick's unit price (engine/validate/picks.ts
 * reads and prices one), the removals of options that start picked, nested picks after their parent.
 */
import { cents } from '../money.js';
import type { Cents } from '../money.js';
import type { PickLevel, ResolvedProduct } from '../menu/types.js';
import { countOf, isLevelOffered, modifierUnitCents, pickUnitCents, readLinePicks, type CustomerPicks, type LinePicks } from './picks.js';

const NO_PICKS: CustomerPicks = /* @__PURE__ */ Object.freeze({});

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
  readonly level?: PickLevel;
  /** An option that starts picked, removed: totalCents is what the line still pays for it. */
  readonly removed?: true;
  readonly parentModifierId?: string;
}

export interface PricedPicks {
  readonly picks: readonly PricedPick[];
  /** Sum of the picks' totals. */
  readonly modifiersCents: Cents;
  /** Product price + modifiersCents: the line's unit price before promotions. */
  readonly unitCents: Cents;
}

/**
 * Prices a line's picks (DESIGN section 4, step 1): picks in hidden groups (a nested group whose
 * option is not picked), unknown or unavailable picks and invalid buffet quantities are not
 * charged (validation reports them). A removed option that started picked is listed with
 * `removed`, still charged its regular price unless it (or its group) says refundWhenRemoved.
 * Order follows the product's groups and modifiers, not the picks object.
 */
export function pricePicks(
  product: ResolvedProduct,
  picks: CustomerPicks | undefined,
  reading: LinePicks = readLinePicks(product, picks ?? NO_PICKS),
): PricedPicks {
  // Filled only for a product with priceIf (readLinePicks).
  const picked = reading.picked;
  const out: PricedPick[] = [];
  let sum = 0;
  let nested = false;
  for (const { group: g, modifier: m, pick, removed } of reading.placed) {
    if (removed) {
      const unitCents = m.refundWhenRemoved ? 0 : modifierUnitCents(m, picked);
      sum += unitCents;
      const r: Mutable<PricedPick> = { modgroupId: g.id, modgroupName: g.name, modifierId: m.id, name: m.name, quantity: 1, unitCents, totalCents: unitCents, removed: true };
      if (g.parentModifierId !== undefined) {
        r.parentModifierId = g.parentModifierId;
        nested = true;
      }
      out.push(r);
      continue;
    }
    const count = countOf(g, pick);
    if (count === 0 || !m.available) continue;
    const level = pick.level !== undefined && isLevelOffered(m, pick.level) ? (pick.level as PickLevel) : undefined;
    // A pick with neither side nor level is priced as it is read (no object for the call).
    const unitCents = pickUnitCents(g, m, pick.side === undefined && level === undefined ? REGULAR : { side: pick.side, level }, picked);
    const totalCents = unitCents * count;
    sum += totalCents;
    const p: Mutable<PricedPick> = { modgroupId: g.id, modgroupName: g.name, modifierId: m.id, name: m.name, quantity: count, unitCents, totalCents };
    if (pick.side !== undefined) p.side = pick.side;
    if (level !== undefined) p.level = level;
    if (g.parentModifierId !== undefined) p.parentModifierId = g.parentModifierId;
    out.push(p);
    if (p.parentModifierId !== undefined) nested = true;
  }
  return { picks: nested ? nestUnderParents(out) : out, modifiersCents: cents(sum), unitCents: cents(product.priceCents + sum) };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const REGULAR: { readonly side?: string; readonly level?: string } = Object.freeze({});

/** Picks in menu order, each nested pick moved right after the pick that opened its group (a line has a few picks). */
function nestUnderParents(picks: PricedPick[]): PricedPick[] {
  if (!picks.some((p) => p.parentModifierId !== undefined)) return picks;
  const out: PricedPick[] = [];
  const place = (parent: string | undefined): void => {
    for (const p of picks) {
      if (p.parentModifierId === parent && !out.includes(p)) {
        out.push(p);
        place(p.modifierId);
      }
    }
  };
  place(undefined);
  for (const p of picks) if (!out.includes(p)) out.push(p);
  return out;
}

