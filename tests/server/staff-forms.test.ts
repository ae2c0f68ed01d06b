/**
 * Contact and catering forms reach the restaurant: what customers send through
 * POST /api/shops/{shopId}/forms/{kind} is listed by GET /api/staff/shops/{shopId}/forms for every
 * role of the shop's site (a shop of another site is 404, not signed in 401), newest first, by
 * kind, since an instant and page by page; and the shop is told at once through the outbox: an
 * e-mail with the whole inquiry when its profile has an address, else a text to its phone. A bot's
 * submission (the honeypot filled) is neither listed nor sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineEmailProvider } from '../../server/email.js';
import { backends, call, NOON_WEDNESDAY, startTestServer, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const ALL_DAY = [{ days: 'sun-sat', timeRanges: [{ from: '00:00', to: '24:00' }] }];
const MENU = { subMenus: [{ id: 'c-food', name: 'Food', products: [{ id: 'p-soup', name: 'Soup', price: '6.00' }] }] };

/** Two sites: a bistro with an e-mail address and two locations, and a taqueria with only a phone. */
function writeShops(dir: string): void {
  const shops = [
    {
      shopId: 'bistro', site: { id: 'bistro', name: 'Bistro' },
      identity: {
        name: 'Harbor Bistro', email: 'hello@harbor.example', phone: '(213) 555-0101', timeZone: 'America/New_York',
        locations: [{ shopId: 'bistro', id: 'pier', label: 'Pier 9' }, { shopId: 'bistro', id: 'old-town', label: 'Old Town' }],
      },
    },
    { shopId: 'taqueria', site: { id: 'taqueria', name: 'Taqueria' }, identity: { name: 'Taqueria Sol', phone: '(323) 555-0142', timeZone: 'America/Los_Angeles' } },
  ];
  for (const s of shops) {
    mkdirSync(join(dir, s.shopId), { recursive: true });
    const profile = { ...s, settings: { taxPercentage: 10, hours: { pickUp: ALL_DAY, delivery: [] } }, presentation: { forms: ['contact', 'catering'] }, menu: { file: `${s.shopId}.menu.json` }, rules: [] };
    writeFileSync(join(dir, s.shopId, `${s.shopId}.profile.json`), JSON.stringify(profile, null, 2));
    writeFileSync(join(dir, s.shopId, `${s.shopId}.menu.json`), JSON.stringify(MENU, null, 2));
  }
}

const CONTACT = { location: 'pier', name: 'Kim Park', email: 'kim@example.com', phone: '(213) 555-0199', message: 'Do you have a private room for 12 on Friday?' };
const CATERING = {
  location: 'Old Town', name: 'Ana Diaz', email: 'ana@example.com', phone: '(213) 555-0177', eventDate: '2025-07-04', eventTime: '18:30',
  guestCount: 40, eventType: 'birthday', budget: '1000-2000', dietaryRestrictions: 'Two vegans, one nut allergy', message: 'Buffet style, please.',
};
const min = 60_000;

