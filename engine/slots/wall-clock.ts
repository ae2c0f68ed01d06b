/**
 * The shop's wall clock: an instant's local day and time in the zone, the instants a wall time
 * occurs at (none in a spring-forward gap, two on a fall-back night), and whether the weekly
 * hours are open at an instant. Shared by the time slots (list-time-slots.ts), the shop's status
 * (shop-status.ts) and promotion limits; small on purpose, as the menu page loads it with the
 * shop's status.
 */
import type { DayHours } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { dateOfDayNumber, offsetAt } from '../schedule.js';
import type { IanaZone } from '../zone.js';
import type { FulfilmentType } from './list-time-slots.js';
import { isClosedDay, rangesOn } from './special-hours.js';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** A shop's zone (engine/schedule.ts `zoneOf`). */
export type Zone = IanaZone;

export function hoursOf(profile: LoadedProfile, type: FulfilmentType): readonly DayHours[] {
  const hours = profile.settings.hours;
  return (type === 'pickup' ? hours.pickUp : hours.delivery) ?? [];
}

/**
 * The instants at which the wall clock shows `ms` after the local midnight of local day number
 * `dayNumber` (days since 1970-01-01): none in a spring-forward gap, two on a fall-back overlap,
 * earliest first. Assumes at most one offset change within a day either side (true of the tz data).
 */
export function wallInstants(zone: Zone, dayNumber: number, ms: number): number[] {
  const wall = dayNumber * MS_PER_DAY + ms;
  const before = zone.offset(wall - MS_PER_DAY);
  const after = zone.offset(wall + MS_PER_DAY);
  const out: number[] = [];
  for (const off of before === after ? [before] : [before, after]) {
    const t = wall - off * MS_PER_MINUTE;
    if (zone.offset(t) === off && !out.includes(t)) out.push(t);
  }
  return out.sort((a, b) => a - b);
}

/**
 * An opening or closing time as an instant: its first occurrence; a time inside a
 * spring-forward gap is reached when the clock jumps past it, i.e. at the change itself.
 */
export function boundInstant(zone: Zone, dayNumber: number, ms: number): number {
  const found = wallInstants(zone, dayNumber, ms);
  if (found.length > 0) return found[0]!;
  const wall = dayNumber * MS_PER_DAY + ms;
  const before = zone.offset(wall - MS_PER_DAY);
  const after = zone.offset(wall + MS_PER_DAY);
  // The change lies between these two; find the first minute on the new offset.
  let lo = wall - Math.max(before, after) * MS_PER_MINUTE;
  let hi = wall - Math.min(before, after) * MS_PER_MINUTE;
  while (hi - lo > MS_PER_MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (zone.offset(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Whether the shop's wall clock at instant t reads inside a range that opens on a local day from
 * `firstDay` to `lastDayNumber` (a range of the day before may run past midnight). Read on the
 * clock, so on a fall-back night a range covering 1:00-1:30 is open through both 1:00-1:30s.
 */
export function isOpenAt(profile: LoadedProfile, type: FulfilmentType, zone: Zone, firstDay: number, lastDayNumber: number, t: number): boolean {
  const w = wallOf(zone, t);
  // A closed date is closed all day, also to a range of the evening before that runs past midnight.
  if (isClosedDay(profile, w.dayNumber)) return false;
  const hours = hoursOf(profile, type);
  const msOfDay = ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 + w.millisecond;
  for (let back = 0; back <= 1; back += 1) {
    const dn = w.dayNumber - back;
    if (dn < firstDay || dn > lastDayNumber) continue;
    const ms = msOfDay + back * MS_PER_DAY;
    for (const r of rangesOn(profile, hours, type, dn)) if (ms >= r.from && ms < r.to) return true;
  }
  return false;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Wall-clock fields of an instant in the zone. */
export function wallOf(zone: Zone, t: number) {
  const offset = offsetAt(t, zone.name);
  const local = t + offset * MS_PER_MINUTE;
  const dayNumber = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - dayNumber * MS_PER_DAY;
  return {
    offset,
    dayNumber,
    hour: Math.floor(msOfDay / 3_600_000),
    minute: Math.floor((msOfDay % 3_600_000) / MS_PER_MINUTE),
    second: Math.floor((msOfDay % MS_PER_MINUTE) / 1000),
    millisecond: msOfDay % 1000,
  };
}

/** ISO 8601 in the zone's offset, e.g. 2026-03-10T18:00:00-07:00 (milliseconds only when not zero). */
export function isoIn(zone: Zone, t: number): string {
  const w = wallOf(zone, t);
  const sign = w.offset < 0 ? '-' : '+';
  const abs = Math.abs(w.offset);
  const ms = w.millisecond === 0 ? '' : `.${String(w.millisecond).padStart(3, '0')}`;
  return `${dateOfDayNumber(w.dayNumber)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}${ms}` +
    `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at instant t ('PDT', 'PST'; 'GMT+2' where the platform knows no
 * abbreviation), which tells apart the two 1:30 AMs of a fall-back night.
 */
export function zoneAbbreviation(zone: Zone, t: number): string {
  let format = zoneNameFormats.get(zone.name);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone.name, timeZoneName: 'short' });
    zoneNameFormats.set(zone.name, format);
  }
  return format.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** '6:00 PM' */
export function clockLabel(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
