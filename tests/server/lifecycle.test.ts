/**
 * The order lifecycle on both databases: the board, status changes with their events and
 * messages, refunds, the events stream with Last-Event-ID replay, webhooks, escalation,
 * auto-accept's absence, and kitchen tickets (their day when due on another, their print script
 * under the CSP); then a shop that asks about utensils and takes delivery and dine-in orders (the
 * ready text by order type, utensils and delivery instructions on the board and the ticket), and
 * webhook targets inside the server's network refused when registered and when delivering.
 */
import { createHash, createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, RefundRequest } from '../../server/payments.js';
import { createOfflinePaymentProvider } from '../../server/payments.js';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, NOON_WEDNESDAY, startTestServer, type TestServer } from './harness.js';
import { decodeEscPos, openSse } from './lifecycle-helpers.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const SHOP = 'srvtest';
const CARD = { paymentType: 'CARD', paymentMethod: '4242424242424242' };

/** The offline provider, recording every refund asked of it. */
function recordingPayments(): { provider: PaymentProvider; refunds: RefundRequest[]; failNext: { n: number } } {
  const base = createOfflinePaymentProvider();
  const refunds: RefundRequest[] = [];
  const failNext = { n: 0 };
  return {
    refunds,
    failNext,
    provider: {
      ...base,
      async refund(req) {
        if (failNext.n > 0) {
          failNext.n -= 1;
          throw new Error('the payment service did not answer');
        }
        refunds.push(req);
        return base.refund(req);
      },
    },
  };
}

/** A local webhook receiver recording each POST's headers and raw body. */
async function webhookReceiver(): Promise<{ url: string; received: { headers: Record<string, string | string[] | undefined>; body: string }[]; close(): Promise<void> }> {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((r) => server.close(() => r())) };
}

