/**
 * Special dates (`settings.specialHours`): holidays and short days that replace the weekly hours
 * on their dates. A closed date has no hours at all; otherwise the `pickUp` and `delivery` ranges
 * given replace that day's weekly ones for that kind, and a kind not named keeps its weekly hours.
 */
import type { DayHours, TimeRange } from '../../schemas/generated/types.js';
import type { LoadedProfile, LoadedSpecialHours } from '../../schemas/profile-types.js';
import { dateOfDayNumber } from '../schedule.js';

export type HoursKind = 'pickup' | 'delivery';

/** The special entry covering a local date (YYYY-MM-DD), the first one listed; undefined = a regular day. */
export function specialOn(profile: LoadedProfile, date: string): LoadedSpecialHours | undefined {
  const list = profile.settings.specialHours;
  if (!list || list.length === 0) return undefined;
  for (const s of list) {
    if (s.date !== undefined && s.date === date) return s;
    if (s.dateFrom !== undefined && s.dateTo !== undefined && s.dateFrom <= date && date <= s.dateTo) return s;
  }
  return undefined;
}

/** True when the whole local day is closed by a special date. */
export function isClosedDay(profile: LoadedProfile, dayNumber: number): boolean {
  return specialOn(profile, dateOfDayNumber(dayNumber))?.closed === true;
}

const NO_RANGES: readonly TimeRange[] = Object.freeze([]);

/** The ranges (ms after local midnight) that open on local day `dayNumber` for this kind. */
export function rangesOn(profile: LoadedProfile, weekly: readonly DayHours[], kind: HoursKind, dayNumber: number): readonly TimeRange[] {
  const special = profile.settings.specialHours?.length ? specialOn(profile, dateOfDayNumber(dayNumber)) : undefined;
  if (special) {
    if (special.closed === true) return NO_RANGES;
    const own = kind === 'pickup' ? special.pickUp : special.delivery;
    if (own !== undefined) return own;
  }
  const weekday = (((dayNumber + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  const out: TimeRange[] = [];
  for (const h of weekly) if (h.day === weekday) out.push(...h.timeRanges);
  return out;
}
