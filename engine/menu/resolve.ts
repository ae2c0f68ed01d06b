/**
 * Menu resolution at one instant, for one order type: visibility, availability, prices after
 * price rules, visible modifier groups. Works on the compiled profile so each call only
 * evaluates what depends on the instant and the order type (rules with `when` or `cartTypes`);
 * parts that depend on neither are resolved once and shared (frozen).
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { outOfStockAt, type Operations, type OutOfStock } from '../operations.js';
import { clockAt, compileProfile, DEFAULT_UNAVAILABLE_LABELS, isHiddenBy } from '../compile.js';
import type {
  CompiledCategory,
  CompiledModgroup,
  CompiledModifier,
  CompiledProduct,
  CompiledProfile,
  BadgeRef,
  PriceRef,
  RuleClock,
  TaxRef,
  UnavailableRef,
} from '../compile.js';
import { compileHookOf } from '../rules/compile-hooks.js';
import { dietaryLabelsOf, lineAllergens } from './allergens.js';
import type { CartType } from '../cart-types.js';
import type {
  PickLevel,
  PriceStep,
  ResolvedCategory,
  ResolvedLevel,
  ResolvedMenu,
  ResolvedModgroup,
  ResolvedModifier,
  ResolvedProduct,
  UnavailableReason,
} from './types.js';

/** The list page size: each resolved category lists at most this many products. */
export const MENU_LIST_CAP = 50;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface PriceOutcome {
  priceCents: number;
  originalPriceCents?: number;
  steps?: PriceStep[];
}

/** Applies the entity's active price rules in profile order (DESIGN section 4, step 1). */
function applyPriceRules(
  base: number,
  market: boolean,
  menuOriginal: number | undefined,
  refs: readonly PriceRef[],
  clock: RuleClock,
): PriceOutcome {
  let price = base;
  let showOriginal = false;
  let steps: PriceStep[] | undefined;
  for (const ref of refs) {
    if (!clock.active[ref.index]) continue;
    const rule = ref.rule;
    const before = price;
    const hook = compileHookOf(rule);
    if (hook?.family !== 'price') continue;
    const next = hook.applyPrice(rule, ref, price, market);
    if (next === undefined) continue;
    price = next;
    if (price === before) continue;
    if (ref.showOriginalPrice) showOriginal = true;
    // A rule the customer is not shown (no old price struck through: a markup) is staff-only.
    (steps ??= []).push(ref.showOriginalPrice
      ? { ruleId: rule.id, kind: rule.kind, fromCents: before, toCents: price }
      : { ruleId: rule.id, kind: rule.kind, fromCents: before, toCents: price, staffOnly: true });
  }
  const out: PriceOutcome = { priceCents: price };
  if (menuOriginal !== undefined) out.originalPriceCents = menuOriginal;
  else if (showOriginal && price !== base) out.originalPriceCents = base;
  if (steps) out.steps = steps;
  return out;
}

function availabilityOf(
  outOfStock: boolean,
  refs: readonly UnavailableRef[],
  clock: RuleClock,
): { reason: UnavailableReason; label: string; onlyFor?: UnavailableRef['onlyFor']; ruleId?: string } | undefined {
  if (outOfStock) return { reason: 'OUT_OF_STOCK', label: DEFAULT_UNAVAILABLE_LABELS.OUT_OF_STOCK };
  for (const r of refs) if (clock.active[r.index]) return r;
  return undefined;
}

/** The labels of the active badge refs, after the static ones. */
function badgesAt(badges: readonly string[], refs: readonly BadgeRef[], clock: RuleClock): readonly string[] {
  if (refs.length === 0) return badges;
  const active = refs.filter((r) => clock.active[r.index]).map((r) => r.label);
  return active.length === 0 ? badges : [...badges, ...active];
}

