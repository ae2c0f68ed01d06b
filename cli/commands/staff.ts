/**
 * `shopctl staff add|list|remove`: staff accounts in the server's database (DATA_DIR or
 * DATABASE_URL, as `serve` uses them; migrations applied first). Passwords come on standard
 * input, never as an argument (arguments are visible to every user of the machine).
 */
import { join, resolve } from 'node:path';
import type { Command } from '../command.js';
import { EXIT, UsageError } from '../command.js';
import type { Deps } from '../deps.js';

const ROLES = ['owner', 'manager', 'staff'] as const;
type Role = (typeof ROLES)[number];

export const staffCommand: Command = {
  name: 'staff',
  summary: 'Add, list and remove staff accounts (owner, manager, staff) in the server database.',
  // Extra operands are caught here, to say that a password never goes on the command line.
  arguments: '<action> [email] [extra...]',
  help: [
    'Actions:',
    '  add <email> --role owner|manager|staff [--site <id>...] [--password-stdin]',
    '      Creates an account. A manager or staff member works at the sites named (a profile\'s site.id, or its',
    '      shopId); an owner at every site. With --password-stdin the password (10 characters or more) is read',
    '      from standard input; without it a one-time password is printed once, to be changed at first sign-in.',
    '  list [--json]      Every account: e-mail, role, sites, whether its password must still be changed.',
    '  remove <email>     Removes an account and ends its sessions (never the last owner).',
    '',
    'The database is the one `shopctl serve` uses: DATABASE_URL (PostgreSQL) when set, else the embedded one in',
    'DATA_DIR (or --data-dir, default ./data). The embedded database serves one process: while a server runs on',
    'the folder, stop it first (exit 2), or use PostgreSQL.',
    '',
    'Example: printf "%s" "$PASSWORD" | shopctl staff add you@example.com --role owner --password-stdin',
  ].join('\n'),
  options: [
    { flags: '--role <role>', description: 'owner, manager or staff (add)' },
    { flags: '--site <id...>', description: 'a site the account works at; repeat for several (add; managers and staff)' },
    { flags: '--password-stdin', description: 'read the password from standard input (add)' },
    { flags: '--data-dir <dir>', description: 'embedded database folder (default $DATA_DIR or ./data); ignored with DATABASE_URL' },
    { flags: '--json', description: 'print data as JSON' },
  ],
  async run({ operands, options }, deps) {
    const [action, email, ...rest] = operands;
    if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}. A password is never an argument: use --password-stdin.`);
    if (action !== 'add' && action !== 'list' && action !== 'remove') throw new UsageError(`Unknown action "${action ?? ''}": use add, list or remove.`);
    const { isEmail, normalizeEmail } = await import('../../server/staff/store.js');
    if (action === 'list') {
      if (email !== undefined) throw new UsageError('staff list takes no e-mail address.');
      return withDatabase(deps, options, async (db) => {
        const { listUsers } = await import('../../server/staff/store.js');
        const users = await listUsers(db);
        if (options.json) {
          deps.stdout(`${JSON.stringify({ users: users.map((u) => ({ email: u.email, role: u.role, sites: u.sites, mustChangePassword: u.mustChangePassword, createdAt: u.createdAt, createdBy: u.createdBy })) }, null, 2)}\n`);
        } else if (users.length === 0) {
          deps.stdout('No staff accounts. Create the first owner: shopctl staff add you@example.com --role owner --password-stdin\n');
        } else {
          const width = Math.max(...users.map((u) => u.email.length), 5);
          deps.stdout(`${'email'.padEnd(width)}  role     sites\n`);
          for (const u of users) {
            const sites = u.role === 'owner' ? '(every site)' : u.sites.join(', ');
            deps.stdout(`${u.email.padEnd(width)}  ${u.role.padEnd(7)}  ${sites}${u.mustChangePassword ? '  [must change password]' : ''}\n`);
          }
        }
        return EXIT.OK;
      });
    }
    if (email === undefined || !isEmail(normalizeEmail(email))) throw new UsageError(`staff ${action} needs an e-mail address${email ? `, not "${email}"` : ''}.`);
    if (action === 'remove') {
      return withDatabase(deps, options, async (db) => {
        const { removeUser } = await import('../../server/staff/store.js');
        const result = await removeUser(db, email);
        if (result === 'not-found') {
          deps.stderr(`There is no staff account for ${normalizeEmail(email)} (shopctl staff list shows them).\n`);
          return EXIT.FINDINGS;
        }
        if (result === 'last-owner') {
          deps.stderr(`${normalizeEmail(email)} is the last owner and was not removed: add another owner first.\n`);
          return EXIT.FINDINGS;
        }
        deps.stdout(`Removed ${normalizeEmail(email)} and ended its sessions.\n`);
        return EXIT.OK;
      });
    }
    const role = options.role as string | undefined;
    if (!ROLES.includes(role as Role)) throw new UsageError(`staff add needs --role owner, manager or staff${role ? `, not "${role}"` : ''}.`);
    const sites = ((options.site as string[] | undefined) ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    if (role === 'owner' && sites.length > 0) throw new UsageError('An owner works at every site: leave out --site.');
    if (role !== 'owner' && sites.length === 0) throw new UsageError(`A ${role} works at chosen sites: give at least one --site <id> (a profile's site.id, or its shopId).`);
    const bad = sites.find((s) => !/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(s));
    if (bad !== undefined) throw new UsageError(`--site "${bad}" is not a site id (letters, digits, - and _).`);
    const { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, oneTimePassword } = await import('../../server/staff/passwords.js');
    let password: string;
    let oneTime = false;
    if (options.passwordStdin) {
      if (!deps.stdin) throw new UsageError('--password-stdin: no standard input to read.');
      // One trailing line break (from echo or a here-string) is not part of the password.
      password = (await deps.stdin()).replace(/\r?\n$/, '');
      if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
        throw new UsageError(`The password on standard input must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters (it has ${password.length}).`);
      }
    } else {
      password = oneTimePassword();
      oneTime = true;
    }
    return withDatabase(deps, options, async (db) => {
      const { createUser } = await import('../../server/staff/store.js');
      const { ApiError } = await import('../../server/errors.js');
      try {
        const user = await createUser(db, { email, role: role as Role, sites, password, mustChangePassword: oneTime, createdBy: null, now: deps.now() });
        if (options.json) deps.stdout(`${JSON.stringify({ user: { email: user.email, role: user.role, sites: user.sites, mustChangePassword: user.mustChangePassword }, ...(oneTime ? { oneTimePassword: password } : {}) }, null, 2)}\n`);
        else {
          deps.stdout(`Added ${user.email} (${user.role}${user.role === 'owner' ? ', every site' : `, sites: ${user.sites.join(', ')}`}).\n`);
          if (oneTime) deps.stdout(`One-time password (shown once; changed at first sign-in at /admin): ${password}\n`);
        }
        return EXIT.OK;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'STAFF_USER_EXISTS') {
          deps.stderr(`${err.message}\n`);
          return EXIT.FINDINGS;
        }
        throw err;
      }
    });
  },
};

