/** What customers leave besides orders: e-mail sign-ups and rewards events (forms: server/staff/forms.ts). */
import type { Queryable } from './db.js';
import { emailKey } from './customers.js';

/** Adds an e-mail to a shop's list; already subscribed is not an error (the answer never reveals who is on it). */
export async function subscribe(db: Queryable, s: { shopId: string; email: string; name: string | null; orderId: string | null; at: string }): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (shop_id, email_key, email, name, order_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (shop_id, email_key) DO NOTHING`,
    [s.shopId, emailKey(s.email), s.email.trim(), s.name, s.orderId, s.at],
  );
}

/** Records a rewards sign-up step (the link clicked, a redeem attempt). */
export async function recordRewardsEvent(db: Queryable, e: { shopId: string; action: string; originalPhone: string; preferredPhone: string | null; at: string }): Promise<void> {
  await db.query('INSERT INTO rewards_events (shop_id, action, original_phone, preferred_phone, created_at) VALUES ($1, $2, $3, $4, $5)', [
    e.shopId, e.action, e.originalPhone, e.preferredPhone, e.at,
  ]);
}
