/**
 * Profile indexes built once per profile object (memoised in a WeakMap): products by id with
 * their category, rule lists by kind, every selector already matched against every menu entity,
 * prices parsed to cents and photos resolved. Whatever depends on the instant (a rule's `when`,
 * a group's daysOfWeek) is left for `clockAt` and the resolvers, which are then cheap.
 */
import type {
  Modgroup,
  Modifier,
  PriceIf,
  Product,
  Rule,
  Selector,
  SubMenu,
} from '../schemas/generated/types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import { dollarsToCents, formatDecimal, multiplyCents, parseDecimal } from './money.js';
import type { Rounding } from './money.js';
import {
  keywordsOf,
  matchesCategory,
  matchesModgroup,
  matchesModifier,
  matchesProduct,
  textOf,
} from './match.js';
import type { CategoryLike, ModgroupLike, ModifierLike, ProductLike } from './match.js';
import { compileWhen, localParts } from './schedule.js';
import type { LocalParts, SchedulePredicate } from './schedule.js';
import { resolvePhotoUrl } from './menu/photo.js';
import { isRetailCategory } from './menu/retail.js';
import type { CategoryInfo, ModgroupInfo, ResolvedPriceIf, UnavailableReason } from './menu/types.js';

export type RuleKind = Rule['kind'];
export type RuleOf<K extends RuleKind> = Extract<Rule, { kind: K }>;

/** Labels shown for an unavailable item when its rule gives none (spec section 2, spelled so). */
export const DEFAULT_UNAVAILABLE_LABELS: Readonly<Record<UnavailableReason, string>> = {
  OUT_OF_STOCK: '*OUT OF STOCK',
  DINE_IN_ONLY: '*not availalbe online',
  TIME_LIMITED: '*not available right now',
};

/** A visibility rule applied to one entity: `hide` hides while active, `show-only` while not. */
export interface VisibilityRef {
  readonly index: number;
  readonly hideWhileActive: boolean;
}

export interface UnavailableRef {
  readonly index: number;
  readonly reason: UnavailableReason;
  readonly label: string;
}

export type PriceRule = RuleOf<'price-factor'> | RuleOf<'price-increase'> | RuleOf<'fixed-price'>;

/** A price rule applied to one entity, with its factor parsed once. */
export interface PriceRef {
  readonly index: number;
  readonly rule: PriceRule;
  readonly factor?: { readonly units: bigint; readonly scale: number };
  readonly rounding: Rounding;
  readonly showOriginalPrice: boolean;
}

/** What every priced, stock-tracked entity (product or modifier) carries. */
interface CompiledPriced {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly basePriceCents: number;
  readonly market: boolean;
  /** The menu's own originalPrice, in cents, when numeric. */
  readonly menuOriginalPriceCents?: number;
  readonly outOfStock: boolean;
  readonly visibility: readonly VisibilityRef[];
  readonly unavailable: readonly UnavailableRef[];
  readonly priceRules: readonly PriceRef[];
  /** Some applicable rule has a `when`: the resolved form depends on the instant. */
  readonly timed: boolean;
}

export interface CompiledModifier extends CompiledPriced {
  readonly priceIf?: readonly ResolvedPriceIf[];
  readonly photoUrl?: string;
  readonly url?: string;
  readonly generated: boolean;
}

export interface CompiledModgroup extends ModgroupInfo {
  readonly src: Modgroup;
  readonly daysOfWeek?: ReadonlySet<number>;
  /** The legacy 'quantity' group (by id or name) is never shown. */
  readonly quantityGroup: boolean;
  /** hide/show-only rules and remove-modifier rules aimed at the group. */
  readonly visibility: readonly VisibilityRef[];
  readonly modifiers: readonly CompiledModifier[];
  /** The group's own shape depends on the instant (daysOfWeek or a timed rule). */
  readonly timed: boolean;
}

export interface CompiledProduct extends CompiledPriced {
  readonly src: Product;
  readonly category: CompiledCategory;
  readonly photoUrl: string;
  readonly tags: readonly string[];
  readonly taxPercent?: string;
  readonly badges: readonly string[];
  readonly modgroups: readonly CompiledModgroup[];
  /**
   * Indexes of the timed rules (with a `when`) that touch this product, its category, groups or
   * modifiers, and whether a group has daysOfWeek: together they decide its resolved form.
   */
  readonly timedRules: readonly number[];
  readonly usesWeekday: boolean;
}

