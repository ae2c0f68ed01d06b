/**
 * Step 7 (DESIGN section 4): tax = sum over lines of (line total - its discount share) x the
 * line's rate, rounded once, half up, exactly (integers over a common denominator). Each line's
 * share is the rounded total allocated over the lines' unrounded taxes, so shares sum exactly.
 */
import { allocate, divideRounded, type Cents, type Decimal } from '../money.js';

export interface TaxLine {
  /** Line total minus its discount share. */
  readonly taxableCents: number;
  /** The line's rate in percent; undefined = untaxed. */
  readonly rate: Decimal | undefined;
}

export interface TaxResult {
  readonly taxCents: number;
  readonly lineTaxCents: Cents[];
}

/** The tax of the lines, and each line's share. */
export function computeTax(lines: readonly TaxLine[]): TaxResult {
  let scale = 0;
  for (const l of lines) if (l.rate && l.rate.scale > scale) scale = l.rate.scale;
  const den = 100 * 10 ** scale;
  const weights = new Array<number>(lines.length);
  let sum = 0;
  let safe = Number.isSafeInteger(den);
  // Lines mostly share one rate object: its units x 10^(scale - its scale) as a number, worked out once per run of it.
  let lastRate: Decimal | undefined;
  let factor = 0;
  for (let i = 0; i < lines.length && safe; i++) {
    const l = lines[i]!;
    const rate = l.rate;
    if (rate !== lastRate && rate !== undefined) {
      lastRate = rate;
      factor = Number(rate.units) * 10 ** (scale - rate.scale);
    }
    const w = rate && l.taxableCents > 0 ? l.taxableCents * factor : 0;
    weights[i] = w;
    sum += w;
    if (!Number.isSafeInteger(w) || !Number.isSafeInteger(sum)) safe = false;
  }
  if (safe) {
    const q = Math.floor(sum / den);
    let r = sum - q * den;
    let taxCents = q;
    if (r < 0) { taxCents -= 1; r += den; }
    if (r * 2 >= den) taxCents += 1;
    return { taxCents, lineTaxCents: allocate(taxCents, weights) };
  }
  const big = lines.map((l) =>
    l.rate && l.taxableCents > 0 ? BigInt(l.taxableCents) * l.rate.units * 10n ** BigInt(scale - l.rate.scale) : 0n,
  );
  const total = big.reduce((a, b) => a + b, 0n);
  const taxCents = Number(divideRounded(total, 100n * 10n ** BigInt(scale), 'half-up'));
  return { taxCents, lineTaxCents: allocate(taxCents, big) };
}
