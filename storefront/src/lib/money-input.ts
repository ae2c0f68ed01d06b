/**
 * A dollar amount typed by a customer for a tip, read as integer cents.
 *
 * - `readTipPrompt` reads checkout's custom 'Enter Tip:' field as that prompt always has: every
 *   character but digits and dots is dropped ('$3.50', '3.5abc' and 'USD 3.50' are all $3.50),
 *   and when no digit is left ('abc', '$', '-') the input is ignored, so the tip stays as it was.
 *   What is left is read as dollars, never guessed at: two dots ('1.2.3') or more than two
 *   decimals ('2.999') are refused with a sentence saying what to type instead. The shop's tip cap
 *   is the quote's to check, and the field shows the tip the quote charges under it.
 * - `readMoneyInput` is the strict reader of the tip added after an order: digits, one dot and a
 *   leading '$' only; '-1' and 'abc' are refused, not cut down to something the customer did not type.
 */

/** The most whole dollars a typed amount may have (999,999): the server caps tips far lower. */
const MAX_WHOLE_DIGITS = 6;

export type MoneyInput =
  /** No amount to read (nothing typed yet, or nothing numeric): nothing to charge or complain about. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'amount'; readonly cents: number }
  | { readonly kind: 'invalid'; readonly message: string };

/** Reads '2.50', '$2.50', '2.', '.5', ' 3 ' as cents; refuses anything else with a message. */
export function readMoneyInput(text: string): MoneyInput {
  const t = text.trim().replace(/^\$\s*/, '');
  if (t === '' || t === '.') return { kind: 'empty' };
  const shown = text.trim();
  if (/^[-−]/.test(t)) return { kind: 'invalid', message: 'A tip cannot be negative: enter an amount like 2.50.' };
  if (/[^\d.]/.test(t)) return { kind: 'invalid', message: `"${shown}" is not an amount: use digits and at most one dot, like 2.50.` };
  return readDigitsAndDots(t, shown);
}

/**
 * The 'Enter Tip:' prompt: keeps only digits and dots ('3.5abc' is 350 cents); nothing numeric
 * left ('abc') is `empty`, to be ignored; two dots or more than two decimals are refused.
 */
export function readTipPrompt(text: string): MoneyInput {
  const kept = text.replace(/[^\d.]/g, '');
  if (!/\d/.test(kept)) return { kind: 'empty' };
  return readDigitsAndDots(kept, text.trim());
}

/** Digits with at most one dot (`t`), as cents; `shown` is what the customer typed, for the message. */
function readDigitsAndDots(t: string, shown: string): MoneyInput {
  const [whole = '', cents, ...more] = t.split('.');
  if (more.length > 0) return { kind: 'invalid', message: `"${shown}" has more than one dot: write dollars and cents with one dot, like 2.50.` };
  if (cents !== undefined && cents.length > 2) return { kind: 'invalid', message: `"${shown}" has more than two digits after the dot: a tip is in whole cents, like 2.50.` };
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { kind: 'invalid', message: `"${shown}" is too large: enter at most 999999.99.` };
  // Whole dollars and cents as integers, never a float: '2.5' is 2 x 100 + 50.
  return { kind: 'amount', cents: Number(whole || '0') * 100 + Number((cents ?? '').padEnd(2, '0')) };
}
