/**
 * Puts a schema-valid profile or preset into the internal forms the engine reads, in place:
 * opening hours in milliseconds per numbered weekday, schedule days as numbers 0-6, a price
 * factor for `percentOff`, a promotion's `match` inside its effect and its `when` inside its
 * conditions, a menu group's `daysOfWeek` as numbers 0-6. Legacy forms pass through
 * unchanged. Bad human values become findings at the written value's line and column.
 * Browser-safe.
 */
import { FINDING_CODES, pointerOf, type Finding, type FindingCode, type Locate } from './findings.js';
import { parseDays, parseTimeRange, parseWeekday, percentOffToFactor } from './units.js';
import { isKnownTimeZone, unknownTimeZoneHint } from './time-zones.js';
import { daysHint, percentHint, timeHint } from './value-hints.js';

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A value the internal form holds at `internal` that is written at `written` in the document (a
 * promotion's top-level match kept as effect.match, percentOff kept as factor, one hours entry
 * per weekday of a `days` entry), so findings on the internal form point at what was written.
 */
export interface PointerMove {
  readonly internal: string;
  readonly written: string;
}

/** Collects findings (and where moved values were written) for one document. */
interface Sink {
  report(code: FindingCode, path: Path, message: string, hint: string, options?: { readonly key?: boolean }): void;
  moved?(internal: Path, written: Path): void;
}

function sinkOf(locate: Locate, findings: Finding[], moves?: PointerMove[]): Sink {
  return {
    report(code, path, message, hint, options) {
      const at = locate(pointerOf(path), options);
      findings.push({ severity: FINDING_CODES[code].severity, code, file: at.file, path: at.path, line: at.line, column: at.column, message, hint });
    },
    moved(internal, written) {
      const from = pointerOf(internal);
      const to = pointerOf(written);
      if (moves && from !== to) moves.push({ internal: from, written: to });
    },
  };
}

/**
 * Maps a pointer into the internal form back to where the document writes it: the longest
 * recorded move that holds the pointer; the pointer itself when nothing moved.
 */
export function writtenPointer(moves: readonly PointerMove[], pointer: string): string {
  let best: PointerMove | undefined;
  for (const m of moves) {
    if (pointer !== m.internal && !pointer.startsWith(`${m.internal}/`)) continue;
    if (best === undefined || m.internal.length > best.internal.length) best = m;
  }
  return best === undefined ? pointer : best.written + pointer.slice(best.internal.length);
}

const where = (path: Path): string => pointerOf(path);

/** Opening hours (legacy or human entries) as one {day, timeRanges in ms} entry per weekday written. */
export function normalizeHours(list: readonly unknown[], path: Path, sink: Sink): Json[] {
  const out: Json[] = [];
  list.forEach((entry, i) => {
    if (!isObject(entry)) return;
    const at = [...path, i];
    let days: number[] | undefined;
    if (entry['day'] !== undefined && entry['days'] !== undefined) {
      sink.report('CONFLICTING_FIELDS', [...at, 'days'], `${where(at)} gives both "day" and "days".`, 'Keep one: "days" takes a name, a range such as "mon-fri" or a list.', { key: true });
      return;
    }
    // Bad days and bad times of one entry are all reported in one run.
    let bad = false;
    if (entry['day'] !== undefined) {
      const d = parseWeekday(entry['day']);
      if (!d.ok) {
        bad = true;
        sink.report('BAD_DAYS', [...at, 'day'], `${where([...at, 'day'])} is not a weekday: ${d.reason}.`, daysHint(entry['day']));
      } else days = [d.value];
    } else if (entry['days'] !== undefined) {
      const d = parseDays(entry['days']);
      if (!d.ok) {
        bad = true;
        sink.report('BAD_DAYS', [...at, 'days'], `${where([...at, 'days'])} is not a list of weekdays: ${d.reason}.`, daysHint(entry['days']));
      } else days = d.value;
    } else {
      bad = true;
      sink.report('MISSING_FIELD', [...at, 'days'], `${where(at)} names no weekday.`, 'Add "days", e.g. "days": "mon-fri" (or "day": "sat").');
    }
    const ranges: Json[] = [];
    const written = Array.isArray(entry['timeRanges']) ? entry['timeRanges'] : [];
    written.forEach((range, r) => {
      if (!isObject(range)) return;
      if (!readRange(range, [...at, 'timeRanges', r], sink, ranges)) bad = true;
    });
    if (bad || days === undefined) return;
    for (const day of days) {
      // The entry for each weekday is written once, in this entry (its `days` where it names several).
      sink.moved?.([...path, out.length], at);
      if (entry['day'] === undefined) sink.moved?.([...path, out.length, 'day'], [...at, 'days']);
      out.push({ day, timeRanges: ranges.map((x) => ({ ...x })) });
    }
  });
  return out;
}

