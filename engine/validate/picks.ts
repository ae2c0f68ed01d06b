/**
 * A cart line's picks read against a resolved product: which groups show (showIf, nested
 * groups), which options count (options that start picked count unless removed), and what
 * each costs (priceIf resolved against the picks; the level asked for; a half at the group's
 * portion factor; buffet x quantity).
 */
import type { CartLine } from '../../schemas/generated/types.js';
import { multiplyCents, parseDecimal } from '../money.js';
import type { Decimal } from '../money.js';
import type { PickLevel, ResolvedModgroup, ResolvedModifier, ResolvedProduct } from '../menu/types.js';

/** A line's picks: modifier id → true, or for buffet (and pizza sides) an object. */
export type CustomerPicks = NonNullable<CartLine['customerPicks']>;

/** One pick value read: `quantity` is a whole number ≥ 0 when `valid`. */
export interface PickValue {
  readonly quantity: number;
  readonly valid: boolean;
  readonly side?: string;
  /** The level the cart asked for, when not regular (as written: validation checks it is offered). */
  readonly level?: string;
}

const PICKED_ONCE: PickValue = Object.freeze({ quantity: 1, valid: true });
const NOT_PICKED: PickValue = Object.freeze({ quantity: 0, valid: true });

/** Reads one pick: true = 1; false/absent = 0; `{ quantity }` must be a whole number ≥ 0 (absent = 1). */
export function readPick(value: CustomerPicks[string]): PickValue {
  if (value === true) return PICKED_ONCE;
  if (value === false || value === undefined || value === null || typeof value !== 'object') return NOT_PICKED;
  const q = value.quantity;
  const side = typeof value.side === 'string' ? value.side : undefined;
  const level = typeof value.level === 'string' && value.level !== 'regular' ? value.level : undefined;
  const base = side === undefined ? (level === undefined ? {} : { level }) : level === undefined ? { side } : { side, level };
  if (q === undefined) return { ...base, quantity: 1, valid: true };
  if (typeof q !== 'number' || !Number.isSafeInteger(q) || q < 0) return { ...base, quantity: 0, valid: false };
  return { ...base, quantity: q, valid: true };
}

/** How much one pick counts in its group: buffet by quantity, other groups 1 when picked. */
export function countOf(group: ResolvedModgroup, pick: PickValue): number {
  if (!pick.valid || pick.quantity === 0) return 0;
  return group.type === 'buffet' ? pick.quantity : 1;
}

/** Where a modifier id sits in a product (an id may sit in several groups). */
interface Slot {
  readonly groupIndex: number;
  readonly modifierIndex: number;
  readonly group: ResolvedModgroup;
  readonly modifier: ResolvedModifier;
  /** This place picked once (a plain `true`, or an option that starts picked): shared by every reading, never changed. */
  readonly once: PlacedPick;
  /** The showIf groups this modifier opens, as bits of ProductPickIndex.showIfBit (0: none, or more than a mask holds). */
  readonly opens: number;
  /** modifier.available, read once (modifiers come in many shapes; a slot has one). */
  readonly available: boolean;
}

/**
 * A group validation checks, its limits read once into one shape: `minCount` 0 and `max` Infinity
 * when the group sets none, `minPriceCents` 0 when it sets none (or 0).
 */
export interface CheckedGroup {
  readonly index: number;
  readonly group: ResolvedModgroup;
  readonly required: boolean;
  readonly minCount: number;
  /** A single group allows one pick (at most its maxCount). */
  readonly max: number;
  readonly minPriceCents: number;
  /** A buffet group counts each pick by its quantity. */
  readonly buffet: boolean;
}

/**
 * What pricing reads of a resolved product for each line, read once into one shape (resolved
 * products come in many shapes, as their optional fields vary).
 */
