/**
 * A time zone by its IANA name ('America/Los_Angeles'), read through the platform's
 * `Intl.DateTimeFormat`: its UTC offset at an instant. This is what the engine used luxon's
 * `IANAZone` for, worked out the same way (the wall-clock fields of the instant in the zone, read
 * back as if they were UTC, less the instant), without shipping luxon to every page that
 * resolves a menu. engine/zone.test.ts compares it with luxon across zones, daylight-saving
 * changes and centuries.
 */

/** The zone of a shop: its name, whether the platform knows it, and its offset at an instant. */
export interface IanaZone {
  readonly name: string;
  /** False for a name the platform does not know ('Mars/Olympus'). */
  readonly isValid: boolean;
  /** Minutes east of UTC at `ts` (epoch ms): -420 for Los Angeles in July; NaN for an unknown zone or instant. */
  offset(ts: number): number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock formatter of a zone (one per zone: building one is slow). */
function formatOf(name: string): Intl.DateTimeFormat {
  let format = formats.get(name);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      hour12: false,
      timeZone: name,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    formats.set(name, format);
  }
  return format;
}

/** True when the platform knows the zone's name. */
function isKnownZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name }).format();
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as epoch ms of the same fields in UTC (whole seconds). */
function wallAsUtc(format: Intl.DateTimeFormat, date: Date): number {
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const { type, value } of format.formatToParts(date)) {
    if (type === 'era') bc = value === 'BC';
    else if (type === 'year') year = parseInt(value, 10);
    else if (type === 'month') month = parseInt(value, 10);
    else if (type === 'day') day = parseInt(value, 10);
    else if (type === 'hour') hour = parseInt(value, 10);
    else if (type === 'minute') minute = parseInt(value, 10);
    else if (type === 'second') second = parseInt(value, 10);
  }
  if (bc) year = -Math.abs(year) + 1;
  // Some platforms write midnight as 24 with hour12: false.
  if (hour === 24) hour = 0;
  let t = Date.UTC(year, month - 1, day, hour, minute, second, 0);
  // Date.UTC reads years 0-99 as 1900-1999: set the year again.
  if (year >= 0 && year < 100) {
    const d = new Date(t);
    d.setUTCFullYear(year, month - 1, day);
    t = d.getTime();
  }
  return t;
}

/** The zone named `name`; check `isValid` before use. */
export function ianaZone(name: string): IanaZone {
  const isValid = isKnownZone(name);
  return {
    name,
    isValid,
    offset(ts: number): number {
      if (!isValid) return NaN;
      const date = new Date(ts);
      if (Number.isNaN(date.getTime())) return NaN;
      const wall = wallAsUtc(formatOf(name), date);
      // The formatter shows whole seconds: compare with the instant's whole second.
      const over = ts % 1000;
      const whole = ts - (over >= 0 ? over : 1000 + over);
      return (wall - whole) / 60_000;
    },
  };
}