for (const backend of await backends()) {
  describe(`order lifecycle on ${backend}`, () => {
    let server: TestServer;
    const lines: string[] = [];
    const sms = createOfflineSmsProvider((l) => lines.push(l));
    const pay = recordingPayments();
    let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
    const SECRET = 'whsec_lifecycle_test_1234';
    let owner: Record<string, string>;
    let cook: Record<string, string>;
    let stranger: Record<string, string>;

    beforeAll(async () => {
      hooks = await webhookReceiver();
      // The webhook receiver listens on this machine: the operator's setting lets webhooks go there.
      server = await startTestServer(backend, { label: 'life', smsProvider: sms, paymentProvider: pay.provider, logLine: (l) => lines.push(l), workerTickMs: 100, env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
      // Real accounts, signed in through POST /api/staff/session: an owner, a cook of this shop's
      // site and a cook of another site.
      await addStaff(server, 'owner@life.test', 'owner');
      await addStaff(server, 'cook@life.test', 'staff', [SHOP]);
      await addStaff(server, 'other@life.test', 'staff', ['elsewhere']);
      owner = await staffHeaders(server.url, 'owner@life.test');
      cook = await staffHeaders(server.url, 'cook@life.test');
      stranger = await staffHeaders(server.url, 'other@life.test');
      const put = await call(server.url, 'PUT', `/api/staff/shops/${SHOP}/webhooks`, { endpoints: [{ url: hooks.url, secret: SECRET }] }, owner);
      expect(put.status).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await hooks?.close();
    });

    const place = async (over: Record<string, unknown> = {}) => {
      const res = await call(server.url, 'POST', `/api/shops/${SHOP}/orders`, burgerCart(over), { 'Idempotency-Key': newKey() });
      expect([res.status, res.body.error]).toEqual([201, undefined]);
      return res.body.orderId as string;
    };
    const setStatus = (orderId: string, body: Record<string, unknown>, headers: Record<string, string> = owner) =>
      call(server.url, 'POST', `/api/staff/shops/${SHOP}/orders/${orderId}/status`, body, headers);
    const eventsOf = async (orderId: string) =>
      (await server.db.query<{ type: string; data: any }>('SELECT type, data FROM events WHERE subject = $1 ORDER BY id', [orderId])).rows;
    const waitUntil = async (what: () => Promise<boolean> | boolean, ms = 5000) => {
      await expect.poll(what, { timeout: ms, interval: 50 }).toBe(true);
    };

    it('a cash order reaches the board as placed, with one order.placed event', async () => {
      const id = await place();
      const list = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders?status=placed`, undefined, owner);
      expect(list.status).toBe(200);
      const mine = list.body.find((o: any) => o.orderId === id);
      expect(mine).toMatchObject({ status: 'placed', reference: id.slice(0, 8).toUpperCase(), cartType: 'PICKUP', paymentType: 'CASH', name: 'Ana Lee', itemCount: 3, promisedAt: null });
      expect(mine.lines[0]).toMatchObject({ productId: 'p-burger', quantity: 2, note: 'no onions' });
      expect(mine.lines[0].picks.map((p: any) => p.name)).toEqual(['Fries']);
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['order.placed']);
    });

    it('a query parameter given twice is 400 INVALID_QUERY naming it, never a 500; a comma list is the way to ask for several', async () => {
      const twice = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders?status=placed&status=accepted`, undefined, owner);
      expect([twice.status, twice.body.error.code, twice.body.error.path]).toEqual([400, 'INVALID_QUERY', 'query:status']);
      expect(twice.body.error.message).toBe('The query parameter status is given 2 times; give it once (a list is one value with commas, such as status=a,b).');
      // Another customer's order (the fixture's cookie has a daily limit per customer).
      const id = await place({ phone: '(213) 555-0161' });
      const both = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders?status=placed,accepted`, undefined, owner);
      expect(both.status).toBe(200);
      expect(both.body.some((o: any) => o.orderId === id)).toBe(true);
      const menu = await call(server.url, 'GET', `/api/shops/${SHOP}/menu?at=2025-06-18T19:00:00Z&at=2025-06-18T20:00:00Z`);
      expect([menu.status, menu.body.error.path]).toEqual([400, 'query:at']);
    });

    it('a Last-Event-ID above every event (a database since restored) replays nothing and still streams what comes next', async () => {
      const sse = await openSse(`${server.url}/api/staff/events`, { ...owner, 'Last-Event-ID': '99999999' });
      try {
        const id = await place({ phone: '(213) 555-0162' });
        const placed = await sse.waitFor((m) => m.data.subject === id, 3000);
        expect(placed.event).toBe('order.placed');
      } finally {
        sse.close();
      }
    });

    it('the board needs a signed-in user, and a user of another site does not see the shop', async () => {
      expect((await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders`)).status).toBe(401);
      const other = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders`, undefined, stranger);
      expect(other.status).toBe(404);
      expect(other.body.error.code).toBe('SHOP_NOT_FOUND');
      expect((await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders`, undefined, cook)).status).toBe(200);
    });

    it('accepting sets promisedAt, tells the customer once by text, and the same status again is a no-op', async () => {
      const id = await place();
      const res = await setStatus(id, { status: 'accepted', prepMinutes: 15 });
      expect(res.status).toBe(200);
      // The test clock is noon in Los Angeles: 15 minutes later is 12:15 PM there.
      expect(res.body).toMatchObject({ status: 'accepted', prepMinutes: 15, promisedAt: new Date(NOON_WEDNESDAY + 15 * 60_000).toISOString() });
      const customer = await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${id}`);
      expect(customer.body).toMatchObject({ status: 'accepted', promisedAt: '2025-06-18T19:15:00.000Z' });

      const again = await setStatus(id, { status: 'accepted', prepMinutes: 30 });
      expect(again.status).toBe(200);
      expect(again.body.promisedAt).toBe('2025-06-18T19:15:00.000Z');
      expect((await eventsOf(id)).map((e) => [e.type, e.data.status])).toEqual([['order.placed', 'placed'], ['order.status', 'accepted']]);

      const expected = '[sms to +12135550199] Your order from Server Test Cafe is accepted: ready at 12:15 PM.';
      await waitUntil(() => lines.includes(expected));
      // One more worker round at least, then still exactly one line for it.
      await new Promise((r) => setTimeout(r, 300));
      expect(lines.filter((l) => l === expected)).toHaveLength(1);
      const rows = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND channel = 'sms' AND sent_at IS NOT NULL`, [id]);
      expect(Number(rows.rows[0]!.n)).toBe(1);
    });

    it('accepting with a day of prep tells the customer the day too, and the ticket prints it', async () => {
      const id = await place({ phone: '(213) 555-0124' });
      const res = await setStatus(id, { status: 'accepted', prepMinutes: 1440 });
      expect(res.body.promisedAt).toBe(new Date(NOON_WEDNESDAY + 1440 * 60_000).toISOString());
      // Accepted on Wednesday at noon in Los Angeles: ready on Thursday, which the text must say.
      const expected = '[sms to +12135550124] Your order from Server Test Cafe is accepted: ready at 12:00 PM on Thursday.';
      await waitUntil(() => lines.includes(expected));
      const html = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, owner);
      expect(html.body).toContain('<div class="due">Due Thu 12:00 PM</div>');
    });

    it('ready, then completed; an illegal move is 409 INVALID_TRANSITION', async () => {
      const id = await place();
      const wrong = await setStatus(id, { status: 'ready' });
      expect(wrong.status).toBe(409);
      expect(wrong.body.error).toMatchObject({ code: 'INVALID_TRANSITION', path: '/status' });
      expect((await setStatus(id, { status: 'accepted', prepMinutes: 10 })).status).toBe(200);
      expect((await setStatus(id, { status: 'ready' })).body.status).toBe('ready');
      await waitUntil(() => lines.includes('[sms to +12135550199] Your order from Server Test Cafe is ready for pickup.'));
      expect((await setStatus(id, { status: 'completed' })).body.status).toBe('completed');
      const back = await setStatus(id, { status: 'placed' });
      expect(back.status).toBe(409);
    });

    it('rejecting needs a reason; a rejected card order is refunded once, with an idempotency key', async () => {
      const id = await place(CARD);
      const noReason = await setStatus(id, { status: 'rejected' });
      expect(noReason.status).toBe(422);
      expect(noReason.body.error.code).toBe('REASON_REQUIRED');
      pay.failNext.n = 1; // the first refund attempt fails: it is retried
      const res = await setStatus(id, { status: 'rejected', reason: 'OUT_OF_ITEMS' });
      expect(res.body).toMatchObject({ status: 'rejected', rejectReason: 'OUT_OF_ITEMS' });
      // The retry waits out its backoff (10 s): move the server clock past it.
      await waitUntil(async () => (await server.db.query<{ attempts: number }>(`SELECT attempts FROM outbox WHERE subject = $1 AND channel = 'refund'`, [id])).rows[0]?.attempts === 1);
      server.clock.now += 11_000;
      await waitUntil(() => pay.refunds.some((r) => r.idempotencyKey === `refund:${SHOP}:${id}`));
      const refunds = pay.refunds.filter((r) => r.idempotencyKey === `refund:${SHOP}:${id}`);
      expect(refunds).toHaveLength(1);
      const customer = await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${id}`);
      expect(refunds[0]!.amountCents).toBe(customer.body.totals.invoiceCents);
      await waitUntil(async () => (await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${id}`)).body.paymentStatus === 'refunded');
      expect((await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${id}`)).body).toMatchObject({ status: 'rejected', rejectReason: 'OUT_OF_ITEMS' });
      server.clock.now = NOON_WEDNESDAY;
    });

    it('cancelling an accepted card order refunds it', async () => {
      const id = await place(CARD);
      await setStatus(id, { status: 'accepted', prepMinutes: 5 });
      expect((await setStatus(id, { status: 'cancelled' })).body.status).toBe('cancelled');
      await waitUntil(() => pay.refunds.some((r) => r.idempotencyKey === `refund:${SHOP}:${id}`));
      await waitUntil(() => lines.includes('[sms to +12135550199] Your order from Server Test Cafe was cancelled. Any card payment has been refunded.'));
    });

    it("the kitchen ticket's payment word follows the order: PREPAID, then REFUNDED once cancelled; a rejected cash order owes nothing", async () => {
      const ticketRef = async (id: string): Promise<string> => {
        const bin = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket?format=escpos`, undefined, owner);
        return decodeEscPos(new Uint8Array(bin.raw))[2]!.trim();
      };
      // Other customers: the fixture limits cookies per customer and day.
      const card = await place({ ...CARD, phone: '(213) 555-0125' });
      const ref = card.slice(0, 8).toUpperCase();
      await setStatus(card, { status: 'accepted', prepMinutes: 5 });
      expect(await ticketRef(card)).toBe(`#${ref}  PREPAID`);
      await setStatus(card, { status: 'cancelled' });
      expect(await ticketRef(card)).toBe(`#${ref}  REFUNDED`);
      const html = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${card}/ticket`, undefined, owner);
      expect(html.body).toContain(`#${ref} · REFUNDED`);
      const cash = await place({ phone: '(213) 555-0124' });
      await setStatus(cash, { status: 'rejected', reason: 'TOO_BUSY' });
      expect(await ticketRef(cash)).toBe(`#${cash.slice(0, 8).toUpperCase()}  NOTHING OWED`);
    });

    it('webhooks: order.placed and order.status, signed with HMAC-SHA256 over the body, in the delivery log', async () => {
      const id = await place();
      await setStatus(id, { status: 'accepted', prepMinutes: 12 });
      await waitUntil(() => hooks.received.filter((r) => JSON.parse(r.body).subject === id).length === 2);
      const mine = hooks.received.filter((r) => JSON.parse(r.body).subject === id).map((r) => ({ ...r, json: JSON.parse(r.body) }))
        // Deliveries run in parallel and may arrive in any order; the event id orders them.
        .sort((a, b) => Number(a.json.id) - Number(b.json.id));
      expect(mine.map((r) => [r.json.type, r.json.data.status])).toEqual([['order.placed', 'placed'], ['order.status', 'accepted']]);
      for (const r of mine) {
        const sig = String(r.headers['webhook-signature']);
        const t = /t=(\d+)/.exec(sig)![1]!;
        const v1 = /v1=([0-9a-f]{64})/.exec(sig)![1]!;
        expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${r.body}`).digest('hex'));
        expect(r.headers['webhook-id']).toBe(r.json.id);
        expect(r.json.data.order.orderId).toBe(id);
      }
      expect(lines).toContain(`[webhook to ${hooks.url}] order.status accepted`);
      const log = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/webhooks/deliveries`, undefined, owner);
      const entries = log.body.deliveries.filter((d: any) => d.orderId === id);
      expect(entries.map((d: any) => [d.event, d.state, d.lastStatus])).toEqual([['order.status', 'sent', 204], ['order.placed', 'sent', 204]]);
      const resent = await call(server.url, 'POST', `/api/staff/shops/${SHOP}/webhooks/deliveries/${entries[1].id}/resend`, undefined, owner);
      expect(resent.status).toBe(200);
      await waitUntil(() => hooks.received.filter((r) => JSON.parse(r.body).subject === id).length === 3);
    });

    it('the events stream: a new order arrives with data.order, and Last-Event-ID replays what was missed', async () => {
      const sse = await openSse(`${server.url}/api/staff/events`, owner);
      expect(sse.status).toBe(200);
      const id = await place();
      const placed = await sse.waitFor((m) => m.data.subject === id, 2000);
      expect(placed.event).toBe('order.placed');
      expect(placed.data.data.order).toMatchObject({ orderId: id, status: 'placed' });
      sse.close();

      // While no one listens: three changes.
      const missed = await place();
      await setStatus(missed, { status: 'accepted', prepMinutes: 9 });
      await setStatus(id, { status: 'rejected', reason: 'TOO_BUSY' });
      const again = await openSse(`${server.url}/api/staff/events`, { ...owner, 'Last-Event-ID': placed.id! });
      await again.waitFor((m) => m.data.subject === id && m.data.data.status === 'rejected');
      const expected = (await server.db.query<{ id: string }>('SELECT id::text AS id FROM events WHERE id > $1 ORDER BY id', [placed.id])).rows.map((r) => r.id);
      expect(again.messages.map((m) => m.id)).toEqual(expected);
      expect(again.messages.map((m) => m.event)).toEqual(expect.arrayContaining(['order.placed', 'order.status']));
      again.close();
    });

    it("the customer's stream starts with the current status and follows each change", async () => {
      const id = await place();
      const sse = await openSse(`${server.url}/api/shops/${SHOP}/orders/${id}/events`);
      await sse.waitFor((m) => m.data.status === 'placed');
      await setStatus(id, { status: 'accepted', prepMinutes: 20 });
      const accepted = await sse.waitFor((m) => m.data.status === 'accepted', 2000);
      expect(accepted.data).toEqual({ orderId: id, status: 'accepted', promisedAt: '2025-06-18T19:20:00.000Z', rejectReason: null, paymentStatus: 'not_paid' });
      expect(Object.keys(accepted.data)).not.toContain('phone');
      sse.close();
      expect((await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${'x'.repeat(32)}/events`)).status).toBe(404);
    });

    it('an order nobody acts on within 8 minutes is escalated once, with one text to the shop', async () => {
      const id = await place();
      server.clock.now = NOON_WEDNESDAY + 9 * 60_000;
      try {
        const shopText = (l: string) => l.startsWith('[sms to +12135550142]') && l.includes(id.slice(0, 8).toUpperCase());
        await waitUntil(() => lines.some(shopText));
        expect(lines.filter(shopText)).toEqual([`[sms to +12135550142] Order ${id.slice(0, 8).toUpperCase()} at Server Test Cafe has waited 8 minutes for someone to accept it.`]);
        const order = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}`, undefined, owner);
        expect(order.body.escalatedAt).toBe(new Date(server.clock.now).toISOString());
        await new Promise((r) => setTimeout(r, 400));
        expect(lines.filter(shopText)).toHaveLength(1);
        expect((await eventsOf(id)).filter((e) => e.data.escalated === true)).toHaveLength(1);
      } finally {
        server.clock.now = NOON_WEDNESDAY;
      }
    });

    it('an order for a later time is escalated only 8 minutes after its prep should start (due less the default 20 minutes), as the board keeps it silent until then', async () => {
      // Pick up at 3 PM (22:00Z), placed at noon: it reaches New at 2:40 PM, and waits too long at 2:48 PM.
      const id = await place({ phone: '(213) 555-0163', pickupTime: '2025-06-18T15:00' });
      const due = Date.parse((await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}`, undefined, owner)).body.dueAt);
      expect(due).toBe(Date.parse('2025-06-18T22:00:00Z'));
      const escalatedAt = async () => (await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}`, undefined, owner)).body.escalatedAt;
      try {
        // The worker runs every 100 ms: four rounds at each instant.
        for (const at of [NOON_WEDNESDAY + 9 * 60_000, due - 20 * 60_000 + 7 * 60_000]) {
          server.clock.now = at;
          await new Promise((r) => setTimeout(r, 400));
          expect(await escalatedAt()).toBeNull();
        }
        server.clock.now = due - 20 * 60_000 + 8 * 60_000;
        await waitUntil(async () => (await escalatedAt()) !== null);
        expect(await escalatedAt()).toBe(new Date(server.clock.now).toISOString());
      } finally {
        server.clock.now = NOON_WEDNESDAY;
      }
    });

    it('the kitchen ticket: HTML for 80 mm paper and ESC/POS bytes with every line, pick and note, allergies first', async () => {
      const id = await place({
        // Another customer: the fixture limits cookies per customer and day.
        phone: '(213) 555-0123',
        products: [
          { productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true }, note: 'peanut allergy' },
          { productId: 'p-cookie', quantity: 1, note: 'warm it up' },
        ],
      });
      await setStatus(id, { status: 'accepted', prepMinutes: 25 });
      const html = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, owner);
      expect(html.headers.get('content-type')).toContain('text/html');
      expect(html.body).toContain('size: 80mm auto');
      expect(html.body.indexOf('ALLERGY')).toBeLessThan(html.body.indexOf('2 x Burger'));
      const bin = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket?format=escpos`, undefined, owner);
      expect(bin.headers.get('content-type')).toBe('application/octet-stream');
      const text = decodeEscPos(new Uint8Array(bin.raw));
      const ref = id.slice(0, 8).toUpperCase();
      // Centred lines are padded with spaces by the encoder.
      expect(text.slice(0, 3).map((l) => l.trim())).toEqual(['PICK UP', 'Due 12:25 PM', `#${ref}  NOT PAID`]);
      const allergy = text.indexOf('2 x Burger: peanut allergy');
      expect(allergy).toBeGreaterThan(0);
      // Allergy notes first: right under the order's type, due time and reference, before the name.
      expect(allergy).toBeLessThan(text.findIndex((l) => l.trim() === 'Ana Lee'));
      const items = text.slice(allergy + 1);
      expect(items).toEqual(expect.arrayContaining(['2 x Burger', '  + Fries', '  Note: peanut allergy', '1 x Cookie', '  Note: warm it up']));
      expect(items.indexOf('  + Fries')).toBe(items.indexOf('2 x Burger') + 1);
    });

    it('the kitchen ticket with ?print=1: its one script is allowed by the hash the CSP names, and the policy stays strict', async () => {
      const id = await place({ phone: '(213) 555-0125' });
      const printed = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket?print=1`, undefined, cook);
      expect(printed.status).toBe(200);
      const scripts = [...(printed.body as string).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toEqual(['addEventListener("load", () => print());']);
      expect(printed.body).not.toMatch(/\son[a-z]+=/i);
      const csp = printed.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.split(' ')[0] === name);
      const hash = `'sha256-${createHash('sha256').update(scripts[0]!, 'utf8').digest('base64')}'`;
      expect(directive('script-src')?.split(' ')).toContain(hash);
      expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
      expect(directive('script-src')).not.toContain('unsafe-inline');
      // Without ?print=1: no script, and the server's policy as every other answer has it.
      const plain = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, cook);
      expect(plain.body).not.toContain('<script');
      expect(plain.headers.get('content-security-policy')).toBe((await call(server.url, 'GET', `/api/shops/${SHOP}/menu`)).headers.get('content-security-policy'));
      expect(plain.headers.get('content-security-policy')).not.toContain('sha256-');
    });
  });
}

for (const backend of await backends()) {
  describe(`order details and webhook targets on ${backend}`, () => {
    let server: TestServer;
    let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
    let owner: Record<string, string>;
    const lines: string[] = [];
    const shopsDir = mkdtempSync(join(tmpdir(), 'life-details-'));
    beforeAll(async () => {
      hooks = await webhookReceiver();
      cpSync(FIXTURE_SHOPS, shopsDir, { recursive: true });
      const file = join(shopsDir, 'srvtest', 'srvtest.profile.json');
      const profile = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string; settings: Record<string, unknown> };
      profile.$schema = '../../../schemas/shop-profile.schema.json';
      profile.settings = { ...profile.settings, enableUtensilsPicker: true, allowDineIn: true };
      // A shop that words one text of its own: the loader fills the others, ready included, with their defaults.
      (profile as Record<string, unknown>).orderHandling = { messages: { cancelled: 'Order {reference} from {shop} was cancelled.' } };
      writeFileSync(file, JSON.stringify(profile, null, 2));
      // No WEBHOOK_ALLOW_PRIVATE: the default, webhooks go to public addresses only.
      server = await startTestServer(backend, { label: 'details', shopsDir, smsProvider: createOfflineSmsProvider((l) => lines.push(l)), logLine: (l) => lines.push(l), workerTickMs: 100 });
      await addStaff(server, 'owner@details.test', 'owner');
      owner = await staffHeaders(server.url, 'owner@details.test');
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await hooks?.close();
      rmSync(shopsDir, { recursive: true, force: true });
    });

    const place = async (over: Record<string, unknown>) => {
      const res = await call(server.url, 'POST', `/api/shops/${SHOP}/orders`, burgerCart(over), { 'Idempotency-Key': newKey() });
      expect([res.status, res.body.error]).toEqual([201, undefined]);
      return res.body as { orderId: string; quote: { coercions?: { field: string; to: unknown }[] } };
    };
    const staffOrder = async (id: string) => (await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}`, undefined, owner)).body;
    const setStatus = (id: string, body: Record<string, unknown>) => call(server.url, 'POST', `/api/staff/shops/${SHOP}/orders/${id}/status`, body, owner);
    const delivery = (phone: string, over: Record<string, unknown> = {}) => ({
      phone, cartType: 'DELIVERY', deliveryTime: 'ASAP', pickupTime: null, deliveryAddress: '1111 S Figueroa St, Los Angeles, CA 90015', ...over,
    });

    it.each([
      ['delivery', () => delivery('(213) 555-0181'), '+12135550181', 'Your order from Server Test Cafe is ready and on its way soon.'],
      ['dine-in', () => ({ phone: '(213) 555-0182', cartType: 'DINEIN' }), '+12135550182', 'Your order from Server Test Cafe is ready and coming to your table.'],
      ['pickup', () => ({ phone: '(213) 555-0183' }), '+12135550183', 'Your order from Server Test Cafe is ready for pickup.'],
    ])('a %s order marked ready is texted words that fit it', async (_type, cart, to, text) => {
      const { orderId } = await place(cart());
      expect((await setStatus(orderId, { status: 'accepted', prepMinutes: 10 })).status).toBe(200);
      expect((await setStatus(orderId, { status: 'ready' })).body.status).toBe('ready');
      await expect.poll(() => lines.filter((l) => l.startsWith(`[sms to ${to}]`) && l.includes('is ready')), { timeout: 5000 }).toEqual([`[sms to ${to}] ${text}`]);
    });

    it("the board and the ticket carry a delivery's instructions and the utensils it was priced with", async () => {
      // No utensilsOption in the cart: the shop asks, so the quote includes utensils.
      const placed = await place(delivery('(213) 555-0184', { deliveryInstructions: '  Leave at door  ' }));
      expect(placed.quote.coercions?.find((c) => c.field === 'utensilsOption')?.to).toBe('ADD_UTENSILS');
      const order = await staffOrder(placed.orderId);
      expect(order).toMatchObject({ cartType: 'DELIVERY', deliveryInstructions: 'Leave at door', utensilsOption: 'ADD_UTENSILS' });
      const listed = (await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders?status=placed`, undefined, owner)).body.find((o: any) => o.orderId === placed.orderId);
      expect(listed).toMatchObject({ deliveryInstructions: 'Leave at door', utensilsOption: 'ADD_UTENSILS' });
      // The customer's own order reads back the value its quote used, not null.
      expect((await call(server.url, 'GET', `/api/shops/${SHOP}/orders/${placed.orderId}`)).body).toMatchObject({ utensilsOption: 'ADD_UTENSILS', deliveryInstructions: '  Leave at door  ' });
      const html = (await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${placed.orderId}/ticket`, undefined, owner)).body as string;
      expect(html).toContain('<div class="instructions">Instructions: Leave at door</div>');
      expect(html).toContain('<div class="utensils">ADD UTENSILS</div>');
      const bin = await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${placed.orderId}/ticket?format=escpos`, undefined, owner);
      const text = decodeEscPos(new Uint8Array(bin.raw));
      const address = text.findIndex((l) => l.startsWith('1111 S Figueroa St'));
      expect(address).toBeGreaterThan(0);
      expect(text.slice(address + 1, address + 3)).toEqual(['Instructions: Leave at door', 'ADD UTENSILS']);

      const declined = await place({ phone: '(213) 555-0185', utensilsOption: 'NO_UTENSILS', deliveryInstructions: 'Leave at door' });
      expect(await staffOrder(declined.orderId)).toMatchObject({ cartType: 'PICKUP', utensilsOption: 'NO_UTENSILS', deliveryInstructions: null });
      const pickupText = decodeEscPos(new Uint8Array((await call(server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${declined.orderId}/ticket?format=escpos`, undefined, owner)).raw));
      expect(pickupText).toContain('NO UTENSILS');
      expect(pickupText.some((l) => l.startsWith('Instructions'))).toBe(false);
    });

    it('a webhook to this host or the metadata address is refused when registered, and nothing is stored', async () => {
      for (const url of [hooks.url, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:8817/hook', 'http://localhost:8817/hook']) {
        const r = await call(server.url, 'PUT', `/api/staff/shops/${SHOP}/webhooks`, { endpoints: [{ url: 'https://pos.example.com/hooks', secret: 'a-secret-of-twenty-chars' }, { url, secret: 'a-secret-of-twenty-chars' }] }, owner);
        expect([r.status, r.body.error.code, r.body.error.path]).toEqual([400, 'WEBHOOK_URL_NOT_PUBLIC', '/endpoints/1/url']);
        expect(r.body.error.message).toContain(url);
      }
      expect((await call(server.url, 'GET', `/api/staff/shops/${SHOP}/webhooks`, undefined, owner)).body.endpoints).toEqual([]);
      const ok = await call(server.url, 'PUT', `/api/staff/shops/${SHOP}/webhooks`, { endpoints: [{ url: 'https://pos.example.com/hooks', secret: 'a-secret-of-twenty-chars' }] }, owner);
      expect(ok.status).toBe(200);
      expect((await call(server.url, 'PUT', `/api/staff/shops/${SHOP}/webhooks`, { endpoints: [] }, owner)).status).toBe(200);
    });

    it('an endpoint on this host already in the table is refused at delivery: failed at once, never retried, nothing received', async () => {
      // As an endpoint stored before these checks, or from a profile, would be.
      await server.db.query(`INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, active, source) VALUES ('wh-local', $1, $2, 'a-secret-of-twenty-chars', ARRAY['order.placed'], true, 'console')`, [SHOP, hooks.url]);
      try {
        const { orderId } = await place({ phone: '(213) 555-0186' });
        const deliveries = async () => (await call(server.url, 'GET', `/api/staff/shops/${SHOP}/webhooks/deliveries`, undefined, owner)).body.deliveries.filter((d: any) => d.orderId === orderId);
        await expect.poll(async () => (await deliveries()).map((d: any) => d.state), { timeout: 5000 }).toEqual(['failed']);
        const [d] = await deliveries();
        expect(d).toMatchObject({ url: hooks.url, attempts: 1, lastStatus: null, nextAttemptAt: null });
        expect(d.lastError).toMatch(/^the address points at this server, a private network or a reserved range .*; not sent$/);
        server.clock.now += 3_600_000;
        await new Promise((r) => setTimeout(r, 400));
        expect((await deliveries())[0].attempts).toBe(1);
        expect(hooks.received).toEqual([]);
      } finally {
        server.clock.now = NOON_WEDNESDAY;
        await server.db.query(`DELETE FROM webhook_endpoints WHERE id = 'wh-local'`);
      }
    });
  });
}
