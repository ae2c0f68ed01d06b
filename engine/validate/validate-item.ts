/**
 * Item validation (spec section 5, "Modifier validation on every change"): one cart line's
 * picks against the resolved product. Expected failures are values with permanent codes.
 */
import type { CartLine } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { ResolvedProduct } from '../menu/types.js';
import { countOf, isLevelOffered, isSideOffered, pickUnitCents, readLinePicks, type LinePicks } from './picks.js';

import type { CustomerPicks } from './picks.js';

/** One finding. `path` is a JSON pointer relative to the cart line (callers prefix `/products/{i}`). */
export interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface ItemValidation {
  readonly ok: boolean;
  readonly issues: readonly Issue[];
}

/** Escapes a JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A cart quantity as a whole number of at least 1 (spec: "floored to an integer of at least 1"). */
export function normalizeQuantity(quantity: unknown): number {
  const n = typeof quantity === 'number' ? quantity : typeof quantity === 'string' ? Number(quantity) : NaN;
  if (!Number.isFinite(n)) return 1;
  const whole = Math.floor(n);
  return whole < 1 ? 1 : Math.min(whole, Number.MAX_SAFE_INTEGER);
}

/**
 * Checks one line's picks: unknown or unavailable picks, buffet quantities, a level the option
 * does not offer, a half in a group without halves, and for every group that shows and has
 * options: required, minCount (buffet counted by quantity), maxCount (single groups allow one
 * pick), minPrice. Options that start picked count unless removed. Groups hidden by showIf (or
 * nested under an option not picked), and picks inside them, are ignored.
 */
export function validateItem(
  product: ResolvedProduct,
  line: Pick<CartLine, 'customerPicks'>,
  reading?: LinePicks,
): ItemValidation {
  const picks: CustomerPicks = line.customerPicks ?? {};
  let issues: Issue[] | undefined;

  reading ??= readLinePicks(product, picks);
  // Picks (not false, nor a quantity of 0) of ids no group offers, as the reading found them.
  const unknown = reading.unknown;
  for (let k = 0; k < unknown.length; k++) {
    const id = unknown[k]!;
    (issues ??= []).push({
      code: 'UNKNOWN_MODIFIER',
      message: message('UNKNOWN_MODIFIER', { modifierId: id }),
      path: `/customerPicks/${pointerSegment(id)}`,
      params: { modifierId: id },
    });
  }

  // Filled only for a product with priceIf (readLinePicks).
  const picked = reading.picked;
  const checked = reading.checkedGroups;
  const placed = reading.placed;
  // A plain reading (every pick a `true` of an available option) has nothing to report per pick.
  if (!reading.plain) for (let k = 0; k < placed.length; k++) {
    const { group: g, modifier: m, pick, removed } = placed[k]!;
    if (removed) continue;
    if (!pick.valid) {
      (issues ??= []).push({
        code: 'BUFFET_QUANTITY',
        message: message('BUFFET_QUANTITY', { name: m.name }),
        path: `/customerPicks/${pointerSegment(m.id)}`,
        params: { modgroupId: g.id, modifierId: m.id },
      });
      continue;
    }
    const c = countOf(g, pick);
    if (c === 0) continue;
    if (!m.available) {
      (issues ??= []).push({
        code: 'MODIFIER_UNAVAILABLE',
        message: message('MODIFIER_UNAVAILABLE', { name: m.name, label: m.label }),
        path: `/customerPicks/${pointerSegment(m.id)}`,
        params: { modgroupId: g.id, modifierId: m.id, reason: m.unavailableReason },
      });
    }
    if (!isLevelOffered(m, pick.level)) {
      const offered = ['regular', ...Object.keys(m.levels ?? {})];
      (issues ??= []).push({
        code: 'LEVEL_NOT_OFFERED',
        message: message('LEVEL_NOT_OFFERED', { name: m.name, level: pick.level ?? '', offered }),
        path: `/customerPicks/${pointerSegment(m.id)}/level`,
        params: { modgroupId: g.id, modifierId: m.id, level: pick.level, offered },
      });
    }
    if (!isSideOffered(g, pick.side)) {
      (issues ??= []).push({
        code: 'PORTION_NOT_OFFERED',
        message: message('PORTION_NOT_OFFERED', { name: m.name, group: g.name }),
        path: `/customerPicks/${pointerSegment(m.id)}/side`,
        params: { modgroupId: g.id, modifierId: m.id, side: pick.side },
      });
    }
  }
  // Groups with no modifiers are skipped (spec), and so are groups with nothing to break.
  // The checked groups and the placed picks are both in the product's order: one walk over each.
  let from = 0;
  for (let k = 0; k < checked.length; k++) {
    const c = checked[k]!;
    const gi = c.index;
    while (from < placed.length && placed[from]!.groupIndex < gi) from++;
    if (!reading.shown[gi]) continue;
    // The group's count and, for a minimum price, its picks' total.
    let count = 0;
    let totalCents = 0;
    for (let j = from; j < placed.length && placed[j]!.groupIndex === gi; j++) {
      const p = placed[j]!;
      const q = p.pick.quantity;
      if (p.removed || !p.pick.valid || q === 0) continue;
      const n = c.buffet ? q : 1;
      count += n;
      if (c.minPriceCents > 0) totalCents += pickUnitCents(c.group, p.modifier, p.pick, picked) * n;
    }
    const short = (c.required && count === 0) || count < c.minCount;
    const over = count > c.max;
    // An optional group left empty has nothing to reach; once anything is picked the minimum applies.
    // One message under a group at a time: the price minimum is said once the count is right.
    const cheap = !short && !over && c.minPriceCents > 0 && (c.required || count > 0) && totalCents < c.minPriceCents;
    if (!short && !over && !cheap) continue;
    const g = c.group;
    const at = { modgroupId: g.id, modgroupName: g.name };
    const path = '/customerPicks';
    if (g.required && count === 0) {
      (issues ??= []).push({ code: 'REQUIRED', message: message('REQUIRED'), path, params: at });
    } else if (g.minCount !== undefined && count < g.minCount) {
      (issues ??= []).push({ code: 'MIN_COUNT', message: message('MIN_COUNT', { n: g.minCount }), path, params: { ...at, n: g.minCount, count } });
    }
    if (over) {
      (issues ??= []).push({ code: 'MAX_COUNT', message: message('MAX_COUNT', { n: c.max }), path, params: { ...at, n: c.max, count } });
    }
    if (cheap) {
      (issues ??= []).push({
        code: 'MIN_PRICE',
        message: message('MIN_PRICE', { minPriceCents: c.minPriceCents }),
        path,
        params: { ...at, minPriceCents: c.minPriceCents, totalCents },
      });
    }
  }
  return issues === undefined ? VALID : { ok: false, issues };
}

/** A line without issues (shared: callers read it, never change it). */
const VALID: ItemValidation = Object.freeze({ ok: true, issues: Object.freeze([]) as readonly Issue[] });
