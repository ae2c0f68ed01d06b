/** What customers leave besides orders: e-mail sign-ups, rewards events, contact and catering forms. */
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

/** Stores a contact or catering form as sent (less the honeypot). */
export async function saveFormSubmission(db: Queryable, f: { shopId: string; kind: 'contact' | 'catering'; payload: Record<string, unknown>; at: string }): Promise<void> {
  await db.query('INSERT INTO form_submissions (shop_id, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4)', [
    f.shopId, f.kind, JSON.stringify(f.payload), f.at,
  ]);
}