export interface CompiledCategory extends CategoryInfo {
  readonly src: SubMenu;
  readonly draft: boolean;
  /** Retail goods: the lines of its products are untaxed (engine/menu/retail.ts). */
  readonly retail: boolean;
  readonly visibility: readonly VisibilityRef[];
  readonly products: readonly CompiledProduct[];
}

export interface CompiledProfile {
  readonly profile: LoadedProfile;
  readonly shopId: string;
  readonly zone: string;
  /** Enabled rules in profile order (presets first). Indexes below point into this list. */
  readonly rules: readonly Rule[];
  readonly rulesByKind: { readonly [K in RuleKind]: readonly RuleOf<K>[] };
  /** The compiled `when` of each rule; undefined = always active. */
  readonly whenTests: readonly (SchedulePredicate | undefined)[];
  readonly categories: readonly CompiledCategory[];
  /** First occurrence of each product id in menu order, with its category. */
  readonly productsById: ReadonlyMap<string, CompiledProduct>;
}

/** Which rules are active at one instant. */
export interface RuleClock {
  readonly now: number;
  readonly parts: LocalParts;
  readonly active: readonly boolean[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const RULE_KINDS: readonly RuleKind[] = [
  'hide', 'show-only', 'unavailable', 'price-factor', 'price-increase', 'fixed-price', 'remove-modifier',
  'promotion', 'quantity-limit', 'delivery-fee', 'tax-rate', 'badge',
];

function optionalText(value: unknown): string | undefined {
  const t = textOf(value as Parameters<typeof textOf>[0]);
  return t === '' ? undefined : t;
}

function isGiven(price: unknown): boolean {
  return price !== undefined && price !== null && price !== '';
}

// Menus repeat the same few prices thousands of times; parse each text once.
const parsedPrices = new Map<unknown, { readonly cents: number; readonly market: boolean }>();

function priceOf(price: unknown): { readonly cents: number; readonly market: boolean } {
  let parsed = parsedPrices.get(price);
  if (!parsed) {
    const { cents, market } = dollarsToCents(price);
    parsed = { cents, market };
    if (parsedPrices.size >= 10_000) parsedPrices.clear();
    parsedPrices.set(price, parsed);
  }
  return parsed;
}

function priceIfCents(list: PriceIf | undefined): readonly ResolvedPriceIf[] | undefined {
  if (!list || list.length === 0) return undefined;
  return Object.freeze(list.map((e) => Object.freeze({ match: e.match, priceCents: dollarsToCents(e.price).cents })));
}

function percentText(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const d = parseDecimal(value);
  return d ? formatDecimal(d) : undefined;
}

interface Builder {
  readonly profile: LoadedProfile;
  readonly rules: readonly Rule[];
  readonly whenTests: readonly (SchedulePredicate | undefined)[];
  /** Rules by family and target ('visibility:product', 'unavailable:modifier', 'price:product', ...). */
  readonly byTarget: ReadonlyMap<string, readonly { readonly index: number; readonly rule: Rule }[]>;
}

type Targeted = Extract<Rule, { target: string }>;
type Family = 'visibility' | 'unavailable' | 'price';

const NONE: readonly never[] = Object.freeze([]);

function familyOf(rule: Rule): Family | undefined {
  switch (rule.kind) {
    case 'hide':
    case 'show-only':
    case 'remove-modifier':
      return 'visibility';
    case 'unavailable':
      return 'unavailable';
    case 'price-factor':
    case 'price-increase':
    case 'fixed-price':
      return 'price';
    default:
      return undefined;
  }
}

function groupByTarget(rules: readonly Rule[]): Map<string, { index: number; rule: Rule }[]> {
  const out = new Map<string, { index: number; rule: Rule }[]>();
  rules.forEach((rule, index) => {
    const family = familyOf(rule);
    if (!family || !('target' in rule)) return;
    const key = `${family}:${rule.target}`;
    const list = out.get(key);
    if (list) list.push({ index, rule });
    else out.set(key, [{ index, rule }]);
  });
  return out;
}

/** Visibility refs of every hide/show-only (and, for groups and modifiers, remove-modifier) rule aimed at `target` that matches. */
function visibilityRefs(b: Builder, target: Targeted['target'], matches: (s: Selector) => boolean): readonly VisibilityRef[] {
  const candidates = b.byTarget.get(`visibility:${target}`);
  if (!candidates) return NONE;
  const out: VisibilityRef[] = [];
  for (const { index, rule } of candidates) {
    if ('match' in rule && matches(rule.match)) out.push({ index, hideWhileActive: rule.kind !== 'show-only' });
  }
  return out.length === 0 ? NONE : out;
}

function unavailableRefs(b: Builder, target: 'product' | 'modifier', matches: (s: Selector) => boolean): readonly UnavailableRef[] {
  const candidates = b.byTarget.get(`unavailable:${target}`);
  if (!candidates) return NONE;
  const out: UnavailableRef[] = [];
  for (const { index, rule } of candidates) {
    if (rule.kind !== 'unavailable' || !matches(rule.match)) continue;
    out.push({ index, reason: rule.reason, label: rule.label ?? DEFAULT_UNAVAILABLE_LABELS[rule.reason] });
  }
  return out.length === 0 ? NONE : out;
}

function priceRefs(b: Builder, target: 'product' | 'modifier', matches: (s: Selector) => boolean): readonly PriceRef[] {
  const candidates = b.byTarget.get(`price:${target}`);
  if (!candidates) return NONE;
  const out: PriceRef[] = [];
  for (const { index, rule } of candidates) {
    if (rule.kind !== 'price-factor' && rule.kind !== 'price-increase' && rule.kind !== 'fixed-price') continue;
    if (!matches(rule.match)) continue;
    if (rule.kind === 'price-factor') {
      const factor = parseDecimal(rule.factor);
      if (!factor) throw new RangeError(`rule ${rule.id}: factor is not a decimal: ${rule.factor}`);
      out.push({ index, rule, factor, rounding: rule.rounding ?? 'floor', showOriginalPrice: rule.showOriginalPrice ?? true });
    } else {
      out.push({
        index,
        rule,
        rounding: 'floor',
        showOriginalPrice: rule.kind === 'fixed-price' ? (rule.showOriginalPrice ?? true) : false,
      });
    }
  }
  return out.length === 0 ? NONE : out;
}

function isTimed(b: Builder, refs: readonly { index: number }[]): boolean {
  return refs.some((r) => b.whenTests[r.index] !== undefined);
}

function compileModifier(
  b: Builder,
  m: ModifierLike & { description?: unknown; url?: string | undefined; photo?: Modifier['photo'] },
  price: { cents: number; market: boolean },
  menuOriginal: unknown,
  priceIf: readonly ResolvedPriceIf[] | undefined,
  group: ModgroupLike,
  product: ProductLike,
  category: CategoryLike,
  generated: boolean,
  photoUrl: string | undefined,
): CompiledModifier {
  const matches = (s: Selector): boolean => matchesModifier(s, m, group, product, category);
  const visibility = visibilityRefs(b, 'modifier', matches);
  const unavailable = unavailableRefs(b, 'modifier', matches);
  const priceRules = priceRefs(b, 'modifier', matches);
  const out: Mutable<CompiledModifier> = {
    id: m.id,
    name: textOf(m.name),
    basePriceCents: price.cents,
    market: price.market,
    outOfStock: b.profile.settings.menuSettings[m.id]?.outOfStock === 'OUT_OF_STOCK',
    visibility,
    unavailable,
    priceRules,
    timed: isTimed(b, visibility) || isTimed(b, unavailable) || isTimed(b, priceRules),
    generated,
  };
  const description = optionalText(m.description);
  if (description !== undefined) out.description = description;
  if (isGiven(menuOriginal)) {
    const o = dollarsToCents(menuOriginal);
    if (!o.market) out.menuOriginalPriceCents = o.cents;
  }
  if (priceIf) out.priceIf = priceIf;
  if (photoUrl !== undefined) out.photoUrl = photoUrl;
  if (m.url !== undefined) out.url = m.url;
  return out;
}

/** The products carrying `tag` as a whole keyword (case-insensitive), first occurrence per id. */
function productsTagged(all: readonly { src: Product }[], tag: string): Product[] {
  const wanted = tag.toLowerCase();
  return all
    .filter((p) => keywordsOf(p.src.tags as Parameters<typeof keywordsOf>[0]).some((k) => k.toLowerCase() === wanted))
    .map((p) => p.src);
}

function compileModgroup(
  b: Builder,
  g: Modgroup,
  product: Product,
  category: SubMenu,
  allProducts: readonly { src: Product }[],
): CompiledModgroup {
  const groupPriceIf = priceIfCents(g.priceIf);
  const modifiers: CompiledModifier[] = [];
  const seen = new Set<string>();
  for (const m of g.modifiers ?? []) {
    seen.add(m.id);
    const photoUrl = m.photo === undefined ? undefined : resolvePhotoUrl(m.photo, b.profile);
    modifiers.push(compileModifier(b, m, priceOf(m.price), m.originalPrice, priceIfCents(m.priceIf) ?? groupPriceIf,
      g, product, category, false, photoUrl));
  }
  if (g.autoGenFromTag) {
    const multiplier = g.discountMultiplier === undefined ? undefined : parseDecimal(g.discountMultiplier);
    for (const source of productsTagged(allProducts, g.autoGenFromTag)) {
      if (seen.has(source.id)) continue;
      seen.add(source.id);
      const base = priceOf(source.price);
      let price = base;
      // Legacy auto-generated options: a fixed price, else the product price x multiplier rounded UP.
      if (isGiven(g.fixedPrice)) price = priceOf(g.fixedPrice);
      else if (multiplier && !base.market) price = { cents: multiplyCents(base.cents, multiplier, 'ceil'), market: false };
      const m = { id: source.id, name: textOf(source.name) };
      const photoUrl = source.photo === undefined ? undefined : resolvePhotoUrl(source.photo, b.profile);
      modifiers.push(compileModifier(b, m, price, undefined, groupPriceIf, g, product, category, true, photoUrl));
    }
  }
  const matches = (s: Selector): boolean => matchesModgroup(s, g, product, category);
  const visibility = visibilityRefs(b, 'modgroup', matches);
  const name = textOf(g.name);
  const out: Mutable<CompiledModgroup> = {
    src: g,
    id: g.id,
    name,
    type: g.type ?? 'multiple',
    required: g.required ?? false,
    quantityGroup: g.id === 'quantity' || name === 'quantity',
    visibility,
    modifiers,
    timed: (g.daysOfWeek !== undefined) || isTimed(b, visibility),
  };
  if (g.minCount !== undefined) out.minCount = g.minCount;
  if (g.maxCount !== undefined) out.maxCount = g.maxCount;
  if (isGiven(g.minPrice)) out.minPriceCents = dollarsToCents(g.minPrice).cents;
  if (g.showIf !== undefined && g.showIf !== '') out.showIf = g.showIf;
  if (g.daysOfWeek !== undefined) out.daysOfWeek = new Set(g.daysOfWeek);
  return out;
}

function timedRulesOf(b: Builder, p: CompiledProduct, categoryVisibility: readonly VisibilityRef[]): number[] {
  const set = new Set<number>();
  const add = (refs: readonly { index: number }[]): void => {
    for (const r of refs) if (b.whenTests[r.index] !== undefined) set.add(r.index);
  };
  add(categoryVisibility);
  add(p.visibility);
  add(p.unavailable);
  add(p.priceRules);
  for (const g of p.modgroups) {
    add(g.visibility);
    for (const m of g.modifiers) {
      add(m.visibility);
      add(m.unavailable);
      add(m.priceRules);
    }
  }
  return [...set].sort((x, y) => x - y);
}

function tagsArray(tags: Product['tags']): string[] {
  if (Array.isArray(tags)) return [...tags];
  if (typeof tags === 'string') return keywordsOf(tags);
  return [];
}

/** A product name without the quantity-limit markers in it ('Promo Taco (limit 5)' → 'Promo Taco'). */
export function withoutLimitMarkers(name: string, markers: readonly string[]): string {
  let out = name;
  for (const m of markers) if (out.includes(m)) out = out.split(m).join(' ');
  out = out.replace(/\s+/g, ' ').trim();
  return out === '' ? name : out;
}

function compileUncached(profile: LoadedProfile): CompiledProfile {
  const rules = profile.rules.filter((r) => r.enabled !== false);
  const whenTests = rules.map((r) =>
    'when' in r && r.when !== undefined ? compileWhen(r.when, profile.schedules) : undefined,
  );
  const b: Builder = { profile, rules, whenTests, byTarget: groupByTarget(rules) };
  const rulesByKind = Object.fromEntries(RULE_KINDS.map((k) => [k, rules.filter((r) => r.kind === k)])) as unknown as
    CompiledProfile['rulesByKind'];
  const badgeRules = rulesByKind.badge;
  const limitMarkers = rulesByKind['quantity-limit'].map((r) => r.match.nameContains).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  const taxRules = rulesByKind['tax-rate'];

  // Auto-generated groups draw on every product of the menu, so list them all first.
  const allProducts: { src: Product }[] = [];
  const seenIds = new Set<string>();
  for (const c of profile.menu.subMenus) {
    for (const p of c.products) {
      if (seenIds.has(p.id)) continue;
      seenIds.add(p.id);
      allProducts.push({ src: p });
    }
  }

  const categories: CompiledCategory[] = [];
  const productsById = new Map<string, CompiledProduct>();
  for (const c of profile.menu.subMenus) {
    const catMatches = (s: Selector): boolean => matchesCategory(s, c);
    const category: Mutable<CompiledCategory> = {
      src: c,
      id: c.id,
      name: textOf(c.name),
      disableOrder: c.disableOrder === true,
      draft: c.draft === true,
      retail: isRetailCategory({ name: textOf(c.name), retail: c.retail }),
      visibility: visibilityRefs(b, 'category', catMatches),
      badges: Object.freeze(badgeRules.filter((r) => r.target === 'category' && catMatches(r.match)).map((r) => r.label)),
      products: [],
    };
    const description = optionalText(c.description);
    if (description !== undefined) category.description = description;
    if (typeof c.tag === 'string' && c.tag !== '') category.tag = c.tag;
    if (c.type !== undefined) category.type = c.type;
    const products: CompiledProduct[] = [];
    for (const p of c.products) {
      const matches = (s: Selector): boolean => matchesProduct(s, p, c);
      const visibility = visibilityRefs(b, 'product', matches);
      const unavailable = unavailableRefs(b, 'product', matches);
      const priceRules = priceRefs(b, 'product', matches);
      const price = priceOf(p.price);
      let taxPercent = percentText(p.taxP);
      if (taxPercent === undefined) {
        // The last matching tax-rate rule wins, so a profile's own rule overrides a preset's.
        for (const r of taxRules) if (matchesProduct(r.match, p, c)) taxPercent = percentText(r.percent) ?? taxPercent;
      }
      const product: Mutable<CompiledProduct> = {
        src: p,
        category,
        id: p.id,
        // Name markers that quantity limits match ('(limit 5)', 'pw2') are for the rules, not for customers.
        name: withoutLimitMarkers(textOf(p.name), limitMarkers),
        basePriceCents: price.cents,
        market: price.market,
        outOfStock: profile.settings.menuSettings[p.id]?.outOfStock === 'OUT_OF_STOCK',
        visibility,
        unavailable,
        priceRules,
        timed: isTimed(b, visibility) || isTimed(b, unavailable) || isTimed(b, priceRules),
        photoUrl: resolvePhotoUrl(p.photo, profile),
        tags: Object.freeze(tagsArray(p.tags)),
        badges: Object.freeze(badgeRules.filter((r) => r.target === 'product' && matches(r.match)).map((r) => r.label)),
        modgroups: (p.modgroups ?? []).map((g) => compileModgroup(b, g, p, c, allProducts)),
        timedRules: [],
        usesWeekday: false,
      };
      product.timedRules = timedRulesOf(b, product, category.visibility);
      product.usesWeekday = product.modgroups.some((g) => g.daysOfWeek !== undefined);
      const description = optionalText(p.description);
      if (description !== undefined) product.description = description;
      if (isGiven(p.originalPrice)) {
        const o = dollarsToCents(p.originalPrice);
        if (!o.market) product.menuOriginalPriceCents = o.cents;
      }
      if (taxPercent !== undefined) product.taxPercent = taxPercent;
      products.push(product);
      if (!productsById.has(p.id)) productsById.set(p.id, product);
    }
    category.products = products;
    categories.push(category);
  }

  return {
    profile,
    shopId: profile.shopId,
    zone: profile.identity.timeZone,
    rules,
    rulesByKind,
    whenTests,
    categories,
    productsById,
  };
}

const compiledProfiles = new WeakMap<LoadedProfile, CompiledProfile>();

/** The indexes of a profile, built on first use and cached per profile object. */
export function compileProfile(profile: LoadedProfile): CompiledProfile {
  let compiled = compiledProfiles.get(profile);
  if (!compiled) {
    compiled = compileUncached(profile);
    compiledProfiles.set(profile, compiled);
  }
  return compiled;
}

// The last instant asked for, per compiled profile: pricing resolves every line at one `now`.
const lastClock = new WeakMap<CompiledProfile, RuleClock>();

/** Which of the profile's rules are active at `now` (epoch ms), in the shop's zone. */
export function clockAt(compiled: CompiledProfile, now: number): RuleClock {
  const last = lastClock.get(compiled);
  if (last && last.now === now) return last;
  const parts = localParts(now, compiled.zone);
  const active = compiled.whenTests.map((t) => (t ? t(parts) : true));
  const clock: RuleClock = { now, parts, active };
  lastClock.set(compiled, clock);
  return clock;
}

/** True when the entity is hidden by any of its visibility rules at this clock. */
export function isHiddenBy(refs: readonly VisibilityRef[], clock: RuleClock): boolean {
  for (const r of refs) if (clock.active[r.index] === r.hideWhileActive) return true;
  return false;
}
