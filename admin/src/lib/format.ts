/**
 * Money, time and age formatting for the console. Amounts come from the server (an order's
 * totals, a line's total); the console formats them and never adds them up.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '$12.95', '-$1.50'; cents are integers. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount taken off the order, as '-$3.00' (the server's discount is a positive amount). */
export function formatTakenOff(cents: number): string {
  return `-${formatCents(cents)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One cached formatter per zone and style (creating one is slow; the board formats every 5 s). */
function formatter(timeZone: string | undefined, style: 'clock' | 'weekday' | 'date' | 'day'): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${style}`;
  let f = formats.get(key);
  if (!f) {
    const zone = timeZone ? { timeZone } : {};
    const options: Intl.DateTimeFormatOptions =
      style === 'clock' ? { hour: 'numeric', minute: '2-digit' }
      : style === 'weekday' ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
      : style === 'date' ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { year: 'numeric', month: 'numeric', day: 'numeric' };
    f = new Intl.DateTimeFormat('en-US', { ...options, ...zone });
    formats.set(key, f);
  }
  return f;
}

/** The calendar day of an instant in a zone, as a day number (days since 1970-01-01). */
function dayNumber(ms: number, timeZone: string | undefined): number {
  const parts = formatter(timeZone, 'day').formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
function zoneOffset(ms: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', ...(timeZone ? { timeZone } : {}) }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return wall - (ms - (ms % 1000));
}

/** Epoch ms of the midnight that starts the day of `now` in the shop's zone (the board's "today"). */
export function startOfDay(now: number, timeZone: string | undefined): number {
  const midnightUtc = dayNumber(now, timeZone) * 86_400_000;
  // Twice: the offset at midnight can differ from the offset now on a daylight-saving day.
  const guess = midnightUtc - zoneOffset(now, timeZone);
  return midnightUtc - zoneOffset(guess, timeZone);
}

/**
 * An instant as the shop reads it, in the shop's zone (the ticket, the customer's page and the
 * texts use the same zone, so a tablet set to another zone still agrees with them): '12:40 PM'
 * today, 'Wed 12:40 PM' within the next (or last) six days, 'Dec 5, 12:40 PM' further away.
 * Without a zone (an older server) the browser's is used.
 */
export function formatClock(iso: string, timeZone?: string, now: number = Date.now()): string {
  const ms = Date.parse(iso);
  const days = Math.abs(dayNumber(ms, timeZone) - dayNumber(now, timeZone));
  return formatter(timeZone, days === 0 ? 'clock' : days < 7 ? 'weekday' : 'date').format(ms).replace(/\u202f/g, ' ');
}

/** 'just now', '4 min ago', '1 h 5 min ago' from an instant to `now` (epoch ms). */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const h = Math.floor(minutes / 60);
  return `${h} h ${minutes % 60} min ago`;
}

/** 'in 25 min', 'in 2 h 10 min', 'in 3 days', 'due now', '5 min late' for a due instant (the clock beside it says when). */
export function formatDueIn(iso: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes === 0) return 'due now';
  if (minutes < 0) return -minutes < 90 ? `${-minutes} min late` : `${formatHours(-minutes)} late`;
  if (minutes < 90) return `in ${minutes} min`;
  if (minutes < 24 * 60) return `in ${formatHours(minutes)}`;
  const days = Math.round(minutes / (24 * 60));
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A US phone number as '(213) 555-0199'; other numbers in international form, anything unparsable as given. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed || !parsed.isPossible()) return phone;
  return parsed.country === 'US' || parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

export const CART_TYPE_LABEL = { PICKUP: 'Pick Up', DELIVERY: 'Delivery', DINEIN: 'Dine-In' } as const;
