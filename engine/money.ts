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

/**
 * Decimal text as the legacy storefront reads it as a number: an optional sign, then digits with
 * an optional point ("5", "5.", "5.25") or a point and digits (".99"). Hex, exponents, blanks and
 * other text are not numeric.
 */
const DECIMAL_RE = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/** Parses a numeric string or a JSON number into an exact decimal; undefined when not numeric. */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Shortest round-trip text of the number, e.g. 9.5 -> "9.5"; exponent forms are expanded.
    text = expandExponent(String(value));
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) return undefined;
  const frac = m[3] ?? m[4] ?? '';
  const units = BigInt((m[1] === '-' ? '-' : '') + (m[2] ?? '0') + frac);
  return { units, scale: frac.length };
}

/** "1.5e-7" -> "0.00000015", "2e+21" -> "2000000000000000000000"; other text unchanged. */
function expandExponent(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!m) return text;
  const digits = m[2]! + (m[3] ?? '');
  const point = m[2]!.length + Number(m[4]);
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return m[1]! + body;
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
  const parts = decimalParts(factor);
  if (parts) return mulDivRound(amount, parts.units, parts.denominator, rounding);
  return toCents(divideRounded(BigInt(amount) * factor.units, 10n ** BigInt(factor.scale), rounding));
}

/** percent% of amount, rounded to the cent as named (default half up, DESIGN section 4). */
export function percentOf(amount: number, percent: Decimal, rounding: Rounding = 'half-up'): Cents {
  const parts = decimalParts(percent);
  if (parts && Number.isSafeInteger(parts.denominator * 100)) {
    return mulDivRound(amount, parts.units, parts.denominator * 100, rounding);
  }
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

/** True when a menu price is not given at all: missing, null or blank text. */
export function isPriceMissing(price: unknown): boolean {
  return price === undefined || price === null || (typeof price === 'string' && price.trim() === '');
}

/**
 * A product's menu price in cents: a product whose price is not numeric is a market-price item
 * (counted, priced 0, paid in person), and so is one that gives no price at all. An option with no
 * price is free (dollarsToCents): only products are sold at market price for want of one.
 */
export function productPriceToCents(price: unknown): { cents: Cents; market: boolean } {
  return isPriceMissing(price) ? { cents: ZERO, market: true } : dollarsToCents(price);
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first, so the shares sum to
 * `total` exactly. Ties go to the earlier index. All weights zero: split evenly the same way.
 * Weights are non-negative integers (numbers or bigints; negative ones count as zero). A
 * negative total is split as its magnitude, negated.
 */
export function allocate(total: number, weights: readonly number[] | readonly bigint[]): Cents[] {
  const n = weights.length;
  if (!Number.isSafeInteger(total)) throw new RangeError(`not an integer number of cents: ${total}`);
  if (n === 0) {
    if (total !== 0) throw new RangeError('cannot allocate a non-zero total over no weights');
    return [];
  }
  if (total < 0) return allocate(-total, weights).map((x) => cents(-x || 0));
  const fast = typeof weights[0] === 'number' ? allocateNumber(total, weights as readonly number[]) : undefined;
  return fast ?? allocateBig(total, weights);
}

function allocateNumber(total: number, weights: readonly number[]): Cents[] | undefined {
  // Scanning upward with a strict comparison already gives a tie to the earlier index.
  return allocateBy(total, weights.length, (i) => weights[i]!, () => false) as Cents[] | undefined;
}

/**
 * The largest-remainder split of `allocate` over `n` weights read through `weightAt`, a tie for
 * a leftover cent going to `i` over the best so far when `before(i, best)` (else to the earlier
 * index). Plain numbers only: undefined when a product of amounts would not be a safe integer.
 */
export function allocateBy(total: number, n: number, weightAt: (i: number) => number, before: (i: number, best: number) => boolean): number[] | undefined {
  if (n === 0 || !Number.isSafeInteger(total) || total < 0) return undefined;
  let sum = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const x = weightAt(i);
    if (!Number.isSafeInteger(x)) return undefined;
    if (x > 0) {
      sum += x;
      if (x > max) max = x;
    }
  }
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(total * (sum === 0 ? 1 : max))) return undefined;
  // No positive weight: an even split.
  const even = sum === 0;
  const den = even ? n : sum;
  const shares = new Array<number>(n);
  const rems = new Array<number>(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const w = even ? 1 : Math.max(0, weightAt(i));
    const p = total * w;
    // Float division can be one off near integers; correct so that 0 <= r < den.
    let share = Math.floor(p / den);
    let r = p - share * den;
    if (r < 0) { share -= 1; r += den; } else if (r >= den) { share += 1; r -= den; }
    shares[i] = share;
    rems[i] = r;
    left -= share;
  }
  while (left > 0) {
    // Largest remainder first; `left` < n, so this stays small.
    let best = -1;
    for (let i = 0; i < n; i++) {
      const r = rems[i]!;
      if (r < 0) continue;
      if (best < 0 || r > rems[best]! || (r === rems[best]! && before(i, best))) best = i;
    }
    shares[best]! += 1;
    rems[best] = -1;
    left -= 1;
  }
  return shares;
}

