/**
 * A promised time as customers read it, in the shop's zone, at a given moment: the words the
 * status texts, the kitchen ticket and the order page share. Built on the engine's own zone
 * arithmetic (Intl), so the storefront's order page carries no date library.
 */
import { zoneOf } from '../schedule.js';
import { dayWords } from './shop-status.js';
import { clockLabel, wallOf } from './wall-clock.js';

/** A time in the shop's zone as customers read it: 6:40 PM. */
export function clockTime(iso: string, timeZone: string): string {
  const wall = wallOf(zoneOf(timeZone), Date.parse(iso));
  return clockLabel(wall.hour, wall.minute);
}

/** Calendar days in the shop's zone from `now` to `iso`: 0 the same day, 1 the next, -1 the day before. */
export function daysAhead(iso: string, timeZone: string, now: number): number {
  const zone = zoneOf(timeZone);
  return wallOf(zone, Date.parse(iso)).dayNumber - wallOf(zone, now).dayNumber;
}

/**
 * A promised time in the shop's zone as customers read it at `now`: '6:40 PM' on the same day,
 * else with its day in the engine's words (the shop's opening times say days the same way):
 * '6:40 PM on Thursday' within the week, '6:40 PM on Friday, December 5' beyond.
 */
export function promisedTime(iso: string, timeZone: string, now: number): string {
  const time = clockTime(iso, timeZone);
  const ahead = daysAhead(iso, timeZone, now);
  if (ahead === 0) return time;
  const today = wallOf(zoneOf(timeZone), now).dayNumber;
  return `${time} on ${dayWords(today + ahead, today)}`;
}

/** Days after the order from which a receipt's due time names its date (its weekday would also name a sooner day). */
export const DATED_DUE_DAYS = 7;

/**
 * A due time as receipts read it: its weekday and time ('Wednesday 12:25 PM'); 7 or more days
 * after the order was placed (`placedAt`), with its date too ('Tuesday, March 17, 4:00 PM'), as
 * the weekday alone would also name a day of the week the order was placed in.
 */
export function dueTime(iso: string, timeZone: string, placedAt: number): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return iso;
  const zone = zoneOf(timeZone);
  const due = wallOf(zone, t);
  const full = dayWords(due.dayNumber); // 'Tuesday, March 17'
  const time = clockLabel(due.hour, due.minute);
  if (due.dayNumber - wallOf(zone, placedAt).dayNumber >= DATED_DUE_DAYS) return `${full}, ${time}`;
  return `${full.slice(0, full.indexOf(','))} ${time}`;
}
