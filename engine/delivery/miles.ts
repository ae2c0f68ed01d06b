/**
 * Delivery distances as exact decimals of miles (units / 10^scale, plain safe integers: a
 * distance never needs more), so band edges such as "up to 3 miles" compare exactly.
 */
import { mulDivRound, parseDecimal } from '../money.js';

/** An exact distance in miles: units / 10^scale. */
export interface Miles {
  readonly units: number;
  readonly scale: number;
}

const parsedCache = new Map<number, Miles | undefined>();

/** A miles value given as a JSON number, exactly as written; undefined when not a finite non-negative number. */
export function milesOf(value: number): Miles | undefined {
  if (parsedCache.has(value)) return parsedCache.get(value);
  const d = parseDecimal(value);
  let m: Miles | undefined;
  if (d && d.units >= 0n && Number.isSafeInteger(Number(d.units)) && d.scale <= 12) {
    m = { units: Number(d.units), scale: d.scale };
  }
  if (parsedCache.size > 10_000) parsedCache.clear();
  parsedCache.set(value, m);
  return m;
}

/**
 * Metres of driving distance to miles: metres x 0.00062, rounded half up to one decimal
 * (spec section 9), computed in integers.
 */
export function milesFromMeters(meters: number): Miles | undefined {
  const d = parseDecimal(meters);
  if (!d || d.units < 0n || d.scale > 9) return undefined;
  // miles x 10 = metres x 62 / 10^4
  const tenths = mulDivRound(Number(d.units), 62, 10_000 * 10 ** d.scale, 'half-up');
  return { units: tenths, scale: 1 };
}

/** Compares two distances: negative when a < b, 0 when equal, positive when a > b. */
export function compareMiles(a: Miles, b: Miles): number {
  if (a.scale === b.scale) return a.units - b.units;
  const s = Math.max(a.scale, b.scale);
  return a.units * 10 ** (s - a.scale) - b.units * 10 ** (s - b.scale);
}

/** The distance as a JSON number (for the quote), e.g. 3.2. */
export function milesToNumber(m: Miles): number {
  return m.units / 10 ** m.scale;
}

/** Renders a distance for people ("3.2"). */
export function formatMiles(m: Miles): string {
  return String(milesToNumber(m));
}