export interface LineFacts {
  readonly id: string;
  readonly name: string;
  readonly categoryName: string;
  readonly marketPrice: boolean;
  readonly isCombo: boolean;
  readonly taxPercent: string | undefined;
  readonly originalPriceCents: number | undefined;
  readonly listsAllergens: boolean;
  readonly orderable: boolean;
  readonly priceSteps: ResolvedProduct['priceSteps'];
  readonly minimumAge: number | undefined;
}

/** What validation and pricing look up on every call, built once per resolved product. */
export interface ProductPickIndex {
  readonly facts: LineFacts;
  /** Ids of every modifier offered in some group. */
  readonly offered: ReadonlySet<string>;
  readonly hasShowIf: boolean;
  readonly hasPriceIf: boolean;
  /** Modifier id → its places in the product's groups. */
  readonly slots: ReadonlyMap<string, readonly Slot[]>;
  /** Indexes of the groups that have showIf. */
  readonly showIfGroups: readonly number[];
  /** Where the options that start picked sit, in product order (empty when none do). */
  readonly defaults: readonly Slot[];
  /** Per group index: its bit among the showIf groups (bit k = showIfGroups[k]), or -1 for a group that always shows. */
  readonly showIfBit: readonly number[];
  /**
   * Indexes of the groups validation checks once the picks are counted: those with options and a
   * rule to break (required, minCount, a maximum, minPrice).
   */
  readonly checkedGroups: readonly CheckedGroup[];
  /** The groups that show and the shown flags, per set of showIf groups shown (a bit mask), built on first use. */
  readonly shapes: Map<number, { readonly groups: readonly ResolvedModgroup[]; readonly shown: readonly boolean[] }>;
}

const indexes = new WeakMap<ResolvedProduct, ProductPickIndex>();

/** The pick index of a resolved product (resolved products are frozen, so it is cached). */
export function pickIndexOf(product: ResolvedProduct): ProductPickIndex {
  let index = indexes.get(product);
  if (!index) {
    const slots = new Map<string, Slot[]>();
    const showIfGroups: number[] = [];
    const defaults: Slot[] = [];
    let hasPriceIf = false;
    product.modgroups.forEach((g, gi) => {
      if (g.showIf !== undefined) showIfGroups.push(gi);
    });
    // Per modifier id, the bits of the showIf groups it opens (a mask holds up to 30 of them).
    const opensById = new Map<string, number>();
    if (showIfGroups.length <= 30) {
      showIfGroups.forEach((gi, bit) => {
        const target = product.modgroups[gi]!.showIf!;
        opensById.set(target, (opensById.get(target) ?? 0) | (1 << bit));
      });
    }
    product.modgroups.forEach((g, gi) => {
      g.modifiers.forEach((m, mi) => {
        const opens = opensById.get(m.id) ?? 0;
        const once: PlacedPick = { groupIndex: gi, modifierIndex: mi, group: g, modifier: m, pick: PICKED_ONCE, opens };
        const slot: Slot = { groupIndex: gi, modifierIndex: mi, group: g, modifier: m, once, opens, available: m.available };
        const at = slots.get(m.id);
        if (at) at.push(slot);
        else slots.set(m.id, [slot]);
        if (m.priceIf) hasPriceIf = true;
        if (m.levels) for (const l of Object.values(m.levels)) if (l?.priceIf) hasPriceIf = true;
        if (m.default) defaults.push(slot);
      });
    });
    const showIfBit = product.modgroups.map((g, gi) => (g.showIf === undefined ? -1 : showIfGroups.indexOf(gi)));
    const checkedGroups: CheckedGroup[] = [];
    product.modgroups.forEach((g, gi) => {
      const limited = g.required || g.minCount !== undefined || g.type === 'single' || g.maxCount !== undefined || (g.minPriceCents !== undefined && g.minPriceCents > 0);
      if (g.modifiers.length === 0 || !limited) return;
      const max = g.type === 'single' ? Math.min(g.maxCount ?? 1, 1) : g.maxCount;
      checkedGroups.push({
        index: gi,
        group: g,
        required: g.required === true,
        minCount: g.minCount ?? 0,
        max: max ?? Infinity,
        minPriceCents: g.minPriceCents !== undefined && g.minPriceCents > 0 ? g.minPriceCents : 0,
        buffet: g.type === 'buffet',
      });
    });
    const facts: LineFacts = {
      id: product.id,
      name: product.name,
      categoryName: product.categoryName,
      marketPrice: product.marketPrice,
      isCombo: product.combo !== undefined,
      taxPercent: product.taxPercent,
      originalPriceCents: product.originalPriceCents,
      listsAllergens: product.allergens !== undefined,
      orderable: product.orderable,
      priceSteps: product.priceSteps,
      minimumAge: product.minimumAge,
    };
    index = { facts, offered: new Set(slots.keys()), hasShowIf: showIfGroups.length > 0, hasPriceIf, slots, showIfGroups, defaults, showIfBit, checkedGroups, shapes: new Map() };
    indexes.set(product, index);
  }
  return index;
}

