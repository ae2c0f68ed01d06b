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

/** Where a modifier id sits in a product: [group index, modifier index] (an id may sit in several groups). */
type Slot = readonly [number, number];

/** What validation and pricing look up on every call, built once per resolved product. */
export interface ProductPickIndex {
  /** Ids of every modifier offered in some group. */
  readonly offered: ReadonlySet<string>;
  readonly hasShowIf: boolean;
  readonly hasPriceIf: boolean;
  /** Modifier id → its places in the product's groups. */
  readonly slots: ReadonlyMap<string, readonly Slot[]>;
  /** Indexes of the groups that have showIf. */
  readonly showIfGroups: readonly number[];
}

const indexes = new WeakMap<ResolvedProduct, ProductPickIndex>();

/** The pick index of a resolved product (resolved products are frozen, so it is cached). */
export function pickIndexOf(product: ResolvedProduct): ProductPickIndex {
  let index = indexes.get(product);
  if (!index) {
    const slots = new Map<string, Slot[]>();
    const showIfGroups: number[] = [];
    let hasPriceIf = false;
    product.modgroups.forEach((g, gi) => {
      if (g.showIf !== undefined) showIfGroups.push(gi);
      g.modifiers.forEach((m, mi) => {
        const at = slots.get(m.id);
        if (at) at.push([gi, mi]);
        else slots.set(m.id, [[gi, mi]]);
        if (m.priceIf) hasPriceIf = true;
      });
    });
    index = { offered: new Set(slots.keys()), hasShowIf: showIfGroups.length > 0, hasPriceIf, slots, showIfGroups };
    indexes.set(product, index);
  }
  return index;
}

/** One pick of a line placed in the product: group and modifier, in the product's order. */
export interface PlacedPick {
  readonly groupIndex: number;
  readonly group: ResolvedModgroup;
  readonly modifier: ResolvedModifier;
  readonly pick: PickValue;
}

/** A line's picks read once against its product. */
export interface LinePicks {
  /** The groups that show, in the product's order. */
  readonly groups: readonly ResolvedModgroup[];
  /** Per group index: does it show. */
  readonly shown: readonly boolean[];
  /** Ids picked (count > 0) in groups that show; filled only for products with priceIf. */
  readonly picked: ReadonlySet<string>;
  /** Every pick (true or an object) of an offered modifier in a group that shows, in product order. */
  readonly placed: readonly PlacedPick[];
}

const NO_IDS: ReadonlySet<string> = new Set();
const NO_PICKS: CustomerPicks = Object.freeze({});

const isCounted = (pick: PickValue): boolean => pick.valid && pick.quantity > 0;

/**
 * Reads a line's picks: which groups show (a group with showIf shows only while that modifier is
 * picked in a group that shows, spec section 5; resolved to a fixed point, so chains work and a
 * cycle never shows), which ids count, and each pick's place. Walks the picks, not the menu.
 */
export function readLinePicks(product: ResolvedProduct, picks: CustomerPicks): LinePicks {
  const index = pickIndexOf(product);
  const groups = product.modgroups;
  const ids = Object.keys(picks);
  const found: Found[] = [];
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    const value = picks[id];
    if (value === undefined || value === false) continue;
    const at = index.slots.get(id);
    if (!at) continue;
    const pick = readPick(value);
    for (let j = 0; j < at.length; j++) found.push({ id, slot: at[j]!, pick });
  }
  if (found.length === 0) return noPicksReading(product, index);
  let shown: boolean[];
  let allGroupsShown = true;
  if (index.hasShowIf) {
    shown = groups.map((g) => g.showIf === undefined);
    // Fixed point over the few picks: no allocation per round.
    for (let changed = true; changed; ) {
      changed = false;
      for (const gi of index.showIfGroups) {
        if (shown[gi]) continue;
        const target = groups[gi]!.showIf;
        for (const f of found) {
          if (f.id === target && shown[f.slot[0]] && isCounted(f.pick)) {
            shown[gi] = true;
            changed = true;
            break;
          }
        }
      }
    }
    for (const gi of index.showIfGroups) if (!shown[gi]) allGroupsShown = false;
  } else {
    shown = allShown(product);
  }
  let ordered = true;
  for (let k = 1; k < found.length && ordered; k++) {
    const a = found[k - 1]!.slot;
    const b = found[k]!.slot;
    if (a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])) ordered = false;
  }
  if (!ordered) found.sort((a, b) => a.slot[0] - b.slot[0] || a.slot[1] - b.slot[1]);
  const picked = index.hasPriceIf ? new Set<string>() : undefined;
  const placed: PlacedPick[] = [];
  for (const f of found) {
    const gi = f.slot[0];
    if (!shown[gi]) continue;
    const group = groups[gi]!;
    placed.push({ groupIndex: gi, group, modifier: group.modifiers[f.slot[1]]!, pick: f.pick });
    if (picked && isCounted(f.pick)) picked.add(f.id);
  }
  return { groups: allGroupsShown ? groups : groups.filter((_, i) => shown[i]), shown, picked: picked ?? NO_IDS, placed };
}

interface Found {
  readonly id: string;
  readonly slot: Slot;
  readonly pick: PickValue;
}

const allShownByProduct = new WeakMap<ResolvedProduct, boolean[]>();

function allShown(product: ResolvedProduct): boolean[] {
  let shown = allShownByProduct.get(product);
  if (!shown) {
    shown = product.modgroups.map(() => true);
    allShownByProduct.set(product, shown);
  }
  return shown;
}

const noPicksReadings = new WeakMap<ResolvedProduct, LinePicks>();

/** The reading of a line with no picks: only groups without showIf show (cached per product). */
function noPicksReading(product: ResolvedProduct, index: ProductPickIndex): LinePicks {
  let reading = noPicksReadings.get(product);
  if (!reading) {
    const shown = product.modgroups.map((g) => g.showIf === undefined);
    reading = {
      groups: index.hasShowIf ? product.modgroups.filter((_, i) => shown[i]) : product.modgroups,
      shown,
      picked: NO_IDS,
      placed: [],
    };
    noPicksReadings.set(product, reading);
  }
  return reading;
}

/** The groups that show for these picks (see readLinePicks). */
export function activeGroups(product: ResolvedProduct, picks: CustomerPicks): readonly ResolvedModgroup[] {
  return readLinePicks(product, picks).groups;
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
export function pricePicks(
  product: ResolvedProduct,
  picks: CustomerPicks | undefined,
  reading: LinePicks = readLinePicks(product, picks ?? NO_PICKS),
): PricedPicks {
  const picked = pickIndexOf(product).hasPriceIf ? reading.picked : NO_IDS;
  const out: PricedPick[] = [];
  let sum = 0;
  for (const { group: g, modifier: m, pick } of reading.placed) {
    const count = countOf(g, pick);
    if (count === 0 || !m.available) continue;
    const unitCents = modifierUnitCents(m, picked);
    const totalCents = unitCents * count;
    sum += totalCents;
    out.push({
      modgroupId: g.id,
      modgroupName: g.name,
      modifierId: m.id,
      name: m.name,
      quantity: count,
      unitCents,
      totalCents,
      ...(pick.side === undefined ? {} : { side: pick.side }),
    });
  }
  return { picks: out, modifiersCents: cents(sum), unitCents: cents(product.priceCents + sum) };
}
