import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db.js';
import { createOfflineEmailProvider } from '../email.js';
import { migrate } from '../migrate.js';
import { createOfflinePaymentProvider } from '../payments.js';
import type { SmsMessage, SmsProvider } from '../sms.js';
import { writeOutbox } from './change-status.js';
import { backoffMs, deliverDue, MESSAGE_ATTEMPTS, type OutboxDeps } from './outbox.js';

const T0 = Date.parse('2025-06-18T19:00:00Z');

/** A text provider that fails while `failing` is above zero and records what it sent. */
function flakySms(): SmsProvider & { sent: SmsMessage[]; failing: number } {
  const p = {
    name: 'flaky',
    offline: true,
    sent: [] as SmsMessage[],
    failing: 0,
    async send(m: SmsMessage) {
      if (p.failing > 0) {
        p.failing -= 1;
        throw new Error('carrier unavailable');
      }
      p.sent.push(m);
    },
  };
  return p;
}

describe('the outbox', () => {
  let db: Db;
  const clock = { now: T0 };
  const sms = flakySms();
  let deps: OutboxDeps;

  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    deps = { db, now: () => clock.now, sms, email: createOfflineEmailProvider(() => {}), payments: createOfflinePaymentProvider() };
  });
  afterAll(() => db.close());

  const at = () => new Date(clock.now).toISOString();
  const text = (subject: string, body: string) => writeOutbox(db, null, 'shop', subject, at(), [{ kind: 'status:ready', channel: 'sms', recipient: '+12135550199', payload: { body } }]);

  it('writing the same (subject, kind, channel, recipient) twice keeps one row, sent once', async () => {
    await text('order-a', 'ready');
    await text('order-a', 'ready again');
    expect(await deliverDue(deps)).toBe(1);
    expect(await deliverDue(deps)).toBe(0);
    expect(sms.sent).toEqual([{ to: '+12135550199', body: 'ready' }]);
  });

  it('a failed send is retried after its backoff, then sent once', async () => {
    sms.failing = 2;
    await text('order-b', 'b ready');
    expect(await deliverDue(deps)).toBe(1); // fails
    expect(await deliverDue(deps)).toBe(0); // waiting out 10 s
    clock.now += backoffMs('sms', 1);
    expect(await deliverDue(deps)).toBe(1); // fails again
    clock.now += backoffMs('sms', 2) - 1;
    expect(await deliverDue(deps)).toBe(0);
    clock.now += 1;
    expect(await deliverDue(deps)).toBe(1); // sent
    clock.now += 60 * 60_000;
    expect(await deliverDue(deps)).toBe(0);
    expect(sms.sent.filter((m) => m.body === 'b ready')).toHaveLength(1);
    const row = (await db.query<{ attempts: number; sent_at: unknown; last_error: string | null }>(`SELECT attempts, sent_at, last_error FROM outbox WHERE subject = 'order-b'`)).rows[0]!;
    expect(row).toMatchObject({ attempts: 3, last_error: null });
  });

  it('backoff doubles from 10 s and is capped per channel', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs('sms', n))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs('sms', 20)).toBe(10 * 60_000);
    expect(backoffMs('webhook', 20)).toBe(60 * 60_000);
  });

  it(`a text that keeps failing is given up after ${MESSAGE_ATTEMPTS} attempts`, async () => {
    sms.failing = 1000;
    await text('order-c', 'c ready');
    for (let i = 0; i < MESSAGE_ATTEMPTS + 3; i++) {
      await deliverDue(deps);
      clock.now += 11 * 60_000;
    }
    const row = (await db.query<{ attempts: number; failed_at: unknown }>(`SELECT attempts, failed_at FROM outbox WHERE subject = 'order-c'`)).rows[0]!;
    expect(row.attempts).toBe(MESSAGE_ATTEMPTS);
    expect(row.failed_at).not.toBeNull();
    sms.failing = 0;
  });

  it('a webhook to an endpoint since removed or turned off fails at once, without retries or an error logged', async () => {
    const errors: string[] = [];
    const logged = { ...deps, logError: (_obj: unknown, msg: string) => void errors.push(msg) };
    await db.query(`INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, active, source) VALUES ('ep-off', 'shop', 'https://hooks.example.com/off', 'a-secret-of-twenty-chars', ARRAY['order.placed'], false, 'console')`);
    const hook = (subject: string, endpoint: string) => writeOutbox(db, null, 'shop', subject, at(), [{ kind: 'webhook:order.placed', channel: 'webhook', recipient: endpoint, payload: {} }]);
    await hook('order-gone', 'ep-never-existed');
    await hook('order-off', 'ep-off');
    expect(await deliverDue(logged)).toBe(2);
    clock.now += 2 * 60 * 60_000;
    expect(await deliverDue(logged)).toBe(0);
    const rows = (await db.query<{ subject: string; attempts: number; failed_at: unknown; last_error: string }>(`SELECT subject, attempts, failed_at, last_error FROM outbox WHERE subject IN ('order-gone', 'order-off') ORDER BY subject`)).rows;
    expect(rows.map((r) => [r.subject, Number(r.attempts), r.failed_at !== null, r.last_error])).toEqual([
      ['order-gone', 1, true, 'the endpoint was removed; not sent'],
      ['order-off', 1, true, 'the endpoint was turned off; not sent'],
    ]);
    expect(errors).toEqual([]);
  });

  it('a row claimed by one worker is not claimed by another until its lease runs out', async () => {
    await text('order-d', 'd ready');
    // Claim it as a worker that then dies before marking it sent.
    await db.query(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1::timestamptz WHERE subject = 'order-d'`, [new Date(clock.now + 120_000).toISOString()]);
    expect(await deliverDue(deps)).toBe(0);
    clock.now += 120_000;
    expect(await deliverDue(deps)).toBe(1);
    expect(sms.sent.filter((m) => m.body === 'd ready')).toHaveLength(1);
  });
});