/**
 * One opening-hours range in milliseconds, added to `ranges`; false (with a finding) when it
 * cannot be read, or when it opens and closes at the same time: that window is empty, as a
 * schedule's from equal to its to (SCHEDULE_NEVER_OPEN), so it is refused rather than guessed.
 */
function readRange(range: Json, at: Path, sink: Sink, ranges: Json[]): boolean {
  const parsed = parseTimeRange(range['from'], range['to']);
  if (parsed.ok) {
    ranges.push({ from: parsed.value.from, to: parsed.value.to });
    return true;
  }
  if ('empty' in parsed) {
    sink.report('EMPTY_TIME_RANGE', [...at, 'to'], `${where(at)} opens and closes at ${parsed.empty}, an empty time window, so it is never open.`,
      `Make "to" differ from "from" (a "to" before "from" runs past midnight: "17:00"-"02:00"); write "00:00"-"24:00" for open all day, or remove the range.`);
    return false;
  }
  const which = 'which' in parsed ? parsed.which : 'from';
  const valueAt = [...at, which];
  sink.report('BAD_TIME', valueAt, `${where(valueAt)} cannot be read: ${parsed.reason}.`, timeHint(range[which], { past: which === 'to', end: which === 'to' }));
  return false;
}

/** A special date's pickUp/delivery ranges in milliseconds (in place), like the weekly hours' timeRanges. */
export function normalizeSpecialHours(list: readonly unknown[], path: Path, sink: Sink): void {
  list.forEach((entry, i) => {
    if (!isObject(entry)) return;
    for (const key of ['pickUp', 'delivery'] as const) {
      const written = entry[key];
      if (!Array.isArray(written)) continue;
      const ranges: Json[] = [];
      written.forEach((range, r) => {
        if (isObject(range)) readRange(range, [...path, i, key, r], sink, ranges);
      });
      entry[key] = ranges;
    }
  });
}

/** A schedule's `days` as numbers 0-6 (in place); its from/to are already "HH:mm". */
export function normalizeSchedule(schedule: Json, path: Path, sink: Sink): void {
  if (schedule['days'] === undefined) return;
  const d = parseDays(schedule['days']);
  if (!d.ok) return sink.report('BAD_DAYS', [...path, 'days'], `${where([...path, 'days'])} is not a list of weekdays: ${d.reason}.`, daysHint(schedule['days']));
  schedule['days'] = d.value;
}

/** Every schedule inside a `when` (one, a name, or a list of them), in place. */
export function normalizeWhen(when: unknown, path: Path, sink: Sink): void {
  if (isObject(when)) normalizeSchedule(when, path, sink);
  else if (Array.isArray(when)) when.forEach((w, i) => isObject(w) && normalizeSchedule(w, [...path, i], sink));
}

/** Every `when` and `schedules` entry below a value (banners, pages, rules, conditions), in place. */
function normalizeWhensBelow(value: unknown, path: Path, sink: Sink): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => normalizeWhensBelow(v, [...path, i], sink));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'when') normalizeWhen(v, [...path, key], sink);
    else if (key === 'schedules' && isObject(v)) for (const [name, s] of Object.entries(v)) isObject(s) && normalizeSchedule(s, [...path, key, name], sink);
    else normalizeWhensBelow(v, [...path, key], sink);
  }
}

