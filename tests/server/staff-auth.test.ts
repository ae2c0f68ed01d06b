/**
 * Staff accounts and sessions over real HTTP, on PGlite and on PostgreSQL: sign-in and sign-out,
 * one answer for a wrong e-mail and a wrong password, session expiry on the server clock, forged
 * cookies, the Origin check, the sign-in limits, the role and site matrix, invitations with a
 * one-time password, the last owner, and the development demo owner.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RECHECK_MS } from '../../server/routes/staff-orders.js';
import { roleAllows } from '../../server/staff/guard.js';
import { sessionId } from '../../server/staff/store.js';
import { startServer } from '../../server/index.js';
import { backends, burgerCart, call, FIXTURE_SHOPS, newKey, PG_URL, postgresAvailable, startTestServer, type TestServer } from './harness.js';
import { openSse } from './lifecycle-helpers.js';
import { addStaff, signIn, STAFF_PASSWORD, staffHeaders } from './staff-helpers.js';

const BACKENDS = await backends();
const HOUR = 60 * 60_000;

/** The fixture shop (site srvtest) plus a second site's shop, "othershop" of site "othersite". */
function twoSiteShops(): string {
  const dir = mkdtempSync(join(tmpdir(), 'staff-shops-'));
  cpSync(FIXTURE_SHOPS, dir, { recursive: true });
  const other = join(dir, 'othersite');
  cpSync(join(FIXTURE_SHOPS, 'srvtest'), other, { recursive: true });
  const profile = JSON.parse(readFileSync(join(other, 'srvtest.profile.json'), 'utf8'));
  profile.shopId = 'othershop';
  profile.site = { id: 'othersite', name: 'Other Site' };
  profile.identity.name = 'Other Shop';
  writeFileSync(join(other, 'othershop.profile.json'), JSON.stringify(profile));
  rmSync(join(other, 'srvtest.profile.json'));
  return dir;
}

/** Resolves when `p` does, or fails with `what` after `ms`. */
async function withinMs(p: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p, new Promise<never>((_r, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)))]);
  clearTimeout(timer);
}

async function sessionRows(s: TestServer): Promise<number> {
  return Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions')).rows[0]!.n);
}

describe('the role matrix', () => {
  it('owner: everything; manager: orders, stock, operations, publish, webhooks; staff: orders and stock', () => {
    const actions = ['orders', 'stock', 'operations', 'publish', 'integrations', 'users', 'shops', 'audit'] as const;
    const table = Object.fromEntries((['owner', 'manager', 'staff'] as const).map((role) => [role, actions.filter((a) => roleAllows(role, a))]));
    expect(table).toEqual({
      owner: ['orders', 'stock', 'operations', 'publish', 'integrations', 'users', 'shops', 'audit'],
      manager: ['orders', 'stock', 'operations', 'publish', 'integrations'],
      staff: ['orders', 'stock'],
    });
  });
});

