/**
 * Staff accounts for server tests: create one straight in the database (as `shopctl staff add`
 * does) and sign in through the real endpoint, getting back the headers a browser would send
 * (the session cookie and its Origin).
 */
import type { Db } from '../../server/db.js';
import type { StaffRole } from '../../server/staff/contract.js';
import { createUser } from '../../server/staff/store.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { call, startTestServer, type Backend, type TestServer } from './harness.js';

export const STAFF_PASSWORD = 'kitchen door 42';

/** Creates a staff account (password STAFF_PASSWORD unless given; no change required unless asked). */
export async function addStaff(
  server: { db: Db },
  email: string,
  role: StaffRole,
  sites: readonly string[] = [],
  options: { password?: string; mustChangePassword?: boolean } = {},
): Promise<void> {
  await createUser(server.db, { email, role, sites, password: options.password ?? STAFF_PASSWORD, mustChangePassword: options.mustChangePassword ?? false, createdBy: null, now: Date.now() });
}

/** The session token of a sign-in's Set-Cookie, or undefined. */
export function sessionCookieOf(headers: Headers): string | undefined {
  for (const c of headers.getSetCookie()) {
    const m = /^staff_session=([^;]*)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}

/** Signs in through POST /api/staff/session; returns the reply and the headers of a signed-in browser. */
export async function signIn(base: string, email: string, password = STAFF_PASSWORD) {
  const reply = await call(base, 'POST', '/api/staff/session', { email, password }, { Origin: base });
  const token = sessionCookieOf(reply.headers);
  return { reply, token, headers: { Cookie: `staff_session=${token ?? ''}`, Origin: base } };
}

/** Signs in and fails the test unless it worked; returns the signed-in headers. */
export async function staffHeaders(base: string, email: string, password = STAFF_PASSWORD): Promise<Record<string, string>> {
  const { reply, token, headers } = await signIn(base, email, password);
  if (reply.status !== 200 || !token) throw new Error(`sign-in of ${email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return headers;
}

/**
 * A server over a temporary shops folder written by `writeShops`, with an owner signed in, for
 * one describe block (its beforeAll and afterAll). Read `server` and `owner` inside the tests.
 */
export function serverWithOwner(backend: Backend, label: string, writeShops: (dir: string) => void): { readonly server: TestServer; readonly owner: Record<string, string> } {
  const state: { server?: TestServer; owner?: Record<string, string>; dir?: string } = {};
  beforeAll(async () => {
    state.dir = mkdtempSync(join(tmpdir(), `${label}-`));
    writeShops(state.dir);
    state.server = await startTestServer(backend, { label, shopsDir: state.dir });
    await addStaff(state.server, `owner@${label}.test`, 'owner');
    state.owner = await staffHeaders(state.server.url, `owner@${label}.test`);
  }, 60_000);
  afterAll(async () => {
    await state.server?.stop();
    if (state.dir) rmSync(state.dir, { recursive: true, force: true });
  });
  return {
    get server() { return state.server!; },
    get owner() { return state.owner!; },
  };
}
