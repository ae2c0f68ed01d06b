/**
 * Pickup and delivery time slots (spec section 9 "Time slots"; section 8 'not available to order
 * at this time'). Opening hours are `settings.hours.pickUp` / `.delivery`: per weekday, ranges in
 * ms after local midnight read as wall-clock times (11h = 11:00 on the shop's clock, also on DST
 * days); `to` past 24h runs into the next day.
 *
 * - ASAP comes first while now is inside an open range, labelled with the lead time; for a
 *   delivery whose route is measured (`routeMinutes`), with the delivery ETA instead: the drop-off
 *   minutes plus the route's traffic minutes (engine/delivery/quote-delivery.ts), so it says what
 *   the address line says.
 * - Then every :00 and :30 of the shop's wall clock that is at least the lead time after now and
 *   inside an open range ([from, to): the closing time itself is not offered) that opens today or
 *   on one of the next scheduledOrderDaysAllowed days. A range is offered whole, so one opening
 *   on the last allowed day and running past midnight still offers its after-midnight slots.
 *   A slot 7 or more days ahead names its date ('Tue Jun 24, 4:00 PM'), so no two labels are alike.
 * - Spring forward: wall times that do not exist (02:00, 02:30) are skipped. Fall back: the
 *   repeated hour is offered twice, as real time runs (1:00 and 1:30 AM PDT, then 1:00 and 1:30 AM
 *   PST, then 2:00 AM), and a slot in it names its zone ('Sun 1:00 AM PST') so the two are told apart.
 * - Delivery slots span 45 minutes from their start; one whose window crosses a clock change, or
 *   that starts in the repeated hour, names the zone at both ends ('Sun 1:30 AM PDT – 1:15 AM PST',
 *   'Sun 1:00 AM PST – 1:45 AM PST'), so its end never reads as before its start.
 * - Special dates (`settings.specialHours`) replace a day's weekly hours; a closed date offers no
 *   slot at all, not even the after-midnight part of the evening before (engine/slots/special-hours.ts).
 * - With `settings.capacity`, slots are `slotMinutes` apart and a full slot is not offered; ASAP
 *   moves to the first slot with room, with a note (engine/slots/capacity.ts).
 * - Live operations: a paused kind offers nothing; busy minutes lengthen every estimate.
 * - A cart's notice (lead-time rules) removes ASAP and every slot sooner than now + the notice.
 */
import type { DayHours } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { deliveryEtaMinutes } from '../delivery/quote-delivery.js';
import { message } from '../messages.js';
import { busyMinutesOf, isPaused, type Operations, type OrderKind } from '../operations.js';
import { dateOfDayNumber, zoneOf } from '../schedule.js';
import { roomTest, type SlotLoad } from './capacity.js';
import { rangesOn } from './special-hours.js';
import { boundInstant, clockLabel, hoursOf, isoIn, isOpenAt, wallInstants, wallOf, zoneAbbreviation, type Zone } from './wall-clock.js';

export type FulfilmentType = 'pickup' | 'delivery';

export interface Slot {
  /** 'ASAP', or the slot's start as ISO 8601 with the shop's offset (e.g. 2026-03-10T18:00:00-07:00). */
  readonly value: string;
  /**
   * 'ASAP (about 25 min)', 'Tue 6:00 PM', or for delivery 'Tue 6:00 PM – 6:45 PM'; in the repeated
   * hour of a fall-back night with the zone ('Sun 1:00 AM PST'), as across a clock change
   * ('Sun 1:30 AM PDT – 1:15 AM PST').
   */
  readonly label: string;
  /** ISO start; for ASAP, now + the lead time, or the delivery ETA once the route is measured (the estimate). */
  readonly start: string;
  /** Delivery slots: start + 45 minutes. */
  readonly end?: string;
  /** ASAP moved later because the slots before are full: says until when. */
  readonly note?: string;
}