describe.each(BACKENDS)('staff accounts on %s', (backend) => {
  let s: TestServer;
  let shopsDir: string;
  beforeAll(async () => {
    shopsDir = twoSiteShops();
    s = await startTestServer(backend, { label: 'staff', shopsDir });
    await addStaff(s, 'boss@example.com', 'owner');
    await addStaff(s, 'Ana.Manager@Example.com', 'manager', ['srvtest']);
    await addStaff(s, 'cook@example.com', 'staff', ['srvtest']);
    await addStaff(s, 'other-cook@example.com', 'staff', ['othersite']);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    rmSync(shopsDir, { recursive: true, force: true });
  });

  it('signs in with a session cookie, reads the user, and signs out deleting the session row', async () => {
    const { reply, token, headers } = await signIn(s.url, 'COOK@example.com ');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ user: { email: 'cook@example.com', role: 'staff', sites: ['srvtest'], mustChangePassword: false } });
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('staff_session='))!;
    const attributes = cookie.split(/;\s*/).slice(1).map((a) => a.toLowerCase()).sort();
    // Plain HTTP here: no Secure (it is added when the request came over TLS).
    expect(attributes).toEqual(['httponly', 'max-age=604800', 'path=/', 'samesite=strict']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The row's id is the token's SHA-256, never the token itself.
    const row = await s.db.query<{ user_agent: string | null }>('SELECT user_agent FROM staff_sessions WHERE id = $1', [sessionId(token!)]);
    expect(row.rows).toHaveLength(1);
    expect((await s.db.query('SELECT 1 FROM staff_sessions WHERE id = $1', [token])).rows).toHaveLength(0);

    const me = await call(s.url, 'GET', '/api/staff/session', undefined, headers);
    expect([me.status, me.body]).toEqual([200, { user: { email: 'cook@example.com', role: 'staff', sites: ['srvtest'], mustChangePassword: false } }]);
    expect(me.headers.get('cache-control')).toBe('no-store');

    const out = await call(s.url, 'DELETE', '/api/staff/session', undefined, headers);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /^staff_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect((await s.db.query('SELECT 1 FROM staff_sessions WHERE id = $1', [sessionId(token!)])).rows).toHaveLength(0);
    const after = await call(s.url, 'GET', '/api/staff/session', undefined, headers);
    expect([after.status, after.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
  });

  it('a wrong password and an unknown e-mail get the same status and body, and no session', async () => {
    const before = await sessionRows(s);
    const wrongPassword = await signIn(s.url, 'cook@example.com', 'not the password');
    const unknownEmail = await signIn(s.url, 'nobody@example.com', STAFF_PASSWORD);
    expect(wrongPassword.reply.status).toBe(401);
    expect(wrongPassword.reply.body).toEqual({ error: { code: 'SIGN_IN_FAILED', message: 'The e-mail address or the password is not right. Check both and try again.' } });
    expect([unknownEmail.reply.status, unknownEmail.reply.body]).toEqual([wrongPassword.reply.status, wrongPassword.reply.body]);
    expect(wrongPassword.token).toBeUndefined();
    expect(unknownEmail.token).toBeUndefined();
    expect(await sessionRows(s)).toBe(before);
  });

  it('a session ends 12 hours after its last use, and 7 days after sign-in however often used', async () => {
    const start = s.clock.now;
    try {
      const idle = await staffHeaders(s.url, 'cook@example.com');
      s.clock.now = start + 12 * HOUR - 60_000;
      expect((await call(s.url, 'GET', '/api/staff/session', undefined, idle)).status).toBe(200);
      // That use moved the idle limit on: 11 hours 59 minutes later it still works...
      s.clock.now += 12 * HOUR - 60_000;
      expect((await call(s.url, 'GET', '/api/staff/session', undefined, idle)).status).toBe(200);
      // ...and 12 hours after the last use it has ended (and its row is gone).
      s.clock.now += 12 * HOUR;
      const ended = await call(s.url, 'GET', '/api/staff/session', undefined, idle);
      expect([ended.status, ended.body.error.code]).toEqual([401, 'NOT_SIGNED_IN']);
      expect((await s.db.query('SELECT 1 FROM staff_sessions WHERE id = $1', [sessionId(idle.Cookie!.slice('staff_session='.length))])).rows).toHaveLength(0);

      s.clock.now = start;
      const busy = await staffHeaders(s.url, 'cook@example.com');
      for (let hours = 10; hours < 7 * 24; hours += 10) {
        s.clock.now = start + hours * HOUR;
        expect((await call(s.url, 'GET', '/api/staff/session', undefined, busy)).status, `after ${hours} h`).toBe(200);
      }
      s.clock.now = start + 7 * 24 * HOUR;
      expect((await call(s.url, 'GET', '/api/staff/session', undefined, busy)).status).toBe(401);
    } finally {
      s.clock.now = start;
    }
  });

  it('a forged cookie signs no one in', async () => {
    const real = await staffHeaders(s.url, 'boss@example.com');
    const token = real.Cookie!.slice('staff_session='.length);
    const forged = [
      'A'.repeat(43),
      `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`,
      sessionId(token), // the stored id is not a token
      'x',
      '',
      `${token}x`,
    ];
    for (const value of forged) {
      const r = await call(s.url, 'GET', '/api/staff/users', undefined, { Cookie: `staff_session=${value}` });
      expect([r.status, r.body.error.code], value).toEqual([401, 'NOT_SIGNED_IN']);
    }
    expect((await call(s.url, 'GET', '/api/staff/users', undefined, real)).status).toBe(200);
  });

  it('a state-changing staff call without an Origin, or from another site, is 403 ORIGIN_REFUSED and changes nothing', async () => {
    const boss = await staffHeaders(s.url, 'boss@example.com');
    const invite = { email: 'csrf@example.com', role: 'staff', sites: ['srvtest'] };
    const { Origin: _own, ...noOrigin } = boss;
    // The right host over the other scheme is refused too (the request came over plain http), even
    // with an X-Forwarded-Proto that no trusted proxy sent.
    const otherScheme = { ...boss, Origin: s.url.replace(/^http:/, 'https:') };
    const forgedProto = { ...otherScheme, 'X-Forwarded-Proto': 'https' };
    for (const headers of [noOrigin, { ...boss, Origin: 'https://evil.example' }, { ...boss, Origin: 'null' }, { ...boss, Origin: `http://127.0.0.1.evil.example` }, otherScheme, forgedProto]) {
      const r = await call(s.url, 'POST', '/api/staff/users', invite, headers);
      expect([r.status, r.body.error.code, r.body.error.path], JSON.stringify(headers)).toEqual([403, 'ORIGIN_REFUSED', 'header:Origin']);
    }
    expect((await s.db.query("SELECT 1 FROM staff_users WHERE email = 'csrf@example.com'")).rows).toHaveLength(0);
    // Signing out from another site does not end the session either.
    expect((await call(s.url, 'DELETE', '/api/staff/session', undefined, { ...boss, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(s.url, 'GET', '/api/staff/session', undefined, noOrigin)).status).toBe(200);
    // Nor is a sign-in from another site answered with a session.
    const before = await sessionRows(s);
    const foreign = await call(s.url, 'POST', '/api/staff/session', { email: 'boss@example.com', password: STAFF_PASSWORD }, { Origin: 'https://evil.example' });
    expect([foreign.status, foreign.headers.getSetCookie()]).toEqual([403, []]);
    expect(await sessionRows(s)).toBe(before);
    // Reads need no Origin.
    expect((await call(s.url, 'GET', '/api/staff/users', undefined, noOrigin)).status).toBe(200);
    // The scheme in capitals and a trailing slash still name this server.
    const spelled = await call(s.url, 'POST', '/api/staff/users', invite, { ...boss, Origin: `${s.url.replace(/^http:/, 'HTTP:')}/` });
    expect(spelled.status).toBe(201);
    expect((await call(s.url, 'DELETE', '/api/staff/users/csrf@example.com', undefined, boss)).status).toBe(204);
  });

  it('roles and sites: staff cannot manage users; another site\'s shop is 404 like a shop that does not exist', async () => {
    const cook = await staffHeaders(s.url, 'cook@example.com');
    const other = await staffHeaders(s.url, 'other-cook@example.com');
    const manager = await staffHeaders(s.url, 'ana.manager@example.com');
    const boss = await staffHeaders(s.url, 'boss@example.com');

    for (const who of [cook, manager]) {
      const list = await call(s.url, 'GET', '/api/staff/users', undefined, who);
      expect([list.status, list.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
      const add = await call(s.url, 'POST', '/api/staff/users', { email: 'x@example.com', role: 'owner' }, who);
      expect([add.status, add.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
      const remove = await call(s.url, 'DELETE', '/api/staff/users/boss@example.com', undefined, who);
      expect([remove.status, remove.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
    }

    const mine = await call(s.url, 'GET', '/api/staff/shops/srvtest/menu-check', undefined, cook);
    expect([mine.status, mine.body.shopId]).toEqual([200, 'srvtest']);
    const theirs = await call(s.url, 'GET', '/api/staff/shops/othershop/menu-check', undefined, cook);
    const missing = await call(s.url, 'GET', '/api/staff/shops/no-such-shop/menu-check', undefined, cook);
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'SHOP_NOT_FOUND']);
    expect(theirs.body.error.message.replace('othershop', '?')).toBe(missing.body.error.message.replace('no-such-shop', '?'));
    expect((await call(s.url, 'GET', '/api/staff/shops/othershop/menu-check', undefined, other)).status).toBe(200);
    expect((await call(s.url, 'GET', '/api/staff/shops/srvtest/menu-check', undefined, other)).status).toBe(404);
    for (const shop of ['srvtest', 'othershop']) expect((await call(s.url, 'GET', `/api/staff/shops/${shop}/menu-check`, undefined, boss)).status).toBe(200);

    const switcher = async (who: Record<string, string>) => (await call(s.url, 'GET', '/api/staff/shops', undefined, who)).body.shops;
    // Neither profile sets orderHandling: the lifecycle's defaults (20 minutes of prep, escalation after 8, no ticket on accept).
    const handling = { prepMinutes: 20, acceptWithinMinutes: 8, printTicketOnAccept: false, timeZone: 'America/Los_Angeles' };
    expect(await switcher(cook)).toEqual([{ shopId: 'srvtest', name: 'Server Test Cafe', siteId: 'srvtest', siteName: 'Server Test Cafe', basePath: '', ...handling }]);
    expect(await switcher(other)).toEqual([{ shopId: 'othershop', name: 'Other Shop', siteId: 'othersite', siteName: 'Other Site', basePath: '', ...handling }]);
    expect((await switcher(boss)).map((x: { shopId: string }) => x.shopId).sort()).toEqual(['othershop', 'srvtest']);
  });

  it("webhooks are a manager's or an owner's: staff may neither read their secrets nor replace them", async () => {
    const cook = await staffHeaders(s.url, 'cook@example.com');
    const manager = await staffHeaders(s.url, 'ana.manager@example.com');
    const hook = { endpoints: [{ url: 'https://hooks.example.com/orders', secret: 'a-secret-of-twenty-chars' }] };
    for (const [method, path, body] of [
      ['GET', '/api/staff/shops/srvtest/webhooks', undefined],
      ['PUT', '/api/staff/shops/srvtest/webhooks', hook],
      ['GET', '/api/staff/shops/srvtest/webhooks/deliveries', undefined],
      ['POST', '/api/staff/shops/srvtest/webhooks/deliveries/1/resend', undefined],
    ] as const) {
      const r = await call(s.url, method, path, body, cook);
      expect({ path, method, status: r.status, code: r.body.error?.code }).toEqual({ path, method, status: 403, code: 'FORBIDDEN_ROLE' });
      expect(r.body.error.message).toBe("Your role (staff) may not change or read the shop's webhooks. Ask a manager or an owner of the restaurant.");
    }
    const rows = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE url = 'https://hooks.example.com/orders'`);
    expect(rows.rows[0]!.n).toBe(0);
    const put = await call(s.url, 'PUT', '/api/staff/shops/srvtest/webhooks', hook, manager);
    expect(put.status).toBe(200);
    expect(put.body.endpoints.map((e: { url: string }) => e.url)).toContain('https://hooks.example.com/orders');
    expect((await call(s.url, 'PUT', '/api/staff/shops/srvtest/webhooks', { endpoints: [] }, manager)).status).toBe(200);
    // An owner-only call names who may.
    const shop = await call(s.url, 'POST', '/api/staff/shops', { shopId: 'new-shop' }, manager);
    expect([shop.status, shop.body.error.message]).toEqual([403, 'Your role (manager) may not create shops. Ask an owner of the restaurant.']);
  });

  it('an open events stream ends with its session: at once on sign-out, and within seconds when the session is ended elsewhere', async () => {
    const place = async () => {
      const r = await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart(), { 'Idempotency-Key': newKey() });
      expect(r.status).toBe(201);
      return r.body.orderId as string;
    };
    const cook = await staffHeaders(s.url, 'cook@example.com');
    const sse = await openSse(`${s.url}/api/staff/events`, cook);
    expect(sse.status).toBe(200);
    const seen = await place();
    await sse.waitFor((m) => m.data.subject === seen, 3000);
    expect((await call(s.url, 'DELETE', '/api/staff/session', undefined, cook)).status).toBe(204);
    await withinMs(sse.ended, 1000, 'the stream did not end at sign-out');
    const after = await place();
    await new Promise((r) => setTimeout(r, 300));
    expect(sse.messages.some((m) => m.data.subject === after)).toBe(false);

    // A session ended where this server cannot see it (another instance, shopctl staff remove):
    // the stream asks again and ends.
    const second = await signIn(s.url, 'cook@example.com');
    const other = await openSse(`${s.url}/api/staff/events`, second.headers);
    await s.db.query('DELETE FROM staff_sessions WHERE id = $1', [sessionId(second.token!)]);
    const started = Date.now();
    await withinMs(other.ended, 2 * STREAM_RECHECK_MS + 2000, 'the stream outlived its session');
    expect(Date.now() - started).toBeLessThan(2 * STREAM_RECHECK_MS + 2000);
    const late = await place();
    await new Promise((r) => setTimeout(r, 300));
    expect(other.messages.some((m) => m.data.subject === late)).toBe(false);
  }, 30_000);

  it('an invited person signs in with the one-time password and must change it before anything else', async () => {
    const boss = await staffHeaders(s.url, 'boss@example.com');
    const bad = await call(s.url, 'POST', '/api/staff/users', { email: 'new@example.com', role: 'staff', sites: ['nowhere'] }, boss);
    expect([bad.status, bad.body.error.code, bad.body.error.path]).toEqual([400, 'UNKNOWN_SITE', '/sites/0']);
    const none = await call(s.url, 'POST', '/api/staff/users', { email: 'new@example.com', role: 'manager' }, boss);
    expect([none.status, none.body.error.code]).toEqual([400, 'SITES_REQUIRED']);

    const invited = await call(s.url, 'POST', '/api/staff/users', { email: 'New@Example.com', role: 'manager', sites: ['othersite'] }, boss);
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({ email: 'new@example.com', role: 'manager', sites: ['othersite'], mustChangePassword: true, createdBy: 'boss@example.com' });
    const otp = invited.body.oneTimePassword as string;
    expect(otp).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const again = await call(s.url, 'POST', '/api/staff/users', { email: 'new@EXAMPLE.com', role: 'staff', sites: ['srvtest'] }, boss);
    expect([again.status, again.body.error.code]).toEqual([409, 'STAFF_USER_EXISTS']);
    // The one-time password is not kept anywhere readable: only its hash.
    const stored = await s.db.query<{ password_hash: string }>("SELECT password_hash FROM staff_users WHERE email = 'new@example.com'");
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored.rows[0]!.password_hash).not.toContain(otp);

    const first = await signIn(s.url, 'new@example.com', otp);
    expect(first.reply.body.user).toEqual({ email: 'new@example.com', role: 'manager', sites: ['othersite'], mustChangePassword: true });
    const blocked = await call(s.url, 'GET', '/api/staff/shops', undefined, first.headers);
    expect([blocked.status, blocked.body.error.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    expect((await call(s.url, 'GET', '/api/staff/shops/othershop/menu-check', undefined, first.headers)).status).toBe(403);

    const change = (body: unknown) => call(s.url, 'POST', '/api/staff/session/password', body, first.headers);
    const short = await change({ currentPassword: otp, newPassword: 'short' });
    expect([short.status, short.body.error.code, short.body.error.path]).toEqual([400, 'PASSWORD_TOO_SHORT', '/newPassword']);
    const wrong = await change({ currentPassword: 'guess guess guess', newPassword: 'a fine new password' });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.path]).toEqual([400, 'WRONG_PASSWORD', '/currentPassword']);
    const same = await change({ currentPassword: otp, newPassword: otp });
    expect(same.body.error.code).toBe('PASSWORD_UNCHANGED');
    const done = await change({ currentPassword: otp, newPassword: 'a fine new password' });
    expect([done.status, done.body.user.mustChangePassword]).toEqual([200, false]);
    // The same session now works; the one-time password does not any more.
    expect((await call(s.url, 'GET', '/api/staff/shops/othershop/menu-check', undefined, first.headers)).status).toBe(200);
    expect((await signIn(s.url, 'new@example.com', otp)).reply.status).toBe(401);
    expect((await signIn(s.url, 'new@example.com', 'a fine new password')).reply.body.user.mustChangePassword).toBe(false);

    const users = await call(s.url, 'GET', '/api/staff/users', undefined, boss);
    expect(users.body.users.map((u: { email: string }) => u.email)).toEqual(['ana.manager@example.com', 'boss@example.com', 'cook@example.com', 'new@example.com', 'other-cook@example.com']);
  });

  it('staff routes answer every malformed body with a 4xx and the error shape', async () => {
    const boss = await staffHeaders(s.url, 'boss@example.com');
    const cases: Array<[string, string, unknown, number, string]> = [
      ['POST', '/api/staff/session', { email: 'a@example.com' }, 400, 'MISSING_FIELD'],
      ['POST', '/api/staff/session', { email: 5, password: 'x' }, 400, 'INVALID_FIELD'],
      ['POST', '/api/staff/session', { email: 'a@example.com', password: 'x', extra: 1 }, 400, 'UNKNOWN_FIELD'],
      ['POST', '/api/staff/session', '{"email":', 400, 'BAD_JSON'],
      ['POST', '/api/staff/users', { email: 'not an address', role: 'staff', sites: ['srvtest'] }, 400, 'INVALID_EMAIL'],
      ['POST', '/api/staff/users', { email: 'a@example.com', role: 'chef', sites: ['srvtest'] }, 400, 'INVALID_FIELD'],
      ['POST', '/api/staff/session/password', { newPassword: 'a fine new password' }, 400, 'MISSING_FIELD'],
    ];
    for (const [method, path, body, status, code] of cases) {
      const r = await call(s.url, method, path, body, boss);
      expect([r.status, r.body.error.code], `${path} ${JSON.stringify(body)}`).toEqual([status, code]);
    }
  });

  it('the last owner cannot be removed; removing an account ends its sessions', async () => {
    const boss = await staffHeaders(s.url, 'boss@example.com');
    const self = await call(s.url, 'DELETE', '/api/staff/users/boss@example.com', undefined, boss);
    expect([self.status, self.body.error.code]).toEqual([409, 'LAST_OWNER']);
    const nobody = await call(s.url, 'DELETE', '/api/staff/users/nobody@example.com', undefined, boss);
    expect([nobody.status, nobody.body.error.code]).toEqual([404, 'STAFF_USER_NOT_FOUND']);

    const cook = await staffHeaders(s.url, 'other-cook@example.com');
    const removed = await call(s.url, 'DELETE', '/api/staff/users/Other-Cook@example.com', undefined, boss);
    expect(removed.status).toBe(204);
    expect((await call(s.url, 'GET', '/api/staff/session', undefined, cook)).status).toBe(401);
    expect((await signIn(s.url, 'other-cook@example.com')).reply.status).toBe(401);

    const second = await call(s.url, 'POST', '/api/staff/users', { email: 'co-owner@example.com', role: 'owner' }, boss);
    expect(second.status).toBe(201);
    expect((await call(s.url, 'DELETE', '/api/staff/users/boss@example.com', undefined, boss)).status).toBe(204);
    // The co-owner is now the last one.
    expect((await s.db.query("SELECT email FROM staff_users WHERE role = 'owner'")).rows).toEqual([{ email: 'co-owner@example.com' }]);
  });
});

describe.each(BACKENDS)('sign-in limits on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'staff_limits', rateLimits: { staffSignInPerAccount: 3, staffSignInPerAddress: 6 } });
    await addStaff(s, 'owner@example.com', 'owner');
    await addStaff(s, 'cook@example.com', 'staff', ['srvtest']);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it('3 attempts per account, then 429 even with the right password; 6 per address over every account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn(s.url, 'owner@example.com', `wrong ${i}`)).reply.status);
    const blocked = await signIn(s.url, 'OWNER@example.com', STAFF_PASSWORD);
    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.reply.status).toBe(429);
    expect(blocked.reply.body.error.code).toBe('RATE_LIMITED');
    expect(blocked.reply.body.error.message).toMatch(/^Too many sign-in attempts\. Wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.token).toBeUndefined();
    // Another account from the same address still signs in (the 5th and 6th attempts from this address)...
    expect((await signIn(s.url, 'cook@example.com')).reply.status).toBe(200);
    expect((await signIn(s.url, 'nobody@example.com')).reply.status).toBe(401);
    // ...and then the address has used its 6 (the refused 4th attempt counted too).
    const address = await signIn(s.url, 'cook@example.com');
    expect([address.reply.status, address.reply.body.error.code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe.each(BACKENDS)('sign-in limits at their defaults (10 failures per account) on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'staff_limits10' });
    await addStaff(s, 'tablet@example.com', 'staff', ['srvtest']);
    await addStaff(s, 'cook@example.com', 'staff', ['srvtest']);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it('successful sign-ins do not count: an account shared by tablets signs in an 11th time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(s.url, 'tablet@example.com')).reply.status);
    expect(statuses).toEqual(Array.from({ length: 11 }, () => 200));
  });

  it('10 failures in the window, then even the right password is 429 with Retry-After; a success before the 10th neither counts nor is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await signIn(s.url, 'cook@example.com', `wrong ${i}`)).reply.status);
    // Under the limit (9 failures), the right password signs in and is not counted...
    statuses.push((await signIn(s.url, 'Cook@Example.com', STAFF_PASSWORD)).reply.status);
    // ...so the next wrong one is the 10th failure, not the 11th attempt.
    statuses.push((await signIn(s.url, 'cook@example.com', 'wrong 9')).reply.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 200, 401]);
    const blocked = await signIn(s.url, 'cook@example.com', STAFF_PASSWORD);
    expect([blocked.reply.status, blocked.reply.body.error.code, blocked.token]).toEqual([429, 'RATE_LIMITED', undefined]);
    const wait = Number(blocked.reply.headers.get('retry-after'));
    // The 15-minute window began with the first failure, a few seconds ago.
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(blocked.reply.body.error.message).toBe('Too many sign-in attempts. Wait 15 minutes and try again.');
    // The other account, from the same address (its 24th attempt of 30), is not affected.
    expect((await signIn(s.url, 'tablet@example.com')).reply.status).toBe(200);
  });
});

describe.each(BACKENDS)('the Origin\'s scheme behind a TLS proxy named by TRUST_PROXY on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'staff_tls', env: { TRUST_PROXY: '127.0.0.1' } });
    await addStaff(s, 'owner@example.com', 'owner');
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it('a request that came over https takes only an https Origin of its host, one over http only an http Origin', async () => {
    const credentials = { email: 'owner@example.com', password: STAFF_PASSWORD };
    const httpsOrigin = s.url.replace(/^http:/, 'https:');
    const overTls = { 'X-Forwarded-Proto': 'https' };
    const refused = [
      await call(s.url, 'POST', '/api/staff/session', credentials, { ...overTls, Origin: s.url }),
      await call(s.url, 'POST', '/api/staff/session', credentials, { Origin: httpsOrigin }),
    ];
    for (const r of refused) expect([r.status, r.body.error.code, r.body.error.path, r.headers.getSetCookie()]).toEqual([403, 'ORIGIN_REFUSED', 'header:Origin', []]);
    const tls = await call(s.url, 'POST', '/api/staff/session', credentials, { ...overTls, Origin: httpsOrigin });
    expect(tls.status).toBe(200);
    const cookie = tls.headers.getSetCookie().find((c) => c.startsWith('staff_session='))!;
    expect(cookie.split(/;\s*/).map((a) => a.toLowerCase())).toContain('secure');
    expect((await call(s.url, 'POST', '/api/staff/session', credentials, { Origin: s.url })).status).toBe(200);
  });
});

describe.each(BACKENDS)('the development demo owner on %s', (backend) => {
  it('is created once, when no account exists, with a one-time password printed with the console address', async () => {
    let printed = '';
    const s = await startTestServer(backend, { label: 'staff_demo', demoOwner: true, print: (t) => void (printed += t) });
    try {
      const password = /password: (\S+)/.exec(printed)?.[1];
      expect(printed).toContain(`http://localhost:${s.port}/admin`);
      expect(printed).toContain('owner@localhost');
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const first = await signIn(s.url, 'owner@localhost', password!);
      expect(first.reply.body.user).toEqual({ email: 'owner@localhost', role: 'owner', sites: [], mustChangePassword: true });
    } finally {
      await s.stop();
    }
  }, 60_000);

  it('is not created when an account exists, nor ever in production', async () => {
    let printed = '';
    const s = await startTestServer(backend, { label: 'staff_demo2', demoOwner: false });
    try {
      await addStaff(s, 'real@example.com', 'owner');
      const { ensureDemoOwner } = await import('../../server/staff/demo-owner.js');
      expect(await ensureDemoOwner(s.db, Date.now())).toBeUndefined();
      expect((await s.db.query('SELECT email FROM staff_users')).rows).toEqual([{ email: 'real@example.com' }]);
    } finally {
      await s.stop();
    }
    const prod = await startTestServer(backend, {
      label: 'staff_demo3',
      demoOwner: true,
      print: (t) => void (printed += t),
      env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', GOOGLE_MAPS_API_KEY: 'key', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+12135550100', SMTP_URL: 'smtp://mail.example:587' },
      smsProvider: { offline: false, send: async () => undefined } as never,
    });
    try {
      expect(printed).toBe('');
      expect((await prod.db.query('SELECT count(*)::int AS n FROM staff_users')).rows).toEqual([{ n: 0 }]);
    } finally {
      await prod.stop();
    }
  }, 60_000);
});

describe.skipIf(!(await postgresAvailable()))('two servers on one PostgreSQL database', () => {
  it('a session made through one server works on the other, and signing out on either ends it on both', async () => {
    const one = await startTestServer('postgres', { label: 'staff_two' });
    const two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'staff-two-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now });
    try {
      await addStaff(one, 'cook@example.com', 'staff', ['srvtest']);
      const headers = await staffHeaders(one.url, 'cook@example.com');
      // The Origin names the server the request goes to, as a browser on that host would send.
      const onTwo = { ...headers, Origin: two.url };
      const me = await call(two.url, 'GET', '/api/staff/session', undefined, onTwo);
      expect([me.status, me.body.user.email]).toEqual([200, 'cook@example.com']);
      expect((await call(two.url, 'GET', '/api/staff/shops/srvtest/menu-check', undefined, onTwo)).status).toBe(200);
      expect((await call(two.url, 'DELETE', '/api/staff/session', undefined, onTwo)).status).toBe(204);
      expect((await call(one.url, 'GET', '/api/staff/session', undefined, headers)).status).toBe(401);
    } finally {
      await two.close();
      await one.stop();
    }
  }, 60_000);
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const REDIS = await redisUp();
if (!REDIS && process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required (REQUIRE_SERVICES=1) but ${REDIS_URL} cannot be reached.`);

describe.skipIf(!REDIS || !(await postgresAvailable()))('sign-in limits shared through Redis', () => {
  it('two servers on one database and one Redis count one account\'s failed attempts together, and not its sign-ins', async () => {
    const prefix = `staff-rl-${process.pid}-${Date.now()}-`;
    const rateLimits = { staffSignInPerAccount: 4, redisUrl: REDIS_URL, redisPrefix: prefix };
    const one = await startTestServer('postgres', { label: 'staff_rl', rateLimits });
    const two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'staff-rl-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now, rateLimits });
    try {
      await addStaff(one, 'owner@example.com', 'owner');
      const r = new Redis(REDIS_URL);
      const accountKey = `${prefix}staff-sign-in:account:owner@example.com`;
      // Successful sign-ins on either server are not counted: 6 of them, over a limit of 4.
      const successes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        successes.push((await signIn(one.url, 'owner@example.com')).reply.status);
        successes.push((await signIn(two.url, 'owner@example.com')).reply.status);
      }
      expect(successes).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await r.get(accountKey)).toBe('0');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await signIn(one.url, 'owner@example.com', 'wrong password')).reply.status);
        statuses.push((await signIn(two.url, 'owner@example.com', 'wrong password')).reply.status);
      }
      // 4 failures in all were allowed, whichever server they reached; then the right password is refused on both.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect((await signIn(one.url, 'owner@example.com')).reply.status).toBe(429);
      expect((await signIn(two.url, 'owner@example.com')).reply.status).toBe(429);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length > 0) await r.del(...keys);
      r.disconnect();
      expect(keys).toContain(accountKey);
    } finally {
      await two.close();
      await one.stop();
    }
  }, 60_000);
});

describe('sign-in limits while Redis does not answer', () => {
  it('sign-in keeps working (not refused), and failures are counted on the instance itself', async () => {
    // Nothing listens on port 9: every Redis call fails.
    const s = await startTestServer('pglite', { label: 'staff_rl_down', rateLimits: { staffSignInPerAccount: 2, redisUrl: 'redis://127.0.0.1:9' } });
    try {
      await addStaff(s, 'owner@example.com', 'owner');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await signIn(s.url, 'owner@example.com')).reply.status);
      for (let i = 0; i < 2; i += 1) statuses.push((await signIn(s.url, 'owner@example.com', 'wrong password')).reply.status);
      statuses.push((await signIn(s.url, 'owner@example.com')).reply.status);
      expect(statuses).toEqual([200, 200, 200, 401, 401, 429]);
    } finally {
      await s.stop();
    }
  }, 60_000);
});
