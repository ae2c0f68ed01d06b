/** Percent values of rules parsed once into exact decimals. */
import { parseDecimal, type Decimal } from '../money.js';

const cache = new Map<number | string, Decimal>();
const ZERO: Decimal = { units: 0n, scale: 0 };

/** The exact decimal of a schema Percent (a number or numeric string); 0 when not numeric. */
export function percentDecimal(value: number | string): Decimal {
  let d = cache.get(value);
  if (!d) {
    d = parseDecimal(value) ?? ZERO;
    if (cache.size > 10_000) cache.clear();
    cache.set(value, d);
  }
  return d;
}
