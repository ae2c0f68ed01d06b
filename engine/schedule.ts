/**
 * Schedules (`when`): weekday, time-of-day window and date range, read on the shop's wall clock.
 *
 * Semantics (README "Schedules"):
 * - Every condition given in one Schedule must hold; a list of schedules holds when any one does;
 *   a string names an entry of the profile's `schedules`. An unknown name never holds (lint
 *   reports it).
 * - `from`/`to` are local wall-clock "HH:mm"; the window is [from, to): `to` is exclusive, "24:00"
 *   is the end of the day. Only `from` runs to midnight; only `to` starts at midnight.
 * - `from >= to` runs past midnight: the window opens at `from` on one day and closes at `to` on
 *   the next. `days`, `dateFrom` and `dateTo` test the day the window OPENED: a Friday
 *   22:00-02:00 window includes Saturday 01:00, and does not include Friday 01:00.
 * - `dateFrom`/`dateTo` are inclusive local dates (YYYY-MM-DD).
 * - Times are wall-clock: on a spring-forward day 02:30 never occurs; on a fall-back day both
 *   01:30s are 01:30.
 */
import type { Schedule } from '../schemas/generated/types.js';
import { ianaZone, type IanaZone } from './zone.js';

/** A rule's `when`: a schedule, the name of one, or a list (any of them). */
export type When = Schedule | string | readonly (Schedule | string)[];

/** Named schedules of a profile (`profile.schedules`). */
export type NamedSchedules = Readonly<Record<string, Schedule | undefined>> | undefined;

/** The shop-local calendar position of an instant. */
export interface LocalParts {
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  /** Wall-clock minutes since local midnight, 0..1439. */
  readonly minutes: number;
  /** Local date, YYYY-MM-DD. */
  readonly date: string;
  /** The local date before `date` (overnight windows test the day they opened). */
  readonly previousDate: string;
  /** UTC offset in minutes at this instant. */
  readonly offsetMinutes: number;
}

const MS_PER_DAY = 86_400_000;
const zones = new Map<string, IanaZone>();

/** The zone of an IANA name (cached); throws on an unknown zone. */
export function zoneOf(name: string): IanaZone {
  let zone = zones.get(name);
  if (!zone) {
    zone = ianaZone(name);
    if (!zone.isValid) throw new RangeError(`unknown time zone: ${name}`);
    zones.set(name, zone);
  }
  return zone;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

// Dates by day number: quotes and menus ask for the same few days over and over.
const datesByDay = new Map<number, string>();
const DATES_BY_DAY_LIMIT = 4096;

/** The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's civil_from_days). */
export function dateOfDayNumber(dayNumber: number): string {
  let date = datesByDay.get(dayNumber);
  if (date === undefined) {
    date = civilDate(dayNumber);
    if (datesByDay.size >= DATES_BY_DAY_LIMIT) datesByDay.clear();
    datesByDay.set(dayNumber, date);
  }
  return date;
}

function civilDate(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const ys = y < 0 ? `-${String(-y).padStart(4, '0')}` : String(y).padStart(4, '0');
  return `${ys}-${pad2(m)}-${pad2(d)}`;
}

// Offsets by zone and UTC minute: zone changes happen on whole minutes, and asking Intl is slow.
const offsetCache = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 4096;

/** The zone's UTC offset in minutes at `now` (epoch ms). */
export function offsetAt(now: number, zone: string): number {
  let byMinute = offsetCache.get(zone);
  if (!byMinute) {
    byMinute = new Map();
    offsetCache.set(zone, byMinute);
  }
  const minute = Math.floor(now / 60_000);
  let offset = byMinute.get(minute);
  if (offset === undefined) {
    offset = zoneOf(zone).offset(now);
    if (byMinute.size >= OFFSET_CACHE_LIMIT) byMinute.clear();
    byMinute.set(minute, offset);
  }
  return offset;
}

/** Weekday, wall-clock minutes and date of `now` (epoch ms) in `zone`. */
export function localParts(now: number, zone: string): LocalParts {
  const offsetMinutes = offsetAt(now, zone);
  const local = now + offsetMinutes * 60_000;
  const dayNumber = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - dayNumber * MS_PER_DAY;
  return {
    weekday: (((dayNumber + 4) % 7) + 7) % 7, // 1970-01-01 was a Thursday
    minutes: Math.floor(msOfDay / 60_000),
    date: dateOfDayNumber(dayNumber),
    previousDate: dateOfDayNumber(dayNumber - 1),
    offsetMinutes,
  };
}

/** "HH:mm" (or "24:00") as minutes since midnight. */
export function parseClock(text: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`not an HH:mm time: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** A schedule compiled to a predicate over local parts. */
export type SchedulePredicate = (parts: LocalParts) => boolean;

function dayAndDateHold(s: Schedule, days: ReadonlySet<number> | undefined, weekday: number, date: string): boolean {
  if (days && !days.has(weekday)) return false;
  if (s.dateFrom !== undefined && date < s.dateFrom) return false;
  if (s.dateTo !== undefined && date > s.dateTo) return false;
  return true;
}

/** Compiles one schedule to a predicate (see the module comment for the semantics). */
export function compileSchedule(s: Schedule): SchedulePredicate {
  // The loader writes days as numbers 0-6 (schemas/normalize.ts), whatever the profile spelt.
  const days = s.days ? new Set<number>(s.days as readonly number[]) : undefined;
  if (s.from === undefined && s.to === undefined) {
    return (p) => dayAndDateHold(s, days, p.weekday, p.date);
  }
  const from = s.from === undefined ? 0 : parseClock(s.from);
  const to = s.to === undefined ? 1440 : parseClock(s.to);
  if (from < to) {
    return (p) => p.minutes >= from && p.minutes < to && dayAndDateHold(s, days, p.weekday, p.date);
  }
  // Runs past midnight: the part after `from` belongs to today, the part before `to` to yesterday.
  return (p) => {
    if (p.minutes >= from) return dayAndDateHold(s, days, p.weekday, p.date);
    if (p.minutes < to) return dayAndDateHold(s, days, (p.weekday + 6) % 7, p.previousDate);
    return false;
  };
}

const NEVER: SchedulePredicate = () => false;

/** Compiles a `when` (schedule, name or list) against the profile's named schedules. */
export function compileWhen(when: When, named: NamedSchedules): SchedulePredicate {
  if (typeof when === 'string') {
    const s = named?.[when];
    return s ? compileSchedule(s) : NEVER;
  }
  if (Array.isArray(when)) {
    const parts = (when as readonly (Schedule | string)[]).map((w) => compileWhen(w, named));
    return (p) => parts.some((f) => f(p));
  }
  return compileSchedule(when as Schedule);
}

// Compiled schedules, cached per `when` object (profiles are not mutated once loaded).
const compiledWhens = new WeakMap<object, { named: NamedSchedules; test: SchedulePredicate }>();

/** True when `when` holds at these local parts. */
export function isWhenActiveAt(when: When, parts: LocalParts, named: NamedSchedules): boolean {
  if (typeof when === 'string') return compileWhen(when, named)(parts);
  let entry = compiledWhens.get(when);
  if (!entry || entry.named !== named) {
    entry = { named, test: compileWhen(when, named) };
    compiledWhens.set(when, entry);
  }
  return entry.test(parts);
}

/** True when `when` holds at `now` (epoch ms) in the shop's `zone`. */
export function isWhenActive(when: When, now: number, zone: string, named: NamedSchedules): boolean {
  return isWhenActiveAt(when, localParts(now, zone), named);
}