/** What besides the clock decides the slots: live operations, the cart's notice, capacity. */
export interface SlotOptions {
  readonly operations?: Operations | undefined;
  /** Minutes of notice the cart needs (lead-time rules); above 0, no ASAP and no slot sooner. */
  readonly noticeMinutes?: number | undefined;
  /** Orders already due per slot (with `settings.capacity`). */
  readonly load?: SlotLoad | undefined;
  /** The order being placed: its kind (dine-in is offered pickup times) and item count, for capacity. */
  readonly order?: { readonly kind: OrderKind; readonly items: number } | undefined;
  /**
   * Delivery: the route's minutes in traffic to the customer's address, as the server's maps
   * provider measured them. With them, ASAP is about the delivery ETA (drop-off minutes plus these,
   * plus any busy minutes) instead of the lead time; the scheduled slots do not change.
   */
  readonly routeMinutes?: number | undefined;
}

export interface SlotList {
  readonly slots: readonly Slot[];
  /** Set when there is no slot: shown in place of the time picker. */
  readonly message?: string;
}

/** Minutes between offered slot starts. */
export const SLOT_STEP_MINUTES = 30;
/** Minutes from a delivery slot's start to its end. */
export const DELIVERY_WINDOW_MINUTES = 45;

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * Lead time in minutes: pickup approxPickupWaitInMinutes (25), delivery
 * leadTime.defaultDeliveryEstimate (45), plus the busy minutes of the live operations.
 */
export function leadMinutes(profile: LoadedProfile, type: FulfilmentType, operations?: Operations): number {
  const base = type === 'pickup'
    ? (profile.settings.approxPickupWaitInMinutes ?? 25)
    : (profile.settings.leadTime.defaultDeliveryEstimate ?? 45);
  return base + busyMinutesOf(operations);
}

/**
 * Minutes from now to an ASAP order: the lead time; for a delivery with a measured route, the
 * delivery ETA (drop-off minutes plus the route's traffic minutes) plus the busy minutes.
 */
export function asapMinutes(profile: LoadedProfile, type: FulfilmentType, options: Pick<SlotOptions, 'operations' | 'routeMinutes'> = {}): number {
  if (type !== 'delivery' || typeof options.routeMinutes !== 'number' || !Number.isFinite(options.routeMinutes)) {
    return leadMinutes(profile, type, options.operations);
  }
  return deliveryEtaMinutes(profile.settings.delivery, options.routeMinutes) + busyMinutesOf(options.operations);
}

/** Minutes between offered slot starts: the capacity's slot length, else 30. */
export function slotStepMinutes(profile: LoadedProfile): number {
  return profile.settings.capacity?.slotMinutes ?? SLOT_STEP_MINUTES;
}

interface Interval {
  readonly start: number;
  readonly end: number;
}

/** Open intervals of ranges opening from yesterday (they may run past midnight) to the last bookable day. */
function openIntervals(profile: LoadedProfile, type: FulfilmentType, zone: Zone, today: number, lastDay: number): Interval[] {
  const hours = hoursOf(profile, type);
  const out: Interval[] = [];
  for (let dn = today - 1; dn <= today + lastDay; dn += 1) {
    for (const r of rangesOn(profile, hours, type, dn)) {
      if (r.to <= r.from) continue;
      out.push({ start: boundInstant(zone, dn, r.from), end: boundInstant(zone, dn, r.to) });
    }
  }
  return out;
}

interface OpenHours {
  readonly intervals: readonly Interval[];
  /** The latest closing instant (-Infinity when closed throughout). */
  readonly last: number;
}

// Open intervals depend only on the profile, the type, the local day and the days allowed, so
// they are computed once per local day: a quote re-checks its chosen time without rebuilding them.
const openHoursMemo = new WeakMap<LoadedProfile, Map<string, OpenHours>>();
const OPEN_HOURS_MEMO_LIMIT = 64;

