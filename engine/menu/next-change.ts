/**
 * When what customers see of a shop may next change: the first instant after `now` at which the
 * resolved menu, the shop's open-or-closed sentence (`shopStatus`), its banners or a page's
 * schedule can differ from what they are at `now`, with the profile and the live operations
 * unchanged. A server can render a page once and serve it until then.
 *
 * Everything the engine shows moves only at a few kinds of instant:
 * - a schedule's `from` or `to` (rules, named schedules, banners, pages), read on the shop's wall clock;
 * - an opening or closing time of the weekly hours or of a special date;
 * - local midnight (weekdays, `dateFrom`/`dateTo`, special dates, 'today' and 'Friday' in the
 *   closed-now sentence, the days a customer may order ahead);
 * - a change of the zone's offset (daylight saving time moves the wall clock);
 * - the `until` of a live pause or of an item out of stock.
 * The answer is the earliest of these after `now`. It may name an instant at which nothing
 * visible changes (a boundary whose rule matches nothing shown), never one later than a change.
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Operations } from '../operations.js';
import { offsetAt } from '../schedule.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const CLOCK = /^(\d{2}):(\d{2})$/;

/** The wall-clock times (ms after local midnight, 0 included, sorted) at which something of the profile may turn. */
const boundariesOf = new WeakMap<LoadedProfile, readonly number[]>();

function clockBoundaries(profile: LoadedProfile): readonly number[] {
  let found = boundariesOf.get(profile);
  if (found) return found;
  const set = new Set<number>([0]);
  const clock = (text: unknown): void => {
    const m = typeof text === 'string' ? CLOCK.exec(text) : null;
    if (m) set.add(((Number(m[1]) * 60 + Number(m[2])) * MS_PER_MINUTE) % MS_PER_DAY);
  };
  const ms = (value: unknown): void => {
    if (typeof value === 'number' && Number.isFinite(value)) set.add(((value % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY);
  };
  // Every schedule, wherever the profile holds one (rules, named schedules, banners, pages, the
  // menu): an object whose `from` or `to` is an "HH:mm" time.
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) walk(v);
      return;
    }
    const o = value as Record<string, unknown>;
    clock(o.from);
    clock(o.to);
    for (const v of Object.values(o)) walk(v);
  };
  walk(profile);
  // Opening hours and special dates, loaded as milliseconds after local midnight.
  const { hours, specialHours } = profile.settings;
  for (const day of [...(hours.pickUp ?? []), ...(hours.delivery ?? [])]) {
    for (const r of day.timeRanges ?? []) (ms(r.from), ms(r.to));
  }
  for (const s of specialHours ?? []) {
    for (const r of [...(s.pickUp ?? []), ...(s.delivery ?? [])]) (ms(r.from), ms(r.to));
  }
  found = [...set].sort((a, b) => a - b);
  boundariesOf.set(profile, found);
  return found;
}

/** The first whole minute after `from` (exclusive) and at or before `to` at which the zone's offset differs from its offset at `from`. */
function offsetChange(zone: string, from: number, to: number): number {
  const before = offsetAt(from, zone);
  let lo = Math.floor(from / MS_PER_MINUTE);
  let hi = Math.ceil(to / MS_PER_MINUTE);
  // Invariant: the offset at minute lo is `before`, at minute hi it is not.
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (offsetAt(mid * MS_PER_MINUTE, zone) === before) lo = mid;
    else hi = mid;
  }
  return hi * MS_PER_MINUTE;
}

/** The instants (epoch ms) after `now` at which a live pause or an item out of stock ends. */
function operationsEnds(operations: Operations | undefined, now: number): number[] {
  if (!operations) return [];
  const ends: number[] = [];
  for (const until of [operations.paused?.until, ...(operations.outOfStock ?? []).map((e) => e.until)]) {
    if (typeof until !== 'string') continue;
    const t = Date.parse(until);
    if (Number.isFinite(t) && t > now) ends.push(t);
  }
  return ends;
}

/**
 * The first instant after `now` (epoch ms) at which the menu, the shop's status, its banners or
 * its pages' schedules may differ from what they are at `now` (see the module comment). Always
 * later than `now`, and at most a day later.
 */
export function nextMenuChange(profile: LoadedProfile, now: number, operations?: Operations): number {
  const zone = profile.identity.timeZone;
  const offset = offsetAt(now, zone);
  const local = now + offset * MS_PER_MINUTE;
  const msOfDay = ((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  const boundaries = clockBoundaries(profile);
  // The next boundary on today's wall clock, else the next midnight (0 is always a boundary).
  const next = boundaries.find((b) => b > msOfDay) ?? MS_PER_DAY;
  let change = now + (next - msOfDay);
  // The wall clock read above runs at a constant offset only until the offset changes.
  if (offsetAt(change, zone) !== offset) change = offsetChange(zone, now, change);
  for (const end of operationsEnds(operations, now)) change = Math.min(change, end);
  return change;
}
