/**
 * Money and exact decimals. All money is integer cents (`Cents`); rates are exact decimals
 * (`Decimal` = units / 10^scale, held in bigint) so no binary float ever touches a price.
 * Every rounding goes through one of the named functions below.
 */

declare const centsBrand: unique symbol;
/** An integer count of cents. Build with `cents()`. */
export type Cents = number & { readonly [centsBrand]: true };

/** Checks that `n` is a safe integer and brands it as cents; throws on a broken invariant. */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer number of cents: ${n}`);
  return n as Cents;
}

export const ZERO = 0 as Cents;

/** An exact decimal: value = units / 10^scale. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type Rounding = 'floor' | 'ceil' | 'half-up';

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a numeric string or a JSON number into an exact decimal; undefined when not numeric. */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Shortest round-trip text of the number, e.g. 9.5 -> "9.5"; expand exponent forms.
    text = Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(12).replace(/0+$/, '') : String(value);
    if (/e/i.test(text)) return undefined;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  const units = BigInt((m[1] ?? '') + m[2] + frac);
  return { units, scale: frac.length };
}

/** True when `d` is exactly zero. */
export function isZeroDecimal(d: Decimal): boolean {
  return d.units === 0n;
}

/** Renders an exact decimal as a plain string ("9.5", "0.75"). */
export function formatDecimal(d: Decimal): string {
  const neg = d.units < 0n;
  const digits = (neg ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const int = digits.slice(0, digits.length - d.scale);
  const frac = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Divides num by den (den > 0) with the named rounding, exactly, in bigint. */
export function divideRounded(num: bigint, den: bigint, rounding: Rounding): bigint {
  if (den <= 0n) throw new RangeError('divisor must be positive');
  const q = num / den; // truncates toward zero
  const r = num % den;
  if (r === 0n) return q;
  switch (rounding) {
    case 'floor':
      return num < 0n ? q - 1n : q;
    case 'ceil':
      return num > 0n ? q + 1n : q;
    case 'half-up': {
      // Half away from zero on the magnitude; money amounts here are non-negative.
      const twice = (r < 0n ? -r : r) * 2n;
      if (twice >= den) return num < 0n ? q - 1n : q + 1n;
      return q;
    }
  }
}

function toCents(n: bigint): Cents {
  return cents(Number(n));
}

/** amount x factor, rounded to the cent as named. */
export function multiplyCents(amount: number, factor: Decimal, rounding: Rounding): Cents {
  return toCents(divideRounded(BigInt(amount) * factor.units, 10n ** BigInt(factor.scale), rounding));
}

/** percent% of amount, rounded to the cent as named (default half up, DESIGN section 4). */
export function percentOf(amount: number, percent: Decimal, rounding: Rounding = 'half-up'): Cents {
  return toCents(divideRounded(BigInt(amount) * percent.units, 100n * 10n ** BigInt(percent.scale), rounding));
}

/** Rounds n / d half up (d > 0). */
export function roundHalfUp(n: bigint, d: bigint): Cents {
  return toCents(divideRounded(n, d, 'half-up'));
}

/** Rounds n / d down (d > 0). */
export function floorCents(n: bigint, d: bigint): Cents {
  return toCents(divideRounded(n, d, 'floor'));
}

/** Rounds n / d up (d > 0). */
export function ceilCents(n: bigint, d: bigint): Cents {
  return toCents(divideRounded(n, d, 'ceil'));
}

/**
 * A legacy menu price (dollars as a number or string) in cents, rounded down to the cent
 * (spec section 9: "prices shown rounded down to cents"). Non-numeric text is a market price.
 */
export function dollarsToCents(price: unknown): { cents: Cents; market: boolean } {
  if (price === null || price === undefined || price === '') return { cents: ZERO, market: false };
  const d = parseDecimal(typeof price === 'string' ? price.replace(/^\$/, '') : price);
  if (!d || d.units < 0n) return { cents: ZERO, market: true };
  return { cents: toCents(divideRounded(d.units * 100n, 10n ** BigInt(d.scale), 'floor')), market: false };
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first, so the shares sum to
 * `total` exactly. Ties go to the earlier index. All weights zero: split evenly the same way.
 */
export function allocate(total: number, weights: readonly number[]): Cents[] {
  const n = weights.length;
  if (n === 0) {
    if (total !== 0) throw new RangeError('cannot allocate a non-zero total over no weights');
    return [];
  }
  const w = weights.some((x) => x > 0) ? weights.map((x) => BigInt(Math.max(0, x))) : weights.map(() => 1n);
  const sum = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(total);
  const shares = w.map((x) => (t * x) / sum);
  const rema = w.map((x, i) => ({ i, r: (t * x) % sum }));
  let left = t - shares.reduce((a, b) => a + b, 0n);
  rema.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0n; k = (k + 1) % n, left -= 1n) shares[rema[k]!.i]! += 1n;
  return shares.map(toCents);
}

/** "$12.50": cents as dollars with two decimals, for messages. */
export function formatDollars(amount: number): string {
  const neg = amount < 0;
  const abs = Math.abs(amount);
  return `${neg ? '-' : ''}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
