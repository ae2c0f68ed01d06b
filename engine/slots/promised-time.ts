/**
 * A promised time as customers read it, in the shop's zone, at a given moment: the words the
 * status texts, the kitchen ticket and the order page share.
 */
import { DateTime } from 'luxon';
import { dayWords } from './shop-status.js';

/** A time in the shop's zone as customers read it: 6:40 PM. */
export function clockTime(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat('h:mm a');
}

/** The local day of a moment on the shop's calendar, counted from 1970-01-01 as the engine counts days. */
function dayNumberOf(t: DateTime): number {
  return Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;
}

/** Calendar days in the shop's zone from `now` to `iso`: 0 the same day, 1 the next, -1 the day before. */
export function daysAhead(iso: string, timeZone: string, now: number): number {
  return dayNumberOf(DateTime.fromISO(iso, { zone: timeZone })) - dayNumberOf(DateTime.fromMillis(now, { zone: timeZone }));
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
  const today = dayNumberOf(DateTime.fromMillis(now, { zone: timeZone }));
  return `${time} on ${dayWords(today + ahead, today)}`;
}