/** One rule in the internal form (in place): factor for percentOff, the promotion's match in its effect, deal fields present. */
export function normalizeRule(rule: Json, path: Path, sink: Sink): void {
  if (rule['kind'] === 'price-factor') {
    const hasFactor = rule['factor'] !== undefined;
    const hasPercent = rule['percentOff'] !== undefined;
    if (hasFactor && hasPercent) {
      sink.report('CONFLICTING_FIELDS', [...path, 'percentOff'], `${where(path)} gives both "factor" and "percentOff".`, 'Keep one: "percentOff": 20 is the same as "factor": "0.8".', { key: true });
    } else if (hasPercent) {
      const f = percentOffToFactor(rule['percentOff']);
      if (!f.ok) sink.report('BAD_PERCENT', [...path, 'percentOff'], `${where([...path, 'percentOff'])} cannot be read: ${f.reason}.`, percentHint(rule['percentOff']));
      else {
        rule['factor'] = f.value;
        delete rule['percentOff'];
        sink.moved?.([...path, 'factor'], [...path, 'percentOff']);
      }
    } else if (!hasFactor) {
      sink.report('MISSING_FIELD', [...path, 'percentOff'], `${where(path)} says neither how much to take off nor what to multiply by.`, 'Add "percentOff" (e.g. 20 for 20% off), or "factor" (e.g. "1.1" for a 10% markup).');
    }
  }
  if (rule['kind'] === 'promotion') normalizePromotionWhen(rule, path, sink);
  if (rule['kind'] === 'promotion' && isObject(rule['limits'])) checkPromotionInstants(rule['limits'], [...path, 'limits'], sink);
  if (rule['kind'] === 'promotion' && isObject(rule['effect'])) {
    const effect = rule['effect'];
    if (rule['match'] !== undefined) {
      if (effect['match'] !== undefined) {
        sink.report('CONFLICTING_FIELDS', [...path, 'effect', 'match'], `${where(path)} gives "match" both at the top and inside "effect".`, 'Keep the top-level "match" and remove effect.match.', { key: true });
      } else {
        effect['match'] = rule['match'];
        delete rule['match'];
        sink.moved?.([...path, 'effect', 'match'], [...path, 'match']);
      }
    }
    if (effect['type'] === 'fixed-price-deal') {
      if (effect['match'] === undefined) sink.report('MISSING_FIELD', [...path, 'match'], `The fixed-price deal ${where(path)} matches no item.`, 'Add "match", e.g. "match": { "ids": ["burrito"] }.');
      if (effect['dealPriceCents'] === undefined && effect['discountCents'] === undefined) {
        sink.report('MISSING_FIELD', [...path, 'effect', 'dealPriceCents'], `The fixed-price deal ${where(path)} has no price.`, 'Add "dealPriceCents", the price a matched item costs in the deal (its discount is then the item price minus this).');
      }
    }
  }
}

/** Two JSON values are equal, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return a === b;
}

/**
 * A promotion's `when` at the top (as every rule kind takes it) and `conditions.when` mean the
 * same: the internal form keeps it in conditions. Both given must agree (after their days are read).
 */
function normalizePromotionWhen(rule: Json, path: Path, sink: Sink): void {
  const top = rule['when'];
  if (top === undefined) return;
  const conditions = isObject(rule['conditions']) ? rule['conditions'] : undefined;
  const inner = conditions?.['when'];
  if (inner !== undefined && !sameJson(top, inner)) {
    sink.report('CONFLICTING_FIELDS', [...path, 'when'], `${where(path)} gives "when" at the top and inside "conditions" with different values.`, 'Keep one: the top-level "when" (as every rule kind takes it), and remove conditions.when.', { key: true });
    return;
  }
  rule['conditions'] = { ...(conditions ?? {}), when: top };
  delete rule['when'];
  sink.moved?.([...path, 'conditions', 'when'], [...path, 'when']);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether "YYYY-MM-DD" with an optional "THH:mm[:ss]" names a real day and wall-clock time. */
export function isRealLocalDateTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1]!;
  return day <= last && hour <= 23 && minute <= 59 && second <= 59;
}