/** The tax percent of the last active matching tax-rate rule (refs are every matching rule, in profile order). */
function taxPercentAt(fallback: string | undefined, refs: readonly TaxRef[], clock: RuleClock): string | undefined {
  if (refs.length === 0) return fallback;
  let percent: string | undefined;
  for (const r of refs) if (clock.active[r.index] && r.percent !== undefined) percent = r.percent;
  return percent;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

function buildModifier(m: CompiledModifier, clock: RuleClock): ResolvedModifier {
  const price = applyPriceRules(m.basePriceCents, m.market, m.menuOriginalPriceCents, m.priceRules, clock);
  const unavailable = availabilityOf(m.outOfStock, m.unavailable, clock);
  const out: Mutable<ResolvedModifier> = {
    id: m.id,
    name: m.name,
    priceCents: price.priceCents,
    marketPrice: m.market,
    available: unavailable === undefined,
  };
  if (m.description !== undefined) out.description = m.description;
  if (price.originalPriceCents !== undefined) out.originalPriceCents = price.originalPriceCents;
  if (m.priceIf) out.priceIf = m.priceIf;
  if (m.isDefault) out.default = true;
  if (m.refundWhenRemoved) out.refundWhenRemoved = true;
  if (m.levels) out.levels = resolveLevels(m, clock);
  if (unavailable) {
    out.unavailableReason = unavailable.reason;
    out.label = unavailable.label;
  }
  if (m.photoUrl !== undefined) out.photoUrl = m.photoUrl;
  if (m.url !== undefined) out.url = m.url;
  if (m.generated) out.generated = true;
  if (m.allergens) out.allergens = m.allergens;
  if (price.steps) out.priceSteps = price.steps;
  return out;
}

/** A modifier's levels at this clock: the option's price rules change each level's price as they change its own. */
function resolveLevels(m: CompiledModifier, clock: RuleClock): NonNullable<ResolvedModifier['levels']> {
  const out: { -readonly [K in PickLevel]?: ResolvedLevel } = {};
  for (const [level, l] of Object.entries(m.levels ?? {}) as [PickLevel, NonNullable<CompiledModifier['levels']>[PickLevel]][]) {
    if (!l) continue;
    const price = applyPriceRules(l.basePriceCents, l.market, undefined, m.priceRules, clock);
    out[level] = l.priceIf ? { priceCents: price.priceCents, priceIf: l.priceIf } : { priceCents: price.priceCents };
  }
  return out;
}

const staticModifiers = new WeakMap<CompiledModifier, ResolvedModifier | null>();

/** The modifier at this clock, or null when hidden or removed. */
function resolveModifier(m: CompiledModifier, clock: RuleClock): ResolvedModifier | null {
  if (!m.timed) {
    let cached = staticModifiers.get(m);
    if (cached === undefined) {
      cached = isHiddenBy(m.visibility, clock) ? null : deepFreeze(buildModifier(m, clock));
      staticModifiers.set(m, cached);
    }
    return cached;
  }
  return isHiddenBy(m.visibility, clock) ? null : buildModifier(m, clock);
}

function buildModgroup(g: CompiledModgroup, clock: RuleClock): ResolvedModgroup {
  const modifiers: ResolvedModifier[] = [];
  for (const m of g.modifiers) {
    const r = resolveModifier(m, clock);
    if (r) modifiers.push(r);
  }
  const out: Mutable<ResolvedModgroup> = {
    id: g.id,
    name: g.name,
    type: g.type,
    required: g.required,
    modifiers,
  };
  if (g.minCount !== undefined) out.minCount = g.minCount;
  if (g.maxCount !== undefined) out.maxCount = g.maxCount;
  if (g.minPriceCents !== undefined) out.minPriceCents = g.minPriceCents;
  if (g.showIf !== undefined) out.showIf = g.showIf;
  if (g.portionFactor !== undefined) out.portionFactor = g.portionFactor;
  if (g.parentModifierId !== undefined) out.parentModifierId = g.parentModifierId;
  if (g.depth !== undefined) out.depth = g.depth;
  return out;
}

const staticModgroups = new WeakMap<CompiledModgroup, ResolvedModgroup>();

/** The group at this clock, or null when not shown (quantity group, daysOfWeek, rules). */
function resolveModgroup(g: CompiledModgroup, clock: RuleClock): ResolvedModgroup | null {
  if (g.quantityGroup) return null;
  if (g.daysOfWeek && !g.daysOfWeek.has(clock.parts.weekday)) return null;
  if (isHiddenBy(g.visibility, clock)) return null;
  if (!g.timed && g.modifiers.every((m) => !m.timed)) {
    let cached = staticModgroups.get(g);
    if (!cached) {
      cached = deepFreeze(buildModgroup(g, clock));
      staticModgroups.set(g, cached);
    }
    return cached;
  }
  return buildModgroup(g, clock);
}

/** True when the category is shown at this clock (drafts never are). */
function isCategoryVisible(c: CompiledCategory, clock: RuleClock): boolean {
  return !c.draft && !isHiddenBy(c.visibility, clock);
}

function buildProduct(p: CompiledProduct, clock: RuleClock, categoryVisible: boolean): ResolvedProduct {
  const price = applyPriceRules(p.basePriceCents, p.market, p.menuOriginalPriceCents, p.priceRules, clock);
  const unavailable = availabilityOf(p.outOfStock, p.unavailable, clock);
  const visible = categoryVisible && !isHiddenBy(p.visibility, clock);
  const modgroups: ResolvedModgroup[] = [];
  for (const g of p.modgroups) {
    const r = resolveModgroup(g, clock);
    // Groups with no modifiers (none written, or every one hidden at this clock) are skipped.
    if (r && r.modifiers.length > 0) modgroups.push(r);
  }
  const orderDisabled = p.category.disableOrder;
  const taxPercent = taxPercentAt(p.taxPercent, p.taxRefs, clock);
  const badges = badgesAt(p.badges, p.badgeRefs, clock);
  const out: Mutable<ResolvedProduct> = {
    id: p.id,
    name: p.name,
    categoryId: p.category.id,
    categoryName: p.category.name,
    priceCents: price.priceCents,
    marketPrice: p.market,
    photoUrl: p.photoUrl,
    tags: p.tags,
    badges,
    dietary: badges.length === 0 ? p.dietary : dietaryLabelsOf(p.dietary, badges),
    visible,
    available: unavailable === undefined,
    orderDisabled,
    orderable: visible && unavailable === undefined && !orderDisabled,
    modgroups,
  };
  if (p.description !== undefined) out.description = p.description;
  if (price.originalPriceCents !== undefined) out.originalPriceCents = price.originalPriceCents;
  if (taxPercent !== undefined) out.taxPercent = taxPercent;
  if (unavailable) {
    out.unavailableReason = unavailable.reason;
    out.label = unavailable.label;
    if (unavailable.onlyFor) out.onlyFor = unavailable.onlyFor;
    if (unavailable.ruleId !== undefined) out.unavailableRuleId = unavailable.ruleId;
  }
  if (p.minimumAge !== undefined) out.minimumAge = p.minimumAge;
  if (price.steps) out.priceSteps = price.steps;
  if (p.combo) out.combo = p.combo;
  if (p.allergens) {
    out.allergens = p.allergens;
    out.contains = lineAllergens(out, undefined).allergens;
  }
  return out;
}

// Resolved products by the state of the timed rules that touch them (rules with a `when` or
// `cartTypes`, and the weekday when a group has daysOfWeek): a product has only a handful of
// distinct forms, so each is built once.
// Resolved forms are kept on each compiled product (CompiledProduct.forms), at most this many.
const PRODUCT_FORMS_LIMIT = 256;

/**
 * The form's key: with up to 24 timed rules a number (a bit per rule, the weekday above them),
 * else a string of the same ('3' + '0110...'); the two kinds never meet in one product's map.
 */
function formKey(p: CompiledProduct, clock: RuleClock): string | number {
  const timed = p.timedRules;
  if (timed.length <= 24) {
    let key = p.usesWeekday ? (clock.parts.weekday + 1) * 0x1000000 : 0;
    for (let k = 0; k < timed.length; k++) if (clock.active[timed[k]!]) key += 1 << k;
    return key;
  }
  let key = p.usesWeekday ? String(clock.parts.weekday) : '';
  for (const i of timed) key += clock.active[i] ? '1' : '0';
  return key;
}

/** One product of a compiled profile at a clock (hidden ones resolve with visible: false). Frozen and shared. */
export function resolveCompiledProduct(p: CompiledProduct, clock: RuleClock): ResolvedProduct {
  const forms = p.forms;
  const key = formKey(p, clock);
  let resolved = forms.get(key);
  if (!resolved) {
    resolved = deepFreeze(buildProduct(p, clock, isCategoryVisible(p.category, clock)));
    if (forms.size >= PRODUCT_FORMS_LIMIT) forms.clear();
    forms.set(key, resolved);
  }
  return resolved;
}

const OUT_OF_STOCK_LABEL = DEFAULT_UNAVAILABLE_LABELS.OUT_OF_STOCK;

/**
 * A resolved product with the live operations' out-of-stock entries applied: the product shows
 * '*OUT OF STOCK' and cannot be ordered; a modifier is unavailable in its group, and so is an
 * option generated from a product out of stock (autoGenFromTag: the option has the product's id).
 * The shared frozen form is copied only when something of it is out of stock.
 */
export function withOutOfStock(product: ResolvedProduct, out: OutOfStock): ResolvedProduct {
  if (out.products.size === 0 && out.modifiers.size === 0) return product;
  const productOut = out.products.has(product.id) && product.unavailableReason !== 'OUT_OF_STOCK';
  // A side made from the fries is the fries: marking the product out of stock takes it off every offer of it.
  const isOut = (m: ResolvedModifier): boolean => m.available && (out.modifiers.has(m.id) || (m.generated === true && out.products.has(m.id)));
  const touchesGroup = product.modgroups.some((g) => g.modifiers.some(isOut));
  if (!productOut && !touchesGroup) return product;
  const copy: Mutable<ResolvedProduct> = { ...product };
  if (productOut) {
    copy.available = false;
    copy.orderable = false;
    copy.unavailableReason = 'OUT_OF_STOCK';
    copy.label = OUT_OF_STOCK_LABEL;
  }
  if (touchesGroup) {
    copy.modgroups = product.modgroups.map((g) =>
      g.modifiers.some(isOut)
        ? { ...g, modifiers: g.modifiers.map((m) => (isOut(m) ? { ...m, available: false, unavailableReason: 'OUT_OF_STOCK' as const, label: OUT_OF_STOCK_LABEL } : m)) }
        : g,
    );
    // An option that starts picked and is out of stock no longer counts in what the product contains.
    if (copy.allergens) copy.contains = lineAllergens(copy, undefined).allergens;
  }
  return deepFreeze(copy);
}

/**
 * One product at `now` (epoch ms) for a cart of `cartType` (default: the cart's default, PICKUP),
 * or undefined when the menu has no such id. A product listed in several categories resolves as
 * its first listing. `operations` marks what is out of stock.
 */
export function resolveProduct(profile: LoadedProfile, productId: string, now: number, operations?: Operations, cartType?: CartType): ResolvedProduct | undefined {
  const compiled = compileProfile(profile);
  const p = compiled.productsById.get(productId);
  if (!p) return undefined;
  const resolved = resolveCompiledProduct(p, clockAt(compiled, now, cartType));
  return operations ? withOutOfStock(resolved, outOfStockAt(operations, now)) : resolved;
}

function isoAt(clock: RuleClock): string {
  // ISO 8601 in the shop's offset, from the parts already computed (no second zone lookup).
  const local = clock.now + clock.parts.offsetMinutes * 60_000;
  const msOfDay = ((local % 86_400_000) + 86_400_000) % 86_400_000;
  const hh = Math.floor(msOfDay / 3_600_000);
  const mm = Math.floor((msOfDay % 3_600_000) / 60_000);
  const ss = Math.floor((msOfDay % 60_000) / 1000);
  const ms = msOfDay % 1000;
  const off = clock.parts.offsetMinutes;
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const p2 = (n: number): string => String(n).padStart(2, '0');
  return `${clock.parts.date}T${p2(hh)}:${p2(mm)}:${p2(ss)}.${String(ms).padStart(3, '0')}${sign}${p2(Math.floor(abs / 60))}:${p2(abs % 60)}`;
}

/**
 * The menu a customer sees at `now` (epoch ms) for a cart of `cartType` (default: the cart's
 * default, PICKUP): visible categories with their visible products; an item not for that order
 * type is listed unavailable, labelled with the types it can be ordered for ('Dine-in only').
 * `operations` (live operations) marks what is out of stock.
 */
export function resolveMenu(profile: LoadedProfile, now: number, operations?: Operations, cartType?: CartType): ResolvedMenu {
  const compiled: CompiledProfile = compileProfile(profile);
  const clock = clockAt(compiled, now, cartType);
  const stock = outOfStockAt(operations, now);
  const categories: ResolvedCategory[] = [];
  for (const c of compiled.categories) {
    if (!isCategoryVisible(c, clock)) continue;
    const products: ResolvedProduct[] = [];
    let total = 0;
    for (const p of c.products) {
      if (isHiddenBy(p.visibility, clock)) continue;
      total += 1;
      if (products.length < MENU_LIST_CAP) products.push(withOutOfStock(resolveCompiledProduct(p, clock), stock));
    }
    const out: Mutable<ResolvedCategory> = {
      id: c.id,
      name: c.name,
      disableOrder: c.disableOrder,
      badges: badgesAt(c.badges, c.badgeRefs, clock),
      products,
      totalProducts: total,
    };
    if (c.description !== undefined) out.description = c.description;
    if (c.tag !== undefined) out.tag = c.tag;
    if (c.type !== undefined) out.type = c.type;
    categories.push(out);
  }
  return { shopId: compiled.shopId, at: isoAt(clock), timeZone: compiled.zone, cartType: clock.cartType, cap: MENU_LIST_CAP, categories };
}
