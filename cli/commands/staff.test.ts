/** `shopctl staff`: accounts in a real embedded database (a temporary DATA_DIR) and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataLock } from '../../server/data-lock.js';
import { startServer } from '../../server/index.js';
import { call, dropSchema, FIXTURE_SHOPS, freshSchema, postgresAvailable, schemaDatabaseUrl } from '../../tests/server/harness.js';
import type { Deps } from '../deps.js';
import { main } from '../main.js';
import { REPO_ROOT } from './testing.js';

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shopctl-staff-'));
  folders.push(dir);
  return dir;
}

/** Runs shopctl with `env` and `stdin` (undefined: no standard input). */
async function shopctl(argv: string[], env: Record<string, string>, stdin?: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const deps: Deps = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    fs: (await import('../../schemas/node.js')).nodeFileSystem,
    now: () => Date.parse('2026-03-10T19:00:00Z'),
    env,
    cwd: REPO_ROOT,
    fetch: async () => ({ ok: false, status: 503, text: async () => '' }),
    ...(stdin !== undefined ? { stdin: async () => stdin } : {}),
  };
  const code = await main(argv, deps);
  return { code, out, err };
}

describe('shopctl staff on an embedded database', () => {
  const dir = dataDir();
  const env = { DATA_DIR: dir };

  it('adds an owner with the password from standard input, and the server signs them in with it', async () => {
    const added = await shopctl(['staff', 'add', 'Boss@Example.com', '--role', 'owner', '--password-stdin'], env, 'a long owner password\n');
    expect([added.code, added.out, added.err]).toEqual([0, 'Added boss@example.com (owner, every site).\n', '']);

    const server = await startServer({ port: 0, dataDir: dir, shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false });
    try {
      const signIn = (password: string) => call(server.url, 'POST', '/api/staff/session', { email: 'boss@example.com', password }, { Origin: server.url });
      // The line break ending standard input is not part of the password.
      expect((await signIn('a long owner password')).body).toEqual({ user: { email: 'boss@example.com', role: 'owner', sites: [], mustChangePassword: false } });
      expect((await signIn('a long owner password\n')).status).toBe(401);
      // While the server holds the folder, the command says so and exits 2.
      const locked = await shopctl(['staff', 'list'], env);
      expect(locked.code).toBe(2);
      expect(locked.err).toContain(`A server is running on ${dir} (process ${process.pid}`);
      expect(locked.err).toContain('Stop the server first, or use PostgreSQL (DATABASE_URL)');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('adds managers and staff for sites; without --password-stdin prints a one-time password', async () => {
    // srvtest is published in the database (the server above started on its files); juicestop is
    // only in the shops folder the command sees (./shops), as a new shop before its first start.
    const cook = await shopctl(['staff', 'add', 'cook@example.com', '--role', 'staff', '--site', 'srvtest', '--site', 'juicestop', '--password-stdin'], env, 'cook password 1');
    expect([cook.code, cook.err]).toEqual([0, '']);
    const invited = await shopctl(['staff', 'add', 'ana@example.com', '--role', 'manager', '--site', 'srvtest', '--json'], env);
    expect(invited.code).toBe(0);
    const body = JSON.parse(invited.out);
    expect(body.user).toEqual({ email: 'ana@example.com', role: 'manager', sites: ['srvtest'], mustChangePassword: true });
    expect(body.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const list = await shopctl(['staff', 'list', '--json'], env);
    expect(JSON.parse(list.out).users.map((u: { email: string; role: string; sites: string[]; mustChangePassword: boolean }) => [u.email, u.role, u.sites, u.mustChangePassword])).toEqual([
      ['ana@example.com', 'manager', ['srvtest'], true],
      ['boss@example.com', 'owner', [], false],
      ['cook@example.com', 'staff', ['srvtest', 'juicestop'], false],
    ]);
    const text = await shopctl(['staff', 'list'], env);
    expect(text.out.split('\n')).toEqual([
      'email             role     sites',
      'ana@example.com   manager  srvtest  [must change password]',
      'boss@example.com  owner    (every site)',
      'cook@example.com  staff    srvtest, juicestop',
      '',
    ]);
  }, 60_000);

  it('refuses bad usage with exit 2 and a taken e-mail with exit 1, changing nothing', async () => {
    const cases: Array<[string[], string | undefined, RegExp]> = [
      [['staff', 'add', 'x@example.com', '--role', 'owner', 'a password as argument'], undefined, /A password is never an argument: use --password-stdin/],
      [['staff', 'add', 'x@example.com', '--role', 'owner', '--password-stdin'], 'short', /must be 10 to 200 characters \(it has 5\)/],
      [['staff', 'add', 'x@example.com', '--role', 'manager', '--password-stdin'], 'long enough password', /A manager works at chosen sites: give at least one --site/],
      [['staff', 'add', 'x@example.com', '--role', 'owner', '--site', 'srvtest', '--password-stdin'], 'long enough password', /An owner works at every site/],
      [['staff', 'add', 'x@example.com', '--role', 'chef'], undefined, /--role owner, manager or staff, not "chef"/],
      [['staff', 'add', 'not-an-address', '--role', 'owner'], undefined, /needs an e-mail address, not "not-an-address"/],
      [['staff', 'fire', 'x@example.com'], undefined, /Unknown action "fire"/],
      // A site no known shop has: a typo gets the closest site, a shop id the site it belongs to.
      [['staff', 'add', 'x@example.com', '--role', 'staff', '--site', 'juicestp'], undefined, /^There is no site "juicestp": did you mean "juicestop"\? Sites here \(published in the database or in shops\): .*\bjuicestop\b.*\bsrvtest\b/],
      [['staff', 'add', 'x@example.com', '--role', 'staff', '--site', 'srvtest,nowhere-at-all'], undefined, /^There is no site "nowhere-at-all"\. Sites here/],
      [['staff', 'add', 'x@example.com', '--role', 'manager', '--site', 'fornorosso-culvercity'], undefined, /^"fornorosso-culvercity" is a shop of the site "fornorosso": staff work at sites, so give --site fornorosso\.\n$/],
      // --shops names another folder: juicestop is then known to neither source.
      [['staff', 'add', 'x@example.com', '--role', 'staff', '--site', 'juicestop', '--shops', FIXTURE_SHOPS], undefined, /^There is no site "juicestop"\. Sites here \(published in the database or in .*\): srvtest\.\n$/],
    ];
    for (const [argv, stdin, message] of cases) {
      const r = await shopctl(argv, env, stdin);
      expect([r.code, r.err], argv.join(' ')).toEqual([2, expect.stringMatching(message)]);
    }
    const taken = await shopctl(['staff', 'add', 'COOK@example.com', '--role', 'owner', '--password-stdin'], env, 'another password');
    expect([taken.code, taken.err]).toEqual([1, 'There is already a staff account for cook@example.com. Remove it first, or choose another e-mail address.\n']);
    expect(JSON.parse((await shopctl(['staff', 'list', '--json'], env)).out).users).toHaveLength(3);
  }, 60_000);

  it('removes accounts, never the last owner', async () => {
    const last = await shopctl(['staff', 'remove', 'boss@example.com'], env);
    expect([last.code, last.err]).toEqual([1, 'boss@example.com is the last owner and was not removed: add another owner first.\n']);
    const gone = await shopctl(['staff', 'remove', 'Cook@Example.com'], env);
    expect([gone.code, gone.out]).toEqual([0, 'Removed cook@example.com and ended its sessions.\n']);
    const again = await shopctl(['staff', 'remove', 'cook@example.com'], env);
    expect(again.code).toBe(1);
    const added = await shopctl(['staff', 'add', 'temp@example.com', '--role', 'owner', '--password-stdin'], env, 'a long temp password');
    expect(added.code).toBe(0);
    const removed = await shopctl(['staff', 'remove', 'Temp@Example.com', '--json'], env);
    expect([removed.code, JSON.parse(removed.out)]).toEqual([0, { removed: 'temp@example.com' }]);
    expect(JSON.parse((await shopctl(['staff', 'list', '--json'], env)).out).users.map((u: { email: string }) => u.email)).toEqual(['ana@example.com', 'boss@example.com']);
  }, 60_000);

  it('on a new database with no shops folder, takes the sites as given and warns', async () => {
    const fresh = { DATA_DIR: dataDir(), SHOPS_DIR: join(dataDir(), 'no-shops-here') };
    const r = await shopctl(['staff', 'add', 'first@example.com', '--role', 'manager', '--site', 'juicestp', '--json'], fresh);
    expect(r.code).toBe(0);
    expect(r.err).toBe(`No shop is known yet (none published in the database or in ${fresh.SHOPS_DIR}), so the site juicestp could not be checked: make sure it is the site.id of your profiles.\n`);
    expect(JSON.parse(r.out).user).toEqual({ email: 'first@example.com', role: 'manager', sites: ['juicestp'], mustChangePassword: true });
    // A shops folder on that same database is enough to check against.
    const checked = await shopctl(['staff', 'add', 'second@example.com', '--role', 'manager', '--site', 'juicestp', '--shops', 'shops'], fresh);
    expect([checked.code, checked.err]).toEqual([2, expect.stringMatching(/^There is no site "juicestp": did you mean "juicestop"\?/)]);
  }, 60_000);

  it('exits 2 while another process holds the data folder', async () => {
    const other = dataDir();
    const release = acquireDataLock(other);
    try {
      const r = await shopctl(['staff', 'add', 'x@example.com', '--role', 'owner', '--password-stdin'], { DATA_DIR: other }, 'long enough password');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^A server is running on .* \(process \d+ on /);
    } finally {
      release();
    }
  });
});

describe.skipIf(!(await postgresAvailable()))('shopctl staff on PostgreSQL (DATABASE_URL)', () => {
  it('adds, lists and removes accounts in the database the servers share', async () => {
    const schema = freshSchema('cli_staff');
    const env = { DATABASE_URL: await schemaDatabaseUrl(schema) };
    try {
      expect((await shopctl(['staff', 'add', 'boss@example.com', '--role', 'owner', '--password-stdin'], env, 'a long owner password')).code).toBe(0);
      expect((await shopctl(['staff', 'add', 'cook@example.com', '--role', 'staff', '--site', 'srvtest', '--shops', FIXTURE_SHOPS, '--password-stdin'], env, 'cook password 1')).code).toBe(0);
      expect(JSON.parse((await shopctl(['staff', 'list', '--json'], env)).out).users.map((u: { email: string }) => u.email)).toEqual(['boss@example.com', 'cook@example.com']);
      expect((await shopctl(['staff', 'remove', 'cook@example.com'], env)).code).toBe(0);
      expect((await shopctl(['staff', 'remove', 'boss@example.com'], env)).code).toBe(1);
    } finally {
      await dropSchema(schema);
    }
  }, 60_000);
});