/** One pick of a line placed in the product: group and modifier, in the product's order. */
export interface PlacedPick {
  readonly groupIndex: number;
  /** The modifier's index in its group. */
  readonly modifierIndex: number;
  readonly group: ResolvedModgroup;
  readonly modifier: ResolvedModifier;
  readonly pick: PickValue;
  /** The showIf groups the modifier opens while picked (bits of ProductPickIndex.showIfBit; 0 when none, or more than 30). */
  readonly opens: number;
  /** An option that starts picked, removed by the line (pick counts 0). */
  readonly removed?: true;
}

/** A line's picks read once against its product. */
export interface LinePicks {
  /** The groups that show, in the product's order. */
  readonly groups: readonly ResolvedModgroup[];
  /** Per group index: does it show. */
  readonly shown: readonly boolean[];
  /** Ids picked (count > 0) in groups that show; filled only for products with priceIf. */
  readonly picked: ReadonlySet<string>;
  /**
   * Every pick (true or an object) of an offered modifier in a group that shows, in product
   * order: the line's own, the options that start picked that it does not name, and those it
   * removed (`removed`).
   */
  readonly placed: readonly PlacedPick[];
  /** Ids the line picks (anything but false or a quantity of 0) that no group of the product offers, in the picks' order. */
  readonly unknown: readonly string[];
  /**
   * Every placed pick is a plain `true` (one, whole, regular) of an available option, or a
   * removal: nothing about a single pick can be wrong (validation skips to the groups' counts).
   */
  readonly plain: boolean;
  /** The product's groups validation checks (ProductPickIndex.checkedGroups). */
  readonly checkedGroups: readonly CheckedGroup[];
}

const NO_IDS: ReadonlySet<string> = new Set();

const isCounted = (pick: PickValue): boolean => pick.valid && pick.quantity > 0;

/**
 * Reads a line's picks: which groups show (a group with showIf, or a nested group, shows only
 * while that modifier is picked in a group that shows, spec section 5; resolved to a fixed point,
 * so chains work and a cycle never shows), which ids count, and each pick's place. Walks the
 * picks, not the menu. An option that starts picked ("default") counts unless the line names it:
 * false (or a quantity of 0) removes it; in a single group, picking another option replaces it.
 * An unavailable option that starts picked counts only when the line names it.
 */
