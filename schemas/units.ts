/**
 * Human units as staff write them, and the exact internal forms the engine reads: weekday names
 * ("mon".."sun", ranges "mon-fri" that may wrap "fri-mon"), clock times ("HH:mm", up to "48:00"
 * for a range that runs past midnight) and percentages (a price factor written as percent off).
 * Parsers return values or a reason; they never throw. Browser-safe.
 */

/** Weekday names in the engine's order: index 0 is Sunday (as Date.getDay and Luxon % 7). */
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A weekday name. */
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The order weekdays are written in by `formatDays` (Monday first, as shop hours are posted). */
const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

const MS_PER_MINUTE = 60_000;
/** Milliseconds in a day: a time range's `to` above this runs into the next day. */
export const DAY_MS = 24 * 60 * MS_PER_MINUTE;

/** A parse result: the value, or why the text cannot be read. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** One weekday (a name, any case, or a legacy number 0-6 with 0 = Sunday) as its number. */
export function parseWeekday(value: unknown): Parsed<number> {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 6 ? { ok: true, value } : fail(`${value} is not a weekday number (0 = Sunday ... 6 = Saturday)`);
  if (typeof value !== 'string') return fail('a weekday is a name such as "mon"');
  const i = (WEEKDAY_NAMES as readonly string[]).indexOf(value.trim().toLowerCase());
  return i >= 0 ? { ok: true, value: i } : fail(`"${value}" is not a weekday name`);
}

/** Weekday numbers of one written entry: a name, a number or a range "mon-fri" (wrapping "sun-tue"). */
function parseDayEntry(value: unknown): Parsed<number[]> {
  if (typeof value === 'string' && value.includes('-')) {
    const parts = value.split('-');
    if (parts.length !== 2) return fail(`"${value}" is not a range of two weekday names`);
    const from = parseWeekday(parts[0]);
    const to = parseWeekday(parts[1]);
    if (!from.ok) return from;
    if (!to.ok) return to;
    const out: number[] = [];
    for (let d = from.value; ; d = (d + 1) % 7) {
      out.push(d);
      if (d === to.value) break;
    }
    return { ok: true, value: out };
  }
  const one = parseWeekday(value);
  return one.ok ? { ok: true, value: [one.value] } : one;
}

/** Weekday numbers of a days spec ("mon-fri", "sat", ["mon", "wed"], [1, 3]), in writing order, each once. */
export function parseDays(value: unknown): Parsed<number[]> {
  const entries = Array.isArray(value) ? value : [value];
  if (entries.length === 0) return fail('the list of days is empty');
  const out: number[] = [];
  for (const entry of entries) {
    const days = parseDayEntry(entry);
    if (!days.ok) return days;
    for (const d of days.value) if (!out.includes(d)) out.push(d);
  }
  return { ok: true, value: out };
}

/** The shortest human spelling of a set of weekdays: "mon-fri", "sat", "fri-mon" or ["mon", "wed-thu"]. */
export function formatDays(days: readonly number[]): string | string[] {
  const set = new Set(days);
  if (set.size === 7) return 'mon-sun';
  // Runs of consecutive days in Monday-first order; a run ending on Sunday joins one starting Monday.
  const runs: number[][] = [];
  for (const d of WEEK_ORDER) {
    if (!set.has(d)) continue;
    const last = runs[runs.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev !== undefined && (prev + 1) % 7 === d) last.push(d);
    else runs.push([d]);
  }
  const first = runs[0];
  const lastRun = runs[runs.length - 1];
  if (runs.length > 1 && first && lastRun && first[0] === 1 && lastRun[lastRun.length - 1] === 0) {
    runs[0] = [...lastRun, ...first];
    runs.pop();
  }
  const words = runs.map((run) => {
    const name = (d: number): string => WEEKDAY_NAMES[d]!;
    if (run.length === 1) return name(run[0]!);
    if (run.length === 2) return `${name(run[0]!)}-${name(run[1]!)}`;
    return `${name(run[0]!)}-${name(run[run.length - 1]!)}`;
  });
  return words.length === 1 ? words[0]! : words;
}

/** Milliseconds after local midnight of "HH:mm" (00:00 to 48:00). */
export function parseClock(value: string): Parsed<number> {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return fail(`"${value}" is not a time written as HH:mm`);
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (minutes > 59) return fail(`"${value}" has ${minutes} minutes; minutes go from 00 to 59`);
  if (hours > 48 || (hours === 48 && minutes > 0)) return fail(`"${value}" is past 48:00`);
  return { ok: true, value: (hours * 60 + minutes) * MS_PER_MINUTE };
}

