/**
 * An ISO 8601 date-time read as one instant, stricter than luxon's `fromISO` where that is
 * lenient: `fromISO` takes `+25:00` or `+05:75` as so many minutes (shifting the instant by a day
 * or more), and lets a bracketed zone silently override the offset written before it
 * (`12:00-07:00[America/New_York]` is read as 12:00 in New York, and `01:30-05:00[America/Chicago]`
 * on the fall-back night as the second 01:30, an hour late). `shopctl --at` and the server's
 * `?at=` read times with `readIsoInstant`.
 */
import { DateTime } from 'luxon';

/** Time, optional offset and an optional bracketed annotation, after the date's `T`. */
const TIME_PART = /^\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?(?<offset>[Zz]|(?<sign>[+-])(?<hours>\d{2})(?::?(?<minutes>\d{2}))?)?(?:\[(?<zone>[^\]]*)\])?$/;

/** What is wrong with a written offset, and how to write it instead when that is known. */
export interface OffsetProblem {
  /** Ends a sentence: 'the UTC offset +25:00 is out of range (hours 00 to 23, minutes 00 to 59)'. */
  readonly problem: string;
  /** A whole sentence: "Write -04:00, or leave the offset out to read the time on America/New_York's clock." */
  readonly fix?: string;
}

/** An instant, or why the text names none (`problem` when the offset is what is wrong). */
export type IsoInstant = { readonly ok: true; readonly ms: number } | { readonly ok: false; readonly problem?: OffsetProblem };

/**
 * Reads `text` as ISO 8601 (a date-time, or a date alone for the start of that day): with an
 * offset, the instant it names; without one, on the clock of `zone` (or of the bracketed zone).
 * An offset hour above 23 or minute above 59 is no offset (RFC 3339), and an offset that
 * disagrees with the bracketed zone after it names no single instant (RFC 9557): both are
 * refused with the problem in words.
 */
export function readIsoInstant(text: string, zone: string): IsoInstant {
  const t = text.indexOf('T');
  const g = t < 0 ? undefined : TIME_PART.exec(text.slice(t + 1))?.groups;
  if (g?.offset === undefined) return fromIso(text, zone);
  const hours = Number(g.hours ?? '0');
  const minutes = Number(g.minutes ?? '0');
  if (hours > 23 || minutes > 59) {
    return { ok: false, problem: { problem: `the UTC offset ${g.offset} is out of range (hours 00 to 23, minutes 00 to 59)` } };
  }
  const bracket = g.zone?.replace(/^!/, '');
  if (bracket === undefined || bracket === '' || bracket.includes('=')) return fromIso(text, zone);
  // With a bracketed zone, the offset still names the instant (luxon would read the time on the
  // zone's clock instead); the zone must be one luxon knows, and agree with a numeric offset there.
  const instant = DateTime.fromISO(text.slice(0, text.lastIndexOf('[')), { setZone: true });
  const inZone = instant.isValid ? instant.setZone(bracket) : undefined;
  if (!inZone?.isValid || !DateTime.fromISO(text).isValid) return { ok: false };
  // Z and -00:00 say the local offset is not known (RFC 3339): the bracketed zone gives it.
  const unknownLocal = g.sign === undefined || (g.sign === '-' && hours === 0 && minutes === 0);
  if (!unknownLocal && inZone.offset !== (g.sign === '-' ? -1 : 1) * (hours * 60 + minutes)) {
    const own = inZone.toFormat('ZZ');
    return {
      ok: false,
      problem: {
        problem: `the UTC offset ${g.offset} does not match ${bracket}, which is at ${own} then`,
        fix: `Write ${own}, or leave the offset out to read the time on ${bracket}'s clock.`,
      },
    };
  }
  return { ok: true, ms: instant.toMillis() };
}

function fromIso(text: string, zone: string): IsoInstant {
  const parsed = DateTime.fromISO(text, { zone });
  return parsed.isValid ? { ok: true, ms: parsed.toMillis() } : { ok: false };
}