export function readLinePicks(product: ResolvedProduct, picks: CustomerPicks, index: ProductPickIndex = pickIndexOf(product)): LinePicks {
  // Each pick placed in the product, in the picks' order for now.
  const found: PlacedPick[] = [];
  const hasDefaults = index.defaults.length > 0;
  let unknown: string[] | undefined;
  let anyRemoved = false;
  let plain = true;
  for (const id in picks) {
    if (!Object.hasOwn(picks, id)) continue;
    const value = picks[id];
    if (value === undefined) continue;
    const at = index.slots.get(id);
    if (!at) {
      if (value === false) continue;
      const pick = readPick(value);
      if (!(pick.valid && pick.quantity === 0)) (unknown ??= []).push(id);
      continue;
    }
    const pick = value === false ? NOT_PICKED : readPick(value);
    const removal = pick.valid && pick.quantity === 0;
    for (let j = 0; j < at.length; j++) {
      const slot = at[j]!;
      if (removal && hasDefaults && slot.modifier.default) {
        found.push({ groupIndex: slot.groupIndex, modifierIndex: slot.modifierIndex, group: slot.group, modifier: slot.modifier, pick: NOT_PICKED, opens: slot.opens, removed: true });
        anyRemoved = true;
      } else if (value !== false) {
        // A plain `true` is the slot's shared placement (no object per pick).
        found.push(pick === PICKED_ONCE ? slot.once : { groupIndex: slot.groupIndex, modifierIndex: slot.modifierIndex, group: slot.group, modifier: slot.modifier, pick, opens: slot.opens });
        if (pick !== PICKED_ONCE || !slot.available) plain = false;
      }
    }
  }
  if (hasDefaults) {
    for (const slot of index.defaults) {
      const m = slot.modifier;
      if (!slot.available || (Object.hasOwn(picks, m.id) && picks[m.id] !== undefined)) continue;
      if (slot.group.type === 'single' && found.some((f) => f.groupIndex === slot.groupIndex && isCounted(f.pick))) continue;
      found.push(slot.once);
    }
  }
  if (found.length === 0) {
    const none = noPicksReading(product, index);
    return unknown ? { ...none, unknown } : none;
  }
  const shape = index.hasShowIf ? shownShape(product, index, found) : undefined;
  const shown = shape ? shape.shown : allShown(product);
  let ordered = true;
  for (let k = 1; k < found.length && ordered; k++) {
    const a = found[k - 1]!;
    const b = found[k]!;
    if (a.groupIndex > b.groupIndex || (a.groupIndex === b.groupIndex && a.modifierIndex > b.modifierIndex)) ordered = false;
  }
  if (!ordered) found.sort((a, b) => a.groupIndex - b.groupIndex || a.modifierIndex - b.modifierIndex);
  let placed = found;
  if (shape && shape.groups !== product.modgroups) placed = found.filter((f) => shown[f.groupIndex]);
  let picked: Set<string> | undefined;
  if (index.hasPriceIf) {
    picked = new Set<string>();
    for (const f of placed) if (isCounted(f.pick)) picked.add(f.modifier.id);
  }
  // In a single group, taking another option is a change, not a removal.
  if (anyRemoved) {
    const all = placed;
    placed = all.filter((p) => !p.removed || p.group.type !== 'single' || !all.some((q) => q.groupIndex === p.groupIndex && isCounted(q.pick)));
  }
  return { groups: shape ? shape.groups : product.modgroups, shown, picked: picked ?? NO_IDS, placed, unknown: unknown ?? NO_UNKNOWN, plain, checkedGroups: index.checkedGroups };
}

// Shared and never changed (typed readonly); not frozen, so every reading's arrays have one element kind.
const NO_UNKNOWN: readonly string[] = [];

/**
 * Which groups show for these picks (a group with showIf shows only while its modifier is picked
 * in a group that shows): a fixed point over the few picks, then the groups and flags of that
 * shape, shared per product (a product has a few showIf groups, so a few shapes).
 */
