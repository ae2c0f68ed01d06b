/**
 * A dollar amount typed by a customer (the custom tip), read as integer cents or refused with a
 * sentence saying what is wrong and what to type instead. Nothing is guessed: '1.2.3', '-1' and
 * 'abc' are refused, not cut down to something the customer did not type.
 */

/** The most whole dollars a typed amount may have (999,999): the server caps tips far lower. */
const MAX_WHOLE_DIGITS = 6;

export type MoneyInput =
  /** Nothing typed yet (or only '$' or '.'): no amount, and nothing to complain about. */
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
  const [whole = '', cents, ...more] = t.split('.');
  if (more.length > 0) return { kind: 'invalid', message: `"${shown}" has more than one dot: write dollars and cents with one dot, like 2.50.` };
  if (cents !== undefined && cents.length > 2) return { kind: 'invalid', message: `"${shown}" has more than two digits after the dot: a tip is in whole cents, like 2.50.` };
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { kind: 'invalid', message: `"${shown}" is too large: enter at most 999999.99.` };
  // Whole dollars and cents as integers, never a float: '2.5' is 2 x 100 + 50.
  return { kind: 'amount', cents: Number(whole || '0') * 100 + Number((cents ?? '').padEnd(2, '0')) };
}
