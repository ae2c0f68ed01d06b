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