/** A promotion's validFrom / validUntil must be real days and times (the schema checks their shape). */
function checkPromotionInstants(limits: Json, path: Path, sink: Sink): void {
  for (const key of ['validFrom', 'validUntil'] as const) {
    const v = limits[key];
    if (typeof v !== 'string' || isRealLocalDateTime(v)) continue;
    sink.report('BAD_DATE', [...path, key], `${where([...path, key])} "${v}" is not a real date and time.`, `Write a day that exists and a time from 00:00 to 23:59 on the shop's clock, e.g. "2026-03-01T09:00", or a date alone ("2026-03-01").`);
  }
}

/** The shop's zone must be one the platform knows: every hour, menu and slot is read on its clock. */
function checkTimeZone(doc: Json, sink: Sink): void {
  const identity = doc['identity'];
  const zone = isObject(identity) ? identity['timeZone'] : undefined;
  if (typeof zone !== 'string' || isKnownTimeZone(zone)) return;
  sink.report('UNKNOWN_TIME_ZONE', ['identity', 'timeZone'], `identity.timeZone "${zone}" is not an IANA time zone, so the shop's hours, menus and time slots cannot be read on its clock.`, unknownTimeZoneHint(zone));
}

/**
 * A whole profile or preset value in the internal forms (in place); the findings say what could
 * not be read. `moves` receives where each moved value is written (see PointerMove).
 */
export function normalizeDocument(doc: unknown, locate: Locate, moves?: PointerMove[]): Finding[] {
  const findings: Finding[] = [];
  if (!isObject(doc)) return findings;
  const sink = sinkOf(locate, findings, moves);
  checkTimeZone(doc, sink);
  const settings = doc['settings'];
  const hours = isObject(settings) ? settings['hours'] : undefined;
  if (isObject(hours)) {
    for (const key of ['pickUp', 'delivery'] as const) {
      const list = hours[key];
      if (Array.isArray(list)) hours[key] = normalizeHours(list, ['settings', 'hours', key], sink);
    }
  }
  const special = isObject(settings) ? settings['specialHours'] : undefined;
  if (Array.isArray(special)) normalizeSpecialHours(special, ['settings', 'specialHours'], sink);
  for (const [key, value] of Object.entries(doc)) {
    // The menu has no `when` (a group's daysOfWeek is the menu's own field).
    if (key === 'menu' || key === 'settings') continue;
    if (key === 'schedules' && isObject(value)) {
      for (const [name, s] of Object.entries(value)) if (isObject(s)) normalizeSchedule(s, ['schedules', name], sink);
    } else normalizeWhensBelow(value, [key], sink);
  }
  const rules = doc['rules'];
  if (Array.isArray(rules)) rules.forEach((r, i) => isObject(r) && normalizeRule(r, ['rules', i], sink));
  // An inline menu (a {file} or {url} menu is normalised when it is loaded).
  normalizeMenuValue(doc['menu'], ['menu'], sink);
  return findings;
}

/**
 * A menu's group `daysOfWeek` as numbers 0-6 (in place): products' groups, the groups options
 * open, the modifier group library and `use` entries; `path` is where the menu sits in its document.
 */