/** Opens the server's database (migrated), runs `job`, and closes it; exit 2 while a server holds an embedded folder. */
export async function withDatabase(deps: Deps, options: Readonly<Record<string, unknown>>, job: (db: import('../../server/db.js').Db) => Promise<number>): Promise<number> {
  const { openPglite, openPostgres, pgliteSharedBuffersFromEnv } = await import('../../server/db.js');
  const { migrate } = await import('../../server/migrate.js');
  const { acquireDataLock, DataDirLockedError } = await import('../../server/data-lock.js');
  const databaseUrl = deps.env.DATABASE_URL;
  let release = (): void => undefined;
  let db: import('../../server/db.js').Db;
  if (databaseUrl) {
    db = await openPostgres(databaseUrl, { max: 2 });
  } else {
    const dataDir = resolve(deps.cwd, String(options.dataDir ?? deps.env.DATA_DIR ?? 'data'));
    try {
      release = acquireDataLock(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        deps.stderr(`A server is running on ${dataDir} (process ${err.holder.pid} on ${err.holder.host}): its embedded database serves that process only. Stop the server first, or use PostgreSQL (DATABASE_URL) and run shopctl beside it.\n`);
        return EXIT.USAGE;
      }
      throw new UsageError(err instanceof Error ? err.message : String(err));
    }
    try {
      db = await openPglite(join(dataDir, 'pglite'), { sharedBuffersMb: pgliteSharedBuffersFromEnv(deps.env.PGLITE_SHARED_BUFFERS_MB) });
    } catch (err) {
      release();
      throw err;
    }
  }
  try {
    await migrate(db);
    return await job(db);
  } finally {
    await db.close();
    release();
  }
}