function allocateBig(total: number, weights: readonly number[] | readonly bigint[]): Cents[] {
  const n = weights.length;
  const raw = (weights as readonly (number | bigint)[]).map((x) => {
    const b = BigInt(x);
    return b > 0n ? b : 0n;
  });
  const w = raw.some((x) => x > 0n) ? raw : raw.map(() => 1n);
  const sum = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(total);
  const shares = w.map((x) => (t * x) / sum);
  const rema = w.map((x, i) => ({ i, r: (t * x) % sum }));
  let left = t - shares.reduce((a, b) => a + b, 0n);
  rema.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0n; k = (k + 1) % n, left -= 1n) shares[rema[k]!.i]! += 1n;
  return shares.map(toCents);
}

/**
 * Cents as US dollars for messages, written as the storefront writes them: two decimals and a
 * comma between thousands ("$12.50", "$1,234.56", "-$1,234.56"). No Intl, so the server, the
 * CLI and the browser give the same text.
 */
export function formatDollars(amount: number): string {
  const abs = Math.abs(amount);
  const c = abs % 100;
  // Whole cents (the usual case) read their two digits from a table.
  const tail = Number.isInteger(c) ? TWO_DIGITS[c]! : String(c).padStart(2, '0');
  const whole = Math.floor(abs / 100);
  return `${amount < 0 ? '-' : ''}$${whole < 1000 ? whole : groupThousands(whole)}.${tail}`;
}

/** A whole number with a comma between thousands: 1234567 -> "1,234,567", 999 -> "999". */
export function groupThousands(n: number): string {
  const digits = String(n);
  // Only plain digit strings are grouped (not "-5", "1e+21" or "NaN").
  if (!/^\d{4,}$/.test(digits)) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/** '00' to '99'. */
export const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/**
 * round(a x b / den) exactly, with the named rounding (den > 0). Plain number arithmetic
 * while the product is a safe integer, bigint beyond; the hot pricing paths call this.
 */
export function mulDivRound(a: number, b: number, den: number, rounding: Rounding): Cents {
  const p = a * b;
  if (Number.isSafeInteger(p) && Number.isSafeInteger(den) && Number.isSafeInteger(a) && Number.isSafeInteger(b)) {
    return cents(divideNumber(p, den, rounding));
  }
  return toCents(divideRounded(BigInt(a) * BigInt(b), BigInt(den), rounding));
}

/** Divides safe integers num by den (den > 0) with the named rounding. */
function divideNumber(num: number, den: number, rounding: Rounding): number {
  if (den <= 0) throw new RangeError('divisor must be positive');
  const q = Math.trunc(num / den);
  const r = num - q * den;
  if (r === 0) return q;
  // num / den may be off by one ulp for large values: correct q so that |r| < den.
  if (Math.abs(r) >= den || Math.sign(r) !== Math.sign(num)) {
    return Number(divideRounded(BigInt(num), BigInt(den), rounding));
  }
  switch (rounding) {
    case 'floor':
      return num < 0 ? q - 1 : q;
    case 'ceil':
      return num > 0 ? q + 1 : q;
    case 'half-up':
      return Math.abs(r) * 2 >= den ? (num < 0 ? q - 1 : q + 1) : q;
  }
}

/** The decimal's units as a number and its denominator 10^scale (both safe integers), or undefined when too large. */
export function decimalParts(d: Decimal): { readonly units: number; readonly denominator: number } | undefined {
  const units = Number(d.units);
  const denominator = 10 ** d.scale;
  if (!Number.isSafeInteger(units) || !Number.isSafeInteger(denominator)) return undefined;
  return { units, denominator };
}

/** Compares two exact decimals: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const s = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(s - a.scale);
  const y = b.units * 10n ** BigInt(s - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The exact decimal of an integer. */
export function decimalOfInteger(n: number): Decimal {
  return { units: BigInt(n), scale: 0 };
}

/** Sum of integer cents. */
export function sumCents(values: readonly number[]): Cents {
  let s = 0;
  for (const v of values) s += v;
  return cents(s);
}