/** "HH:mm" of milliseconds after local midnight (whole minutes; hours above 23 for the next day). */
export function formatClock(ms: number): string {
  const minutes = Math.floor(ms / MS_PER_MINUTE);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * An opening-hours range in milliseconds from its written `from` and `to` (a time or legacy ms).
 * A `to` before `from` runs past midnight, in either form ("17:00"-"02:00", or 61200000-7200000:
 * Saturday 17:00 to Sunday 02:00). A `to` equal to `from` is an empty window, refused with `empty`
 * (the time, "HH:mm"): it is neither read as never open nor as open all day ("00:00"-"24:00").
 */
export function parseTimeRange(from: unknown, to: unknown): Parsed<{ from: number; to: number }> | { ok: false; reason: string; which: 'from' | 'to' } | { ok: false; reason: string; which: 'to'; empty: string } {
  const read = (v: unknown, which: 'from' | 'to'): Parsed<number> | { ok: false; reason: string; which: 'from' | 'to' } => {
    if (typeof v === 'number') return { ok: true, value: v };
    if (typeof v !== 'string') return { ok: false, reason: 'a time is written as "HH:mm"', which };
    const p = parseClock(v);
    return p.ok ? p : { ...p, which };
  };
  const f = read(from, 'from');
  if (!f.ok) return { ...f, which: 'which' in f ? f.which : 'from' };
  const t = read(to, 'to');
  if (!t.ok) return { ...t, which: 'which' in t ? t.which : 'to' };
  if (typeof from === 'string' && f.value >= DAY_MS) return { ok: false, reason: `the opening time "${from}" is not within the day (00:00 to 23:59)`, which: 'from' };
  if (t.value === f.value) {
    const empty = typeof from === 'string' ? from.trim() : formatClock(f.value);
    return { ok: false, reason: `it opens and closes at ${empty}`, which: 'to', empty };
  }
  // A closing time before the opening one is on the next day (a legacy one below a day too).
  const toMs = t.value < f.value && t.value < DAY_MS ? t.value + DAY_MS : t.value;
  if (typeof to === 'string' && toMs - f.value > DAY_MS) return { ok: false, reason: `the range "${String(from)}"-"${to}" is longer than a day`, which: 'to' };
  return { ok: true, value: { from: f.value, to: toMs } };
}

/** The written form of a range: "HH:mm" both, `to` on the next day as a time before `from` (or "24:00" for midnight). */
export function formatTimeRange(range: { readonly from: number; readonly to: number }): { from: string; to: string } {
  const from = formatClock(range.from);
  if (range.to === DAY_MS && range.from > 0) return { from, to: '24:00' };
  // A whole day from `from` keeps its hours past 24 ("10:00"-"34:00"): "10:00"-"10:00" is an empty window.
  const to = range.to > DAY_MS && range.to - DAY_MS < range.from ? formatClock(range.to - DAY_MS) : formatClock(range.to);
  return { from, to };
}

/** True when milliseconds are a whole number of minutes (so "HH:mm" keeps them exactly). */
export function isWholeMinutes(ms: number): boolean {
  return Number.isInteger(ms) && ms % MS_PER_MINUTE === 0;
}

/** Digits of an exact non-negative decimal (a number or numeric string) as units and scale, e.g. "12.5" -> 125, 1. */
function decimalOf(value: unknown): { units: bigint; scale: number } | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return { units: BigInt(m[1]! + frac), scale: frac.length };
}

/** Text of units / 10^scale with no trailing zeros ("0.80" -> "0.8", "1.0" -> "1"). */
function decimalText(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return frac === '' ? whole : `${whole}.${frac}`;
}

/** The exact price factor of a percent off: 20 -> "0.8", 12.5 -> "0.875" (decimal arithmetic, no floats). */
export function percentOffToFactor(percent: unknown): Parsed<string> {
  const d = decimalOf(percent);
  if (!d) return fail(`${JSON.stringify(percent)} is not a number`);
  const hundred = 100n * 10n ** BigInt(d.scale);
  if (d.units > hundred) return fail(`${JSON.stringify(percent)} is more than 100 percent`);
  // (100 - p) / 100 = (hundred - units) / 10^(scale + 2)
  return { ok: true, value: decimalText(hundred - d.units, d.scale + 2) };
}

/** The percent off of a price factor at most 1: "0.8" -> 20, "0.875" -> 12.5; undefined above 1 (a markup). */
export function factorToPercentOff(factor: unknown): number | string | undefined {
  const d = decimalOf(factor);
  if (!d) return undefined;
  const one = 10n ** BigInt(d.scale);
  if (d.units > one) return undefined;
  // 100 x (1 - f) = (one - units) / 10^(scale - 2)
  const text = d.scale >= 2 ? decimalText(one - d.units, d.scale - 2) : ((one - d.units) * 10n ** BigInt(2 - d.scale)).toString();
  // A plain number where it is exact as a JSON number (a whole or short decimal), else the string.
  return String(Number(text)) === text ? Number(text) : text;
}
