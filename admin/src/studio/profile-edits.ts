/**
 * What the studio's forms change, as pure edits of the draft's JSON: opening hours per weekday,
 * special dates, promo codes, a product's price and tags, and what is hidden. Each takes the parsed profile or
 * menu and returns a new one (the input is never changed); the editor writes the result back as
 * text, so the forms and the JSON are always the same thing.
 */
import { productModgroups } from '../../../engine/menu/expand.js';
import { isCalendarDate } from '../../../engine/lint/special-hours-checks.js';
import { dollarsToCents as menuPriceCents } from '../../../engine/money.js';
import type { Modgroup } from '../../../schemas/generated/types.js';

export type JsonObject = Record<string, unknown>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABEL: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
export type HoursType = 'pickUp' | 'delivery';
export interface Range { readonly from: string; readonly to: string }
export type Week = Readonly<Record<Weekday, readonly Range[]>>;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const clone = <T>(v: T): T => structuredClone(v);

/** Legacy weekday numbers count from Sunday = 0. */
const BY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function weekdayOf(v: unknown): Weekday | undefined {
  if (typeof v === 'number') return BY_NUMBER[v];
  if (typeof v !== 'string') return undefined;
  const key = v.trim().toLowerCase().slice(0, 3);
  return (WEEKDAYS as readonly string[]).includes(key) ? (key as Weekday) : undefined;
}

/** The weekdays a `days` value names: "sat", "mon-fri", wrapping "fri-sun", or a list. */
export function daysOf(days: unknown): Weekday[] {
  if (Array.isArray(days)) return [...new Set(days.flatMap((d) => daysOf(d)))];
  if (typeof days === 'number') return weekdayOf(days) ? [weekdayOf(days)!] : [];
  if (typeof days !== 'string') return [];
  const out: Weekday[] = [];
  for (const part of days.split(',')) {
    const [a, b] = part.split('-').map((s) => weekdayOf(s));
    if (!a) continue;
    if (!part.includes('-') || !b) {
      out.push(a);
      continue;
    }
    let i = WEEKDAYS.indexOf(a);
    for (let n = 0; n < 7; n++) {
      const d = WEEKDAYS[i]!;
      out.push(d);
      if (d === b) break;
      i = (i + 1) % 7;
    }
  }
  return [...new Set(out)];
}

/** 39600000 (legacy milliseconds after midnight) or "11:00" as "HH:mm". */
function clockOf(v: unknown): string {
  if (typeof v === 'string') return v;
  const minutes = Math.round(Number(v) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The opening hours of one order type, per weekday, whatever form the profile writes them in. */
export function weeklyHours(profile: unknown, type: HoursType): Week {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as Range[]])) as Record<Weekday, Range[]>;
  const hours = isObject(profile) && isObject(profile['settings']) && isObject(profile['settings']['hours']) ? profile['settings']['hours'][type] : undefined;
  if (!Array.isArray(hours)) return week;
  for (const entry of hours) {
    if (!isObject(entry)) continue;
    const days = entry['days'] !== undefined ? daysOf(entry['days']) : daysOf(entry['day']);
    const ranges = Array.isArray(entry['timeRanges']) ? entry['timeRanges'].filter(isObject).map((r) => ({ from: clockOf(r['from']), to: clockOf(r['to']) })) : [];
    for (const d of days) week[d].push(...ranges);
  }
  return week;
}

/** "mon-fri" for a run of weekdays, "sat" for one, else the list of names. */
function daysValue(days: readonly Weekday[]): string | Weekday[] {
  if (days.length === 1) return days[0]!;
  const idx = days.map((d) => WEEKDAYS.indexOf(d));
  const run = idx.every((v, i) => i === 0 || v === idx[i - 1]! + 1);
  return run ? `${days[0]}-${days[days.length - 1]}` : [...days];
}

/**
 * Writes one order type's hours as the human form: weekdays with the same ranges share one
 * entry ("mon-fri"); a weekday without ranges is closed and is left out.
 */