describe.each(await backends())('contact and catering forms reach the restaurant on %s', (backend) => {
  const emails = createOfflineEmailProvider(() => undefined);
  let server: TestServer;
  let dir: string;
  const headers: Record<string, Record<string, string>> = {};
  const post = (shopId: string, kind: string, body: unknown) => call(server.url, 'POST', `/api/shops/${shopId}/forms/${kind}`, body);
  const list = (shopId: string, who: string, query = '') => call(server.url, 'GET', `/api/staff/shops/${shopId}/forms${query}`, undefined, headers[who]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'staff-forms-'));
    writeShops(dir);
    server = await startTestServer(backend, { label: 'forms', shopsDir: dir, emailProvider: emails, rateLimits: { formsPerMinute: 1000 } });
    await addStaff(server, 'owner@forms.test', 'owner');
    await addStaff(server, 'cook@forms.test', 'staff', ['bistro']);
    await addStaff(server, 'manager@forms.test', 'manager', ['taqueria']);
    for (const who of ['owner', 'cook', 'manager']) headers[who] = await staffHeaders(server.url, `${who}@forms.test`);
    // Received a minute apart, contact first, then a bot, then catering.
    server.clock.now = NOON_WEDNESDAY;
    expect((await post('bistro', 'contact', CONTACT)).status).toBe(200);
    server.clock.now = NOON_WEDNESDAY + min;
    expect((await post('bistro', 'contact', { ...CONTACT, name: 'Spam Bot', 'bot-field': 'http://spam.example' })).status).toBe(200);
    server.clock.now = NOON_WEDNESDAY + 2 * min;
    expect((await post('bistro', 'catering', CATERING)).status).toBe(200);
    expect((await post('taqueria', 'catering', { ...CATERING, location: 'taqueria', budget: null, dietaryRestrictions: null, message: null })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the shop\'s submissions newest first with every field, the location by its label', async () => {
    const r = await list('bistro', 'cook');
    expect(r.status).toBe(200);
    expect(r.body.next).toBeNull();
    expect(r.body.submissions.map((s: { kind: string; name: string }) => [s.kind, s.name])).toEqual([['catering', 'Ana Diaz'], ['contact', 'Kim Park']]);
    const [catering, contact] = r.body.submissions;
    expect(contact).toEqual({
      id: expect.stringMatching(/^\d+$/), kind: 'contact', shopId: 'bistro', receivedAt: new Date(NOON_WEDNESDAY).toISOString(), location: 'Pier 9',
      name: 'Kim Park', email: 'kim@example.com', phone: '(213) 555-0199', message: 'Do you have a private room for 12 on Friday?', event: null,
    });
    expect(catering).toEqual({
      id: expect.stringMatching(/^\d+$/), kind: 'catering', shopId: 'bistro', receivedAt: new Date(NOON_WEDNESDAY + 2 * min).toISOString(), location: 'Old Town',
      name: 'Ana Diaz', email: 'ana@example.com', phone: '(213) 555-0177', message: 'Buffet style, please.',
      event: { date: '2025-07-04', time: '18:30', guestCount: 40, type: 'birthday', budget: '1000-2000', dietaryRestrictions: 'Two vegans, one nut allergy' },
    });
    expect(BigInt(catering.id)).toBeGreaterThan(BigInt(contact.id));
  });

  it('filters by kind and by instant, and pages with next', async () => {
    expect((await list('bistro', 'owner', '?kind=contact')).body.submissions.map((s: { name: string }) => s.name)).toEqual(['Kim Park']);
    expect((await list('bistro', 'owner', '?kind=catering')).body.submissions.map((s: { name: string }) => s.name)).toEqual(['Ana Diaz']);
    const since = encodeURIComponent(new Date(NOON_WEDNESDAY + 30_000).toISOString());
    expect((await list('bistro', 'owner', `?since=${since}`)).body.submissions.map((s: { name: string }) => s.name)).toEqual(['Ana Diaz']);
    const first = await list('bistro', 'owner', '?limit=1');
    expect(first.body.submissions.map((s: { name: string }) => s.name)).toEqual(['Ana Diaz']);
    expect(first.body.next).toBe(first.body.submissions[0].id);
    const second = await list('bistro', 'owner', `?limit=1&before=${first.body.next}`);
    expect(second.body.submissions.map((s: { name: string }) => s.name)).toEqual(['Kim Park']);
    expect(second.body.next).toBeNull();
  });

  it.each([
    ['?kind=order', 'query:kind'],
    ['?since=yesterday', 'query:since'],
    ['?before=abc', 'query:before'],
    ['?limit=0', 'query:limit'],
    ['?limit=201', 'query:limit'],
    ['?limit=2.5', 'query:limit'],
  ])('%s is 400 INVALID_QUERY at %s', async (query, path) => {
    const r = await list('bistro', 'owner', query);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'INVALID_QUERY', path });
  });

  it('every role reads its own sites\' forms; another site\'s shop is 404 as if it did not exist; no session is 401', async () => {
    expect((await list('taqueria', 'manager')).body.submissions.map((s: { name: string; location: string }) => [s.name, s.location])).toEqual([['Ana Diaz', 'Taqueria Sol']]);
    const other = await list('bistro', 'manager');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('SHOP_NOT_FOUND');
    const missing = await list('nowhere', 'owner');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'SHOP_NOT_FOUND']);
    expect((await list('taqueria', 'cook')).status).toBe(404);
    const anonymous = await call(server.url, 'GET', '/api/staff/shops/bistro/forms');
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
  });

  it('tells a shop with an e-mail address by e-mail, with the whole inquiry; the bot\'s is not sent', async () => {
    await expect.poll(() => emails.outbox.length).toBe(2);
    expect(emails.outbox.map((m) => [m.to, m.subject])).toEqual([
      ['hello@harbor.example', 'Harbor Bistro: message from Kim Park'],
      ['hello@harbor.example', 'Harbor Bistro: catering inquiry from Ana Diaz, 40 guests on Fri, Jul 4'],
    ]);
    // Received at noon in Los Angeles: 3:00 PM on the bistro's New York clock.
    expect(emails.outbox[0]!.text).toBe([
      'Kim Park sent a message to Harbor Bistro through the website on Wed, Jun 18 at 3:00 PM.',
      '',
      'Name: Kim Park',
      'E-mail: kim@example.com',
      'Phone: (213) 555-0199',
      'Location: Pier 9',
      '',
      'Message:',
      'Do you have a private room for 12 on Friday?',
      '',
      'Answer Kim Park at kim@example.com or (213) 555-0199. Every message and inquiry is on the Inquiries page of the staff console (/admin/inquiries).',
    ].join('\n'));
    const catering = emails.outbox[1]!.text;
    for (const line of ['Location: Old Town', 'Event: Birthday, Fri, Jul 4, 2025 at 6:30 PM', 'Guests: 40', 'Budget: $1,000 to $2,000', 'Dietary needs: Two vegans, one nut allergy', 'Buffet style, please.']) {
      expect(catering.split('\n')).toContain(line);
    }
    expect(emails.outbox.some((m) => m.text.includes('Spam Bot'))).toBe(false);
    const rows = await server.db.query<{ channel: string; kind: string; sent: boolean }>(`SELECT channel, kind, sent_at IS NOT NULL AS sent FROM outbox WHERE shop_id = 'bistro' ORDER BY id`);
    expect(rows.rows).toEqual([{ channel: 'email', kind: 'form.contact', sent: true }, { channel: 'email', kind: 'form.catering', sent: true }]);
  });

  it('tells a shop without an e-mail address by a text to its phone', async () => {
    await expect.poll(() => server.sms.filter((m) => m.to === '+13235550142').length).toBe(1);
    expect(server.sms.find((m) => m.to === '+13235550142')!.body).toBe(
      'New catering inquiry for Taqueria Sol from Ana Diaz ((213) 555-0177): 40 guests, Fri, Jul 4, 2025 at 6:30 PM. Read it on the Inquiries page of the staff console.',
    );
  });
});
