/** Phone and e-mail keys: how the server recognises the same customer across orders. */

/**
 * Cashback and daily limits are keyed by the phone's digits, so "(213) 555-0100" and
 * "213-555-0100" are one customer; a leading US country code 1 on 11 digits is dropped.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length > 0 ? digits : null;
}

/** The longest e-mail address mail servers take (RFC 5321's path less its brackets), and its part before the @. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

// The addresses customers type: dot-separated atoms before the @, a host name of two or more labels after it.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A line break in an address would let it add mail headers (Bcc:, Subject:); no control character belongs in one.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why `email` is not an address the shop can write to, in the customer's words, or undefined when
 * it is one. Every route that takes an e-mail (an order's, a sign-up, a form) checks it with this.
 */
export function emailProblem(email: string): string | undefined {
  const example = 'Enter one address such as alex@example.com.';
  if (CONTROL.test(email)) return `The e-mail address contains a line break or another control character. ${example}`;
  if (email.length > EMAIL_MAX) return `An e-mail address has at most ${EMAIL_MAX} characters; this one has ${email.length}. ${example}`;
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : '';
  const domain = at > 0 ? email.slice(at + 1) : '';
  if (local.length > EMAIL_LOCAL_MAX) return `The part of an e-mail address before the @ has at most ${EMAIL_LOCAL_MAX} characters; this one has ${local.length}. ${example}`;
  if (!EMAIL_LOCAL.test(local) || !EMAIL_DOMAIN.test(domain)) return `${email.trim().slice(0, 80) || 'This'} is not an e-mail address. ${example}`;
  return undefined;
}

/** True when `email` is an address the shop can write to (see emailProblem). */
export function isEmailAddress(email: string): boolean {
  return emailProblem(email) === undefined;
}

/** E-mail sign-ups are deduplicated case-insensitively. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Reads a phone's cashback balance in cents (0 when it has none). */
export async function cashbackBalance(
  db: { query<R>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }> },
  shopId: string,
  key: string,
): Promise<number> {
  const res = await db.query<{ balance_cents: number }>(
    'SELECT balance_cents FROM cashback_accounts WHERE shop_id = $1 AND phone_key = $2',
    [shopId, key],
  );
  // bigint column: node-postgres reads it as text.
  return Number(res.rows[0]?.balance_cents ?? 0);
}