export function setWeeklyHours(profile: JsonObject, type: HoursType, week: Week): JsonObject {
  const groups = new Map<string, Weekday[]>();
  for (const d of WEEKDAYS) {
    const ranges = week[d];
    if (ranges.length === 0) continue;
    const key = JSON.stringify(ranges.map((r) => ({ from: r.from, to: r.to })));
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const entries = [...groups.entries()].map(([key, days]) => ({ days: daysValue(days), timeRanges: JSON.parse(key) as Range[] }));
  const next = clone(profile);
  const settings = isObject(next['settings']) ? next['settings'] : (next['settings'] = {});
  const hours = isObject(settings['hours']) ? settings['hours'] : (settings['hours'] = {});
  hours[type] = entries;
  return next;
}

/** A special date (`settings.specialHours`) as the form lists and adds it. */
export interface SpecialDate {
  /** Its place in `settings.specialHours` (for removing it). */
  readonly index: number;
  /** The first and last day (the same for one day). */
  readonly from: string;
  readonly to: string;
  readonly closed: boolean;
  /** That day's pickup (and dine-in) and delivery hours; undefined = the weekly ones, [] = none. */
  readonly pickUp?: readonly Range[];
  readonly delivery?: readonly Range[];
  readonly note?: string;
}

/** A special date to add: one day (`to` empty or equal to `from`) or a range, closed or with hours. */
export interface NewSpecialDate {
  readonly from: string;
  readonly to?: string;
  readonly closed: boolean;
  /** undefined: the weekly hours for that kind. */
  readonly pickUp?: readonly Range[] | undefined;
  readonly delivery?: readonly Range[] | undefined;
  readonly note?: string;
}

const specialList = (profile: unknown): unknown[] =>
  isObject(profile) && isObject(profile['settings']) && Array.isArray(profile['settings']['specialHours']) ? profile['settings']['specialHours'] : [];

const rangesOf = (v: unknown): Range[] | undefined => (Array.isArray(v) ? v.filter(isObject).map((r) => ({ from: clockOf(r['from']), to: clockOf(r['to']) })) : undefined);

/** The profile's special dates, in the order it writes them. */
export function specialDates(profile: unknown): SpecialDate[] {
  return specialList(profile).flatMap((e, index) => {
    if (!isObject(e)) return [];
    const from = String(e['date'] ?? e['dateFrom'] ?? '');
    const to = String(e['date'] ?? e['dateTo'] ?? from);
    const pickUp = rangesOf(e['pickUp']);
    const delivery = rangesOf(e['delivery']);
    return [{ index, from, to, closed: e['closed'] === true, ...(pickUp ? { pickUp } : {}), ...(delivery ? { delivery } : {}), ...(typeof e['note'] === 'string' ? { note: e['note'] } : {}) }];
  });
}

/**
 * What is wrong with a special date before it is added, in the words of `shopctl lint`'s
 * checks (BAD_DATE, DATE_RANGE_REVERSED, SPECIAL_HOURS_OVERLAP, one that changes nothing), or
 * null when it may be added.
 */
export function specialDateProblem(profile: unknown, entry: NewSpecialDate): string | null {
  const from = entry.from.trim();
  const to = entry.to?.trim() || from;
  if (from === '') return 'Give the date (or the first date of a range).';
  for (const d of [from, to]) if (!isCalendarDate(d)) return `"${d}" is not a calendar date: write it as YYYY-MM-DD, e.g. "2025-11-27".`;
  if (from > to) return `The last date, ${to}, is before the first, ${from}.`;
  if (!entry.closed && entry.pickUp === undefined && entry.delivery === undefined) return 'Close the day, or give it pickup or delivery hours: otherwise it changes nothing.';
  for (const r of [...(entry.pickUp ?? []), ...(entry.delivery ?? [])]) {
    if (!/^\d{2}:\d{2}$/.test(r.from) || !/^\d{2}:\d{2}$/.test(r.to)) return 'Give each range an opening and a closing time.';
  }
  if ((entry.note ?? '').trim().length > 120) return 'The note is at most 120 characters.';
  const other = specialDates(profile).find((d) => from <= d.to && d.from <= to);
  if (other) return `${other.from === other.to ? other.from : `${other.from} to ${other.to}`} already has special hours; remove it first or choose other dates.`;
  return null;
}

/**
 * Adds a special date at the end of `settings.specialHours`: `date` for one day, `dateFrom` and
 * `dateTo` for several; `closed: true` or the hours given (a kind not given keeps its weekly
 * hours); the note when there is one. Nothing else of the profile changes.
 */
export function addSpecialDate(profile: JsonObject, entry: NewSpecialDate): JsonObject {
  const from = entry.from.trim();
  const to = entry.to?.trim() || from;
  const note = entry.note?.trim();
  const written: JsonObject = {
    ...(from === to ? { date: from } : { dateFrom: from, dateTo: to }),
    ...(entry.closed ? { closed: true } : {
      ...(entry.pickUp !== undefined ? { pickUp: entry.pickUp.map((r) => ({ from: r.from, to: r.to })) } : {}),
      ...(entry.delivery !== undefined ? { delivery: entry.delivery.map((r) => ({ from: r.from, to: r.to })) } : {}),
    }),
    ...(note ? { note } : {}),
  };
  const next = clone(profile);
  const settings = isObject(next['settings']) ? next['settings'] : (next['settings'] = {});
  settings['specialHours'] = [...(Array.isArray(settings['specialHours']) ? settings['specialHours'] : []), written];
  return next;
}

/** Removes the special date at `index` of `settings.specialHours` (the key goes with its last entry). */
export function removeSpecialDate(profile: JsonObject, index: number): JsonObject {
  const next = clone(profile);
  const settings = isObject(next['settings']) ? next['settings'] : undefined;
  if (!settings || !Array.isArray(settings['specialHours'])) return next;
  const left = settings['specialHours'].filter((_, i) => i !== index);
  if (left.length > 0) settings['specialHours'] = left;
  else delete settings['specialHours'];
  return next;
}

/** A promo code as the form shows it. */
export interface PromoCode {
  readonly ruleId: string;
  readonly code: string;
  /** The percent of a percent-off promotion; null for other effects (edited in the JSON). */
  readonly percent: number | null;
  readonly minSubtotalCents: number | null;
  /** The last date it holds on (when.dateTo, at the top or in conditions), or null. */
  readonly endDate: string | null;
  readonly enabled: boolean;
}

const rulesOf = (profile: unknown): JsonObject[] => (isObject(profile) && Array.isArray(profile['rules']) ? profile['rules'].filter(isObject) : []);

/** The profile's promotions that have a code. */
export function promoCodes(profile: unknown): PromoCode[] {
  return rulesOf(profile).filter((r) => r['kind'] === 'promotion' && typeof r['code'] === 'string').map((r) => {
    const effect = isObject(r['effect']) ? r['effect'] : {};
    const conditions = isObject(r['conditions']) ? r['conditions'] : {};
    const written = r['when'] ?? conditions['when'];
    const when = isObject(written) ? written : {};
    return {
      ruleId: String(r['id']),
      code: String(r['code']),
      percent: effect['type'] === 'percent-off' ? Number(effect['percent']) : null,
      minSubtotalCents: typeof conditions['minSubtotalCents'] === 'number' ? conditions['minSubtotalCents'] : null,
      endDate: typeof when['dateTo'] === 'string' ? when['dateTo'] : null,
      enabled: r['enabled'] !== false,
    };
  });
}

export interface NewPromo {
  readonly code: string;
  readonly percent: number;
  readonly minSubtotalCents?: number | null;
  readonly endDate?: string | null;
}

/** A rule id from a code that no rule of the profile has yet: 'promo-save20', 'promo-save20-2'. */
function freeRuleId(profile: unknown, base: string): string {
  const taken = new Set(rulesOf(profile).map((r) => String(r['id'])));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds a percent-off promotion for a code, with an optional minimum subtotal and last date. */
export function addPromo(profile: JsonObject, promo: NewPromo): JsonObject {
  const conditions: JsonObject = {};
  if (promo.minSubtotalCents) conditions['minSubtotalCents'] = promo.minSubtotalCents;
  if (promo.endDate) conditions['when'] = { dateTo: promo.endDate };
  const rule: JsonObject = {
    id: freeRuleId(profile, `promo-${promo.code.toLowerCase().replace(/[^a-z0-9_-]/g, '')}`),
    kind: 'promotion',
    code: promo.code,
    ...(Object.keys(conditions).length > 0 ? { conditions } : {}),
    effect: { type: 'percent-off', percent: promo.percent },
  };
  const next = clone(profile);
  next['rules'] = [...(Array.isArray(next['rules']) ? next['rules'] : []), rule];
  return next;
}

function editRule(profile: JsonObject, ruleId: string, edit: (rule: JsonObject) => void): JsonObject {
  const next = clone(profile);
  for (const r of rulesOf(next)) if (r['id'] === ruleId) edit(r);
  return next;
}

/**
 * Sets the percent of a percent-off promotion. Its description follows when it states the old
 * figure ('Code SAVE20 takes 20% off the order.' becomes '... 25% off ...'), whether the studio
 * wrote it or a manager did, since a description naming the wrong figure misleads whoever reads
 * the rule; a description that names no figure is the manager's own words and is kept as written.
 */
export function setPromoPercent(profile: JsonObject, ruleId: string, percent: number): JsonObject {
  return editRule(profile, ruleId, (r) => {
    if (!isObject(r['effect']) || r['effect']['type'] !== 'percent-off') return;
    const old = r['effect']['percent'];
    r['effect']['percent'] = percent;
    const text = r['description'];
    if (typeof text !== 'string') return;
    // The usual sentence ('Code SAVE20 takes 20% off the order.') is rewritten whatever figure it
    // states (the JSON may have been changed by hand first); any other text only where it states the old figure.
    if (GENERATED_PROMO.test(text)) r['description'] = text.replace(GENERATED_PROMO, `$1${percent}$2`);
    else if (typeof old === 'number' && old !== percent) r['description'] = withPercent(text, old, percent);
  });
}

const GENERATED_PROMO = /^(Code \S+ takes )\d+(?:\.\d+)?(% off the order\.)$/;

/** The text with every '20%', '20 %' or '20 percent' (not '120%', not 'SAVE20') stated as the new figure. */
export function withPercent(text: string, from: number, to: number): string {
  const figure = String(from).replace('.', '\\.');
  return text.replace(new RegExp(`(^|[^\\d.])${figure}(\\s?%|\\s+percent\\b)`, 'gi'), (_, before: string, unit: string) => `${before}${to}${unit}`);
}

/**
 * Sets (or, with null, clears) the minimum subtotal of a promotion. As with the percent, a
 * description that states the old minimum ('... an order of $30.00 or more') states the new one;
 * one that names no such figure, or a cleared minimum, leaves the description as written.
 */
export function setPromoMinimum(profile: JsonObject, ruleId: string, minSubtotalCents: number | null): JsonObject {
  return editRule(profile, ruleId, (r) => {
    const conditions = isObject(r['conditions']) ? r['conditions'] : (r['conditions'] = {});
    const old = conditions['minSubtotalCents'];
    const text = r['description'];
    if (typeof text === 'string' && typeof old === 'number' && minSubtotalCents && old !== minSubtotalCents) r['description'] = withAmount(text, old, minSubtotalCents);
    if (minSubtotalCents) conditions['minSubtotalCents'] = minSubtotalCents;
    else delete conditions['minSubtotalCents'];
    if (Object.keys(conditions).length === 0) delete r['conditions'];
  });
}

/**
 * The text with every '$30.00' or '$30' (not '$130', not '$30.50') for `from` cents stated as
 * `to` cents, written as the text wrote it: '$35.00', or '$35' where it left out whole cents.
 */
export function withAmount(text: string, fromCents: number, toCents: number): string {
  const whole = Math.floor(fromCents / 100).toLocaleString('en-US').replace(/,/g, ',?');
  const cents = String(fromCents % 100).padStart(2, '0');
  const pattern = new RegExp(`\\$${whole}(${cents === '00' ? '(?:\\.00)?' : `\\.${cents}`})(?![\\d]|[.,]\\d)`, 'g');
  return text.replace(pattern, (_, decimals: string) => {
    const dollars = Math.floor(toCents / 100).toLocaleString('en-US');
    return decimals === '' && toCents % 100 === 0 ? `$${dollars}` : `$${dollars}.${String(toCents % 100).padStart(2, '0')}`;
  });
}

/**
 * Ends a promotion after a date (inclusive): sets `when.dateTo` where the promotion writes its
 * `when` (at the top, or in its conditions; a new one goes in its conditions). A promotion whose
 * `when` is a named schedule or a list keeps it and is given the date as its only schedule would
 * widen it, so those are refused (edit the JSON instead): the answer is false.
 */
export function expirePromo(profile: JsonObject, ruleId: string, endDate: string | null): JsonObject | false {
  const rule = rulesOf(profile).find((r) => r['id'] === ruleId);
  const atTop = rule !== undefined && rule['when'] !== undefined;
  const when = rule === undefined ? undefined : atTop ? rule['when'] : isObject(rule['conditions']) ? rule['conditions']['when'] : undefined;
  if (when !== undefined && !isObject(when)) return false;
  return editRule(profile, ruleId, (r) => {
    const holder = atTop ? r : isObject(r['conditions']) ? r['conditions'] : (r['conditions'] = {});
    const w = isObject(holder['when']) ? holder['when'] : {};
    if (endDate) w['dateTo'] = endDate;
    else delete w['dateTo'];
    if (Object.keys(w).length > 0) holder['when'] = w;
    else delete holder['when'];
    if (isObject(r['conditions']) && Object.keys(r['conditions']).length === 0) delete r['conditions'];
  });
}

/** Removes a rule. */
export function removeRule(profile: JsonObject, ruleId: string): JsonObject {
  const next = clone(profile);
  if (Array.isArray(next['rules'])) next['rules'] = next['rules'].filter((r) => !(isObject(r) && r['id'] === ruleId));
  return next;
}

/** A product as the price form lists it. */
export interface MenuProduct {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  /** The price in cents (0 for a market-price or missing price). */
  readonly priceCents: number;
  readonly tags: readonly string[];
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : isObject(v) ? String(v['en'] ?? Object.values(v)[0] ?? '') : '');

/** Dollars as the menu writes them (8.5, "9.00", ".99") to cents, read as the engine reads them; not numeric is 0 (market price). */
export function dollarsToCents(v: unknown): number {
  try {
    return menuPriceCents(v).cents;
  } catch {
    return 0; // too large to be a number of cents
  }
}

/** Cents as the menu's dollar text: 1099 → "10.99". */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Tags written as a list or as text of keywords. */
export function tagsOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
  return [];
}

const productsIn = (menu: unknown): { product: JsonObject; category: string }[] =>
  isObject(menu) && Array.isArray(menu['subMenus'])
    ? menu['subMenus'].filter(isObject).flatMap((sub) => (Array.isArray(sub['products']) ? sub['products'].filter(isObject).map((product) => ({ product, category: textOf(sub['name']) })) : []))
    : [];

/** Every product of the menu, in menu order. */
export function menuProducts(menu: unknown): MenuProduct[] {
  return productsIn(menu).map(({ product, category }) => ({
    id: String(product['id']),
    name: textOf(product['name']),
    category,
    priceCents: dollarsToCents(product['price']),
    tags: tagsOf(product['tags']),
  }));
}

function editProduct(menu: JsonObject, productId: string, edit: (p: JsonObject) => void): JsonObject {
  const next = clone(menu);
  for (const { product } of productsIn(next)) if (product['id'] === productId) edit(product);
  return next;
}

/** Sets a product's price (the menu's dollar text). */
export function setProductPrice(menu: JsonObject, productId: string, cents: number): JsonObject {
  return editProduct(menu, productId, (p) => {
    p['price'] = centsToDollars(cents);
  });
}

/** Sets a product's tags (a list; none removes the field). */
export function setProductTags(menu: JsonObject, productId: string, tags: readonly string[]): JsonObject {
  return editProduct(menu, productId, (p) => {
    if (tags.length > 0) p['tags'] = [...tags];
    else delete p['tags'];
  });
}

/** A hide rule as the form lists it. */
export interface HiddenEntry {
  readonly ruleId: string;
  readonly target: string;
  /** The ids it hides, when it names ids; otherwise the rule is described by its sentence. */
  readonly ids: readonly string[];
  readonly scheduled: boolean;
}

/** The profile's hide rules. */
export function hiddenEntries(profile: unknown): HiddenEntry[] {
  return rulesOf(profile).filter((r) => r['kind'] === 'hide').map((r) => {
    const match = isObject(r['match']) ? r['match'] : {};
    return { ruleId: String(r['id']), target: String(r['target'] ?? ''), ids: Array.isArray(match['ids']) ? match['ids'].map(String) : [], scheduled: r['when'] !== undefined };
  });
}

/** Hides a product always (a `hide` rule naming its id). */
export function hideProduct(profile: JsonObject, productId: string): JsonObject {
  const next = clone(profile);
  const rule = { id: freeRuleId(profile, `hide-${productId}`), kind: 'hide', target: 'product', match: { ids: [productId] } };
  next['rules'] = [...(Array.isArray(next['rules']) ? next['rules'] : []), rule];
  return next;
}

/** A modifier a cart line may pick, with its group's name. */
export interface MenuModifier {
  readonly id: string;
  readonly name: string;
  readonly group: string;
}

/** The modifiers of one product's groups, in menu order. */
export function productModifiers(menu: unknown, productId: string): MenuModifier[] {
  const found = productsIn(menu).find(({ product }) => product['id'] === productId)?.product;
  // Library groups ({ "use": id }) and the groups options open count as the product's own.
  const library = isObject(menu) && Array.isArray(menu['modgroupLibrary']) ? (menu['modgroupLibrary'].filter(isObject) as unknown as Modgroup[]) : undefined;
  const groups = found && Array.isArray(found['modgroups']) ? (productModgroups(library ? { modgroupLibrary: library } : {}, { modgroups: found['modgroups'].filter(isObject) as unknown as Modgroup[] }) as unknown as JsonObject[]) : [];
  return groups.flatMap((g) => (Array.isArray(g['modifiers']) ? g['modifiers'].filter(isObject).map((m) => ({ id: String(m['id']), name: textOf(m['name']), group: textOf(g['name']) })) : []));
}

/** The menu of a draft: the menu file, else the menu written inside the profile. */
export function draftMenu(profile: unknown, menu: unknown): unknown {
  if (isObject(menu)) return menu;
  return isObject(profile) && isObject(profile['menu']) && Array.isArray(profile['menu']['subMenus']) ? profile['menu'] : null;
}
