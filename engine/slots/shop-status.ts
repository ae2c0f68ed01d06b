/**
 * Whether the shop is open now, and when it opens next, said plainly: 'Closed today for
 * Thanksgiving. Order ahead for Friday from 11:00 AM'. Reads the weekly hours, the special dates
 * and the live operations; the storefront shows it on the menu and at checkout.
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { message } from '../messages.js';
import { isPaused, type Operations } from '../operations.js';
import { dateOfDayNumber, zoneOf } from '../schedule.js';
import type { FulfilmentType } from './list-time-slots.js';
import { isClosedDay, rangesOn, specialOn } from './special-hours.js';
import { boundInstant, clockLabel, hoursOf, isoIn, isOpenAt, wallOf } from './wall-clock.js';

/** How far ahead the next opening is looked for. */
const SEARCH_DAYS = 14;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export interface NextOpening {
  /** The instant, ISO 8601 with the shop's offset. */
  readonly at: string;
  readonly type: FulfilmentType;
  /** 'today', a weekday within the week ('Friday'), else 'Friday, December 5'. */
  readonly day: string;
  /** '11:00 AM' */
  readonly time: string;
  /** The opening falls within the days a customer may schedule ahead, so they can order now for it. */
  readonly orderAhead: boolean;
}

export interface ShopStatus {
  /** Some kind of order (pickup, delivery) can be placed for now. */
  readonly open: boolean;
  /** The live operations pause every kind offered. */
  readonly paused: boolean;
  /** Today is a closed special date. */
  readonly closedToday: boolean;
  /** The special date's note ('Thanksgiving'). */
  readonly note?: string;
  readonly nextOpening?: NextOpening;
  /** What the storefront says when the shop is not open; absent while open. */
  readonly message?: string;
}

/** A local day in words relative to today: 'today', 'Friday', or 'Friday, December 5'. */
export function dayWords(dayNumber: number, today?: number): string {
  const weekday = WEEKDAY_NAMES[(((dayNumber + 4) % 7) + 7) % 7]!;
  if (today !== undefined && dayNumber === today) return 'today';
  if (today !== undefined && dayNumber > today && dayNumber - today < 7) return weekday;
  const date = dateOfDayNumber(dayNumber);
  return `${weekday}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}

/** The first instant at or after `now` at which the shop opens for this kind; undefined within two weeks. */
export function nextOpening(profile: LoadedProfile, type: FulfilmentType, now: number): NextOpening | undefined {
  const zone = zoneOf(profile.identity.timeZone);
  const today = wallOf(zone, now).dayNumber;
  const open = (t: number): boolean => isOpenAt(profile, type, zone, today - 1, today + SEARCH_DAYS, t);
  let best: number | undefined;
  if (open(now)) best = now;
  else {
    const hours = hoursOf(profile, type);
    for (let dn = today - 1; dn <= today + SEARCH_DAYS && best === undefined; dn += 1) {
      for (const r of rangesOn(profile, hours, type, dn)) {
        if (r.to <= r.from) continue;
        const end = boundInstant(zone, dn, r.to);
        if (end <= now) continue;
        let c = Math.max(now, boundInstant(zone, dn, r.from));
        // A range of the evening before a closed date opens again only after that date.
        if (!open(c)) {
          const w = wallOf(zone, c);
          if (!isClosedDay(profile, w.dayNumber)) continue;
          c = boundInstant(zone, w.dayNumber + 1, 0);
          if (c >= end || !open(c)) continue;
        }
        if (best === undefined || c < best) best = c;
      }
    }
  }
  if (best === undefined) return undefined;
  const w = wallOf(zone, best);
  const scheduling = !profile.settings.disableScheduling;
  return {
    at: isoIn(zone, best),
    type,
    day: dayWords(w.dayNumber, today),
    time: clockLabel(w.hour, w.minute),
    orderAhead: scheduling && w.dayNumber - today <= profile.settings.scheduledOrderDaysAllowed,
  };
}

/** The kinds of order the shop offers: pickup unless delivery-only, delivery unless turned off. */
function offeredKinds(profile: LoadedProfile): FulfilmentType[] {
  const out: FulfilmentType[] = [];
  if (!profile.settings.deliveryOnly) out.push('pickup');
  if (!profile.settings.delivery.disableDelivery) out.push('delivery');
  return out;
}

/** Open or closed now, why, and when the shop opens next (the earliest of its kinds). */
export function shopStatus(profile: LoadedProfile, now: number, operations?: Operations): ShopStatus {
  const zone = zoneOf(profile.identity.timeZone);
  const today = wallOf(zone, now).dayNumber;
  const special = specialOn(profile, dateOfDayNumber(today));
  const closedToday = special?.closed === true;
  const note = special?.note !== undefined && special.note.trim() !== '' ? special.note.trim() : undefined;
  const kinds = offeredKinds(profile);
  const paused = kinds.length > 0 && kinds.every((k) => isPaused(operations, k === 'pickup' ? 'PICKUP' : 'DELIVERY', now));
  let next: NextOpening | undefined;
  for (const k of kinds) {
    const n = nextOpening(profile, k, now);
    if (n && (next === undefined || Date.parse(n.at) < Date.parse(next.at))) next = n;
  }
  const open = !paused && next !== undefined && Date.parse(next.at) <= now;
  const base = { open, paused, closedToday, ...(note !== undefined && closedToday ? { note } : {}) };
  if (paused) return { ...base, ...(next ? { nextOpening: next } : {}), message: message('ORDERING_PAUSED') };
  if (open) return { ...base, ...(next ? { nextOpening: next } : {}) };
  return {
    ...base,
    ...(next ? { nextOpening: next } : {}),
    message: message('CLOSED_NOW', { note: closedToday ? note : undefined, closedToday, orderAhead: next?.orderAhead ?? false, day: next?.day, time: next?.time }),
  };
}