export function normalizeMenuValue(menu: unknown, path: Path, sink: Sink): void {
  if (!isObject(menu)) return;
  const groups = (list: unknown, at: Path, depth: number): void => {
    // Menus nest a few levels; the bound only guards against a cyclic value.
    if (!Array.isArray(list) || depth > 32) return;
    list.forEach((group, g) => {
      if (!isObject(group)) return;
      if (group['daysOfWeek'] !== undefined) {
        const daysAt = [...at, g, 'daysOfWeek'];
        const d = parseDays(group['daysOfWeek']);
        if (!d.ok) sink.report('BAD_DAYS', daysAt, `${where(daysAt)} is not a list of weekdays: ${d.reason}.`, daysHint(group['daysOfWeek']));
        else group['daysOfWeek'] = d.value;
      }
      if (!Array.isArray(group['modifiers'])) return;
      group['modifiers'].forEach((m, mi) => {
        if (isObject(m)) groups(m['modgroups'], [...at, g, 'modifiers', mi, 'modgroups'], depth + 1);
      });
    });
  };
  groups(menu['modgroupLibrary'], [...path, 'modgroupLibrary'], 0);
  checkPriceSizes(menu, path, sink, 0);
  if (!Array.isArray(menu['subMenus'])) return;
  menu['subMenus'].forEach((category, c) => {
    if (!isObject(category) || !Array.isArray(category['products'])) return;
    category['products'].forEach((product, p) => {
      if (isObject(product)) groups(product['modgroups'], [...path, 'subMenus', c, 'products', p, 'modgroups'], 0);
    });
  });
}

/** The largest menu price, in cents ($1,000,000.00): any price an order line can charge stays an exact whole number of cents. */
export const MAX_MENU_PRICE_CENTS = 100_000_000;

/** Menu fields that hold a price in dollars. */
const PRICE_FIELDS: ReadonlySet<string> = new Set(['price', 'originalPrice', 'minPrice', 'fixedPrice']);

/** The cents of a numeric price (a number, or text such as "12.95", ".99", "$5"); undefined for anything else. */
function priceCents(price: unknown): number | undefined {
  let n: number;
  if (typeof price === 'number') n = price;
  else if (typeof price === 'string' && /^\$?\s*\+?(\d+\.?\d*|\.\d+)$/.test(price.trim())) n = Number(price.trim().replace(/^\$\s*/, ''));
  else return undefined;
  return Number.isFinite(n) ? Math.floor(n * 100) : undefined;
}

/** PRICE_TOO_LARGE for every price of the menu above MAX_MENU_PRICE_CENTS, wherever it is written. */
function checkPriceSizes(value: unknown, path: Path, sink: Sink, depth: number): void {
  // Menus nest a few levels; the bound only guards against a cyclic value.
  if (depth > 64) return;
  const check = (price: unknown, at: Path): void => {
    const cents = priceCents(price);
    if (cents === undefined || cents <= MAX_MENU_PRICE_CENTS) return;
    sink.report(
      'PRICE_TOO_LARGE',
      at,
      `${where(at)} is the price ${JSON.stringify(price)}, above the largest price an order can charge ($1,000,000.00).`,
      `Write the price in dollars (e.g. "12.95"), at most 1000000; a price above that cannot be charged.`,
    );
  };
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkPriceSizes(v, [...path, i], sink, depth + 1));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (PRICE_FIELDS.has(key) && !isObject(v)) check(v, [...path, key]);
    else if (key === 'upcharges' && isObject(v)) for (const [id, up] of Object.entries(v)) check(up, [...path, key, id]);
    else if (key === 'levels' && isObject(v)) {
      for (const level of ['light', 'extra', 'onSide']) if (v[level] !== undefined && !isObject(v[level])) check(v[level], [...path, key, level]);
      checkPriceSizes(v, [...path, key], sink, depth + 1);
      continue;
    }
    if (typeof v === 'object' && v !== null) checkPriceSizes(v, [...path, key], sink, depth + 1);
  }
}

/** A menu file's value in the internal forms (in place); the findings say what could not be read. */
export function normalizeMenu(menu: unknown, locate: Locate): Finding[] {
  const findings: Finding[] = [];
  normalizeMenuValue(menu, [], sinkOf(locate, findings));
  return findings;
}