function openHoursFor(profile: LoadedProfile, type: FulfilmentType, zone: Zone, today: number, lastDay: number): OpenHours {
  let byKey = openHoursMemo.get(profile);
  if (!byKey) {
    byKey = new Map();
    openHoursMemo.set(profile, byKey);
  }
  const key = `${type}|${today}|${lastDay}`;
  let found = byKey.get(key);
  if (!found) {
    const intervals = openIntervals(profile, type, zone, today, lastDay);
    found = { intervals, last: intervals.reduce((m, i) => Math.max(m, i.end), -Infinity) };
    if (byKey.size >= OPEN_HOURS_MEMO_LIMIT) byKey.clear();
    byKey.set(key, found);
  }
  return found;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Days ahead from which a slot names its date: its weekday alone would repeat a slot a week sooner. */
export const DATED_SLOT_DAYS = 7;

/** 'Tue 6:00 PM'; a week or more after `today`, with its date: 'Tue Jun 24, 6:00 PM'. */
function slotLabel(zone: Zone, t: number, today?: number): string {
  const w = wallOf(zone, t);
  const weekday = WEEKDAYS[(((w.dayNumber + 4) % 7) + 7) % 7];
  if (today === undefined || w.dayNumber - today < DATED_SLOT_DAYS) return `${weekday} ${clockLabel(w.hour, w.minute)}`;
  const date = dateOfDayNumber(w.dayNumber);
  return `${weekday} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${clockLabel(w.hour, w.minute)}`;
}

/** The start of the capacity slot holding instant t: its wall time floored to the slot length. */
function bucketStart(zone: Zone, step: number, t: number): number {
  const w = wallOf(zone, t);
  const intoSlot = ((w.hour * 60 + w.minute) % step) * MS_PER_MINUTE + w.second * 1000 + w.millisecond;
  return t - intoSlot;
}

/** The offered slots with their start instants (epoch ms; ASAP has `now`, or its moved start). */
export function computeSlots(
  profile: LoadedProfile,
  type: FulfilmentType,
  now: number,
  options: SlotOptions = {},
): { slots: Slot[]; starts: number[] } {
  const kind: OrderKind = options.order?.kind ?? (type === 'pickup' ? 'PICKUP' : 'DELIVERY');
  if (isPaused(options.operations, kind, now)) return { slots: [], starts: [] };
  const zone = zoneOf(profile.identity.timeZone);
  const lead = leadMinutes(profile, type, options.operations);
  const notice = Math.max(0, options.noticeMinutes ?? 0);
  const earliest = now + Math.max(lead, notice) * MS_PER_MINUTE;
  const today = wallOf(zone, now).dayNumber;
  const scheduling = !profile.settings.disableScheduling;
  const lastDay = scheduling ? profile.settings.scheduledOrderDaysAllowed : 0;
  const { intervals, last } = openHoursFor(profile, type, zone, today, lastDay);
  const open = (t: number): boolean => isOpenAt(profile, type, zone, today - 1, today + lastDay, t);
  const step = slotStepMinutes(profile);
  const room = roomTest(profile.settings.capacity, kind, options.load, Math.max(1, options.order?.items ?? 1), (t) => bucketStart(zone, step, t));

  const slots: Slot[] = [];
  const starts: number[] = [];
  // A cart that needs notice cannot be made "as soon as possible".
  const asapOpen = notice === 0 && open(now);
  if (scheduling && intervals.length > 0) {
    // A cheap pre-filter on the approximate instant (offset changes are at most a few hours).
    const roughOffset = zone.offset(now) * MS_PER_MINUTE;
    const SLACK = 4 * 3_600_000;
    const nearOpen = (approx: number): boolean =>
      approx + SLACK >= earliest && intervals.some((i) => approx + SLACK >= i.start && approx - SLACK < i.end);
    let repeated = false;
    // One day past the last: a range opening on the last allowed day is offered up to its close.
    for (let dn = today; dn <= today + lastDay + 1; dn += 1) {
      for (let m = 0; m < 24 * 60; m += step) {
        if (!nearOpen(dn * MS_PER_DAY + m * MS_PER_MINUTE - roughOffset)) continue;
        // Every occurrence of the wall time: none inside a spring-forward gap, two in the
        // repeated hour of a fall-back night (each offered, so real time has no gap).
        const instants = wallInstants(zone, dn, m * MS_PER_MINUTE);
        const twice = instants.length > 1;
        for (const t of instants) {
          if (t < earliest || t >= last || !open(t)) continue;
          if (room && !room(t)) continue;
          slots.push(slotAt(zone, type, t, today, twice));
          starts.push(t);
          repeated ||= twice;
        }
      }
    }
    // The second 1:00 AM comes after the first 1:30 AM: put the slots in the order time runs.
    if (repeated) sortByStart(slots, starts);
  }
  if (asapOpen) {
    const estimate = asapMinutes(profile, type, options);
    const due = now + estimate * MS_PER_MINUTE;
    const asap: Slot = { value: 'ASAP', label: `ASAP (about ${estimate} min)`, start: isoIn(zone, due) };
    if (!room || room(bucketStart(zone, step, due))) {
      slots.unshift(asap);
      starts.unshift(now);
    } else {
      // The kitchen is full now: ASAP orders are due at the first later slot with room (the
      // next hours of today, even when scheduling is off).
      const moved = firstSlotWithRoom(zone, step, due, last, open, room);
      if (moved !== undefined) {
        const minutes = Math.ceil((moved - now) / MS_PER_MINUTE);
        const w = wallOf(zone, moved);
        slots.unshift({
          value: 'ASAP',
          label: `ASAP (about ${minutes} min)`,
          start: isoIn(zone, moved),
          note: message('ASAP_MOVED', { time: clockLabel(w.hour, w.minute) }),
        });
        starts.unshift(now);
      }
    }
  }
  return { slots, starts };
}

/** The first capacity slot after the full one holding `due` that is open and has room. */
function firstSlotWithRoom(zone: Zone, step: number, due: number, last: number, open: (t: number) => boolean, room: (t: number) => boolean): number | undefined {
  let t = bucketStart(zone, step, due);
  for (let i = 0; i < (24 * 60) / step && t < last; i += 1) {
    t = bucketStart(zone, step, t + step * MS_PER_MINUTE);
    if (t >= last) return undefined;
    if (open(t) && room(t)) return t;
  }
  return undefined;
}

/** Sorts the slots and their start instants together by start (a stable sort). */
function sortByStart(slots: Slot[], starts: number[]): void {
  const order = starts.map((_, i) => i).sort((a, b) => starts[a]! - starts[b]! || a - b);
  const s = order.map((i) => slots[i]!);
  const t = order.map((i) => starts[i]!);
  slots.splice(0, slots.length, ...s);
  starts.splice(0, starts.length, ...t);
}

/** The slot starting at t; `repeated` when its wall time occurs twice (a fall-back night), so its label names the zone. */
function slotAt(zone: Zone, type: FulfilmentType, t: number, today: number, repeated: boolean): Slot {
  const value = isoIn(zone, t);
  if (type === 'delivery') {
    const end = t + DELIVERY_WINDOW_MINUTES * MS_PER_MINUTE;
    const w = wallOf(zone, end);
    // A window across a clock change, or from a time the clock shows twice, names the zone at
    // both ends: 'Sun 1:30 AM PDT – 1:15 AM PST', 'Sun 1:00 AM PST – 1:45 AM PST'.
    const zoned = repeated || wallOf(zone, t).offset !== w.offset;
    const label = zoned
      ? `${slotLabel(zone, t, today)} ${zoneAbbreviation(zone, t)} – ${clockLabel(w.hour, w.minute)} ${zoneAbbreviation(zone, end)}`
      : `${slotLabel(zone, t, today)} – ${clockLabel(w.hour, w.minute)}`;
    return { value, label, start: value, end: isoIn(zone, end) };
  }
  return { value, label: repeated ? `${slotLabel(zone, t, today)} ${zoneAbbreviation(zone, t)}` : slotLabel(zone, t, today), start: value };
}

/** The slots a customer can choose at `now` (epoch ms), or a message when there are none. */
export function listTimeSlots(profile: LoadedProfile, type: FulfilmentType, now: number, options: SlotOptions = {}): SlotList {
  const { slots } = computeSlots(profile, type, now, options);
  if (slots.length > 0) return { slots };
  const kind: OrderKind = options.order?.kind ?? (type === 'pickup' ? 'PICKUP' : 'DELIVERY');
  return { slots, message: isPaused(options.operations, kind, now) ? message('ORDERING_PAUSED') : message('NO_TIME_SLOTS') };
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant an ISO time names: with an offset as given; without one, on the shop's wall clock
 * (its first occurrence; none inside a spring-forward gap). Undefined when it is not an ISO time.
 */
function instantOf(zone: Zone, value: string): number | undefined {
  if (ISO_WITH_OFFSET.test(value)) {
    const t = Date.parse(value);
    return Number.isFinite(t) ? t : undefined;
  }
  const m = ISO_LOCAL.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, sec] = m;
  const dayNumber = Math.floor(Date.UTC(Number(y), Number(mo) - 1, Number(d)) / MS_PER_DAY);
  if (dateOfDayNumber(dayNumber) !== `${y}-${mo}-${d}` || Number(h) > 23 || Number(mi) > 59 || Number(sec ?? 0) > 59) return undefined;
  return wallInstants(zone, dayNumber, ((Number(h) * 60 + Number(mi)) * 60 + Number(sec ?? 0)) * 1000)[0];
}

/** The instant a chosen time names ('ASAP', blank or unreadable: undefined), read like isSlotOffered reads it. */
export function chosenInstant(profile: LoadedProfile, value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const v = value.trim();
  if (v === '' || v === 'ASAP') return undefined;
  return instantOf(zoneOf(profile.identity.timeZone), v);
}

/** True when the options change the slots (so the fast single-value check does not apply). */
function hasSlotOptions(profile: LoadedProfile, options: SlotOptions): boolean {
  return profile.settings.capacity !== undefined || (options.noticeMinutes ?? 0) > 0 || options.operations !== undefined;
}

/**
 * True when `value` ('ASAP' or an ISO time; without an offset it is read on the shop's clock) is
 * among the slots offered at `now`.
 * Same conditions as computeSlots, checked for the one value without building the list (unless
 * capacity, notice or operations apply: then against the list).
 */
export function isSlotOffered(profile: LoadedProfile, type: FulfilmentType, value: string, now: number, options: SlotOptions = {}): boolean {
  const zone = zoneOf(profile.identity.timeZone);
  if (hasSlotOptions(profile, options)) {
    const { slots, starts } = computeSlots(profile, type, now, options);
    if (value === 'ASAP') return slots[0]?.value === 'ASAP';
    const t = instantOf(zone, value);
    return t !== undefined && slots.some((s, i) => s.value !== 'ASAP' && starts[i] === t);
  }
  const today = wallOf(zone, now).dayNumber;
  const scheduling = !profile.settings.disableScheduling;
  const lastDay = scheduling ? profile.settings.scheduledOrderDaysAllowed : 0;
  if (value === 'ASAP') return isOpenAt(profile, type, zone, today - 1, today + lastDay, now);
  if (!scheduling) return false;
  const { last } = openHoursFor(profile, type, zone, today, lastDay);
  const t = instantOf(zone, value);
  if (t === undefined) return false;
  if (t < now + leadMinutes(profile, type) * MS_PER_MINUTE || t >= last || !isOpenAt(profile, type, zone, today - 1, today + lastDay, t)) return false;
  const w = wallOf(zone, t);
  if (w.minute % SLOT_STEP_MINUTES !== 0 || w.second !== 0 || w.millisecond !== 0) return false;
  // Both occurrences of a wall time on a fall-back night are offered.
  return w.dayNumber >= today && w.dayNumber <= today + lastDay + 1;
}