function shownShape(product: ResolvedProduct, index: ProductPickIndex, found: readonly PlacedPick[]): { readonly groups: readonly ResolvedModgroup[]; readonly shown: readonly boolean[] } {
  const groups = product.modgroups;
  const bits = index.showIfBit;
  const k = index.showIfGroups.length;
  if (k > 30) return shownShapeOf(groups, index, found);
  // Each counted pick in a group that shows opens the groups its modifier opens (f.opens), until
  // a walk over the picks opens nothing new.
  let mask = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let j = 0; j < found.length; j++) {
      const f = found[j]!;
      const opens = f.opens;
      if (opens === 0 || (mask & opens) === opens) continue;
      const bit = bits[f.groupIndex]!;
      if ((bit < 0 || (mask & (1 << bit)) !== 0) && isCounted(f.pick)) {
        mask |= opens;
        changed = true;
      }
    }
  }
  let shape = index.shapes.get(mask);
  if (!shape) {
    // Shared by every reading of this shape and never changed (typed readonly).
    const shown = groups.map((_, gi) => bits[gi]! < 0 || (mask & (1 << bits[gi]!)) !== 0);
    shape = { groups: mask === (2 ** k) - 1 ? groups : groups.filter((_, i) => shown[i]), shown };
    index.shapes.set(mask, shape);
  }
  return shape;
}

/** shownShape for a product with more showIf groups than a mask holds: worked out every time. */
function shownShapeOf(groups: readonly ResolvedModgroup[], index: ProductPickIndex, found: readonly PlacedPick[]): { groups: readonly ResolvedModgroup[]; shown: readonly boolean[] } {
  const shown = groups.map((g) => g.showIf === undefined);
  for (let changed = true; changed; ) {
    changed = false;
    for (const gi of index.showIfGroups) {
      if (shown[gi]) continue;
      const target = groups[gi]!.showIf;
      for (const f of found) {
        if (f.modifier.id === target && shown[f.groupIndex] && isCounted(f.pick)) {
          shown[gi] = true;
          changed = true;
          break;
        }
      }
    }
  }
  return { groups: shown.every(Boolean) ? groups : groups.filter((_, i) => shown[i]), shown };
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
      unknown: NO_UNKNOWN,
      plain: true,
      checkedGroups: index.checkedGroups,
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

/** True when `level` is one the modifier offers (regular always is). */
export function isLevelOffered(m: ResolvedModifier, level: string | undefined): boolean {
  return level === undefined || level === 'regular' || (m.levels !== undefined && Object.hasOwn(m.levels, level) && m.levels[level as PickLevel] !== undefined);
}

/** True when `side` is whole (or none), or the group offers halves. */
export function isSideOffered(g: ResolvedModgroup, side: string | undefined): boolean {
  return side === undefined || side === 'whole' || g.portionFactor !== undefined;
}

const HALF: Decimal = { units: 5n, scale: 1 };

/** A group's portion factor; one that does not read as above 0 and at most 1 (a lint error) counts as 0.5. */
function factorOf(text: string): Decimal {
  const d = parseDecimal(text);
  return d && d.units > 0n && d.units <= 10n ** BigInt(d.scale) ? d : HALF;
}

/**
 * One unit of a pick: the level's price (its priceIf resolved against the picks) or, for regular
 * or a level not offered, the modifier's; then a left or right half in a group that offers halves
 * costs portionFactor of it, rounded half up to the cent.
 */
export function pickUnitCents(
  g: ResolvedModgroup,
  m: ResolvedModifier,
  pick: { readonly side?: string | undefined; readonly level?: string | undefined },
  picked: ReadonlySet<string>,
): number {
  let unit = modifierUnitCents(m, picked);
  const level = pick.level !== undefined && pick.level !== 'regular' && isLevelOffered(m, pick.level) ? m.levels![pick.level as PickLevel]! : undefined;
  if (level) {
    unit = level.priceCents;
    if (level.priceIf) {
      for (const e of level.priceIf) {
        if (picked.has(e.match)) {
          unit = e.priceCents;
          break;
        }
      }
    }
  }
  if ((pick.side === 'left' || pick.side === 'right') && g.portionFactor !== undefined) unit = multiplyCents(unit, factorOf(g.portionFactor), 'half-up');
  return unit;
}
