/**
 * `shopctl staff add|list|remove`: staff accounts in the server's database (DATA_DIR or
 * DATABASE_URL, as `serve` uses them; migrations applied first). Passwords come on standard
 * input, never as an argument (arguments are visible to every user of the machine).
 */
import { isAbsolute, resolve } from 'node:path';
import type { Command } from '../command.js';
import { EXIT, UsageError } from '../command.js';
import type { Deps } from '../deps.js';
import { closestMatch } from '../../schemas/index.js';
import { findProfileFiles } from '../../schemas/node.js';
import { DATA_DIR_OPTION, DATABASE_HELP, withDatabase } from './database.js';

const ROLES = ['owner', 'manager', 'staff'] as const;
type Role = (typeof ROLES)[number];

export const staffCommand: Command = {
  name: 'staff',
  summary: 'Add, list and remove staff accounts (owner, manager, staff) in the server database.',
  // Extra operands are caught here, to say that a password never goes on the command line.
  arguments: '<action> [email] [extra...]',
  help: [
    'Actions:',
    '  add <email> --role owner|manager|staff [--site <id>...] [--shops <dir>] [--password-stdin]',
    '      Creates an account. A manager or staff member works at the sites named (a profile\'s site.id, or its',
    '      shopId when it has none); an owner at every site. Each site must be one a shop has, published in the',
    '      database or in the shops folder (--shops, default $SHOPS_DIR or ./shops): an unknown one is exit 2,',
    '      with the closest. With no shop known at all (a new database and no shops folder) the sites are taken',
    '      as given, with a warning. With --password-stdin the password (10 characters or more) is read from',
    '      standard input; without it a one-time password is printed once, to be changed at first sign-in.',
    '  list [--json]      Every account: e-mail, role, sites, whether its password must still be changed.',
    '  remove <email>     Removes an account and ends its sessions (never the last owner).',
    'With --json, add prints { user, oneTimePassword? }, list { users } and remove { removed }.',
    '',
    DATABASE_HELP,
    '',
    'Example: printf "%s" "$PASSWORD" | shopctl staff add you@example.com --role owner --password-stdin',
  ].join('\n'),
  options: [
    { flags: '--role <role>', description: 'owner, manager or staff (add)' },
    { flags: '--site <id...>', description: 'a site the account works at; repeat for several (add; managers and staff)' },
    { flags: '--password-stdin', description: 'read the password from standard input (add)' },
    { flags: '--shops <dir>', description: 'folder of shop profiles whose sites --site may name (add; default $SHOPS_DIR or ./shops)' },
    DATA_DIR_OPTION,
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
        if (options.json) deps.stdout(`${JSON.stringify({ removed: normalizeEmail(email) }, null, 2)}\n`);
        else deps.stdout(`Removed ${normalizeEmail(email)} and ended its sessions.\n`);
        return EXIT.OK;
      });
    }
    const role = options.role as string | undefined;
    if (!ROLES.includes(role as Role)) throw new UsageError(`staff add needs --role owner, manager or staff${role ? `, not "${role}"` : ''}.`);
    const sites = ((options.site as string[] | undefined) ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    if (role === 'owner' && sites.length > 0) throw new UsageError('An owner works at every site: leave out --site.');
    if (role !== 'owner' && sites.length === 0) throw new UsageError(`A ${role} works at chosen sites: give at least one --site <id> (a profile's site.id, or its shopId when it has none).`);
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
      const shopsDir = typeof options.shops === 'string' ? options.shops : (deps.env.SHOPS_DIR ?? 'shops');
      if (sites.length > 0) checkSites(deps, sites, await knownSites(deps, db, shopsDir), shopsDir);
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

/** The sites staff can work at, each a profile's site.id or else its shopId; by shop id, the site of each shop. */
interface KnownSites {
  readonly sites: ReadonlySet<string>;
  readonly siteOfShop: ReadonlyMap<string, string>;
}

/**
 * The sites of the shops the server serves or will serve: the published versions in the database
 * and the profiles in the shops folder (a new shop is there before its first start). A profile
 * that cannot be read is passed over: lint reports it.
 */
async function knownSites(deps: Deps, db: import('../../server/db.js').Db, shopsDir: string): Promise<KnownSites> {
  const sites = new Set<string>();
  const siteOfShop = new Map<string, string>();
  const add = (profile: unknown): void => {
    const p = (profile ?? {}) as { shopId?: unknown; site?: { id?: unknown } };
    if (typeof p.shopId !== 'string') return;
    const site = typeof p.site?.id === 'string' ? p.site.id : p.shopId;
    sites.add(site);
    siteOfShop.set(p.shopId, site);
  };
  const { presetKey, publishedHeads, rowsById } = await import('../../server/versions/store.js');
  const heads = (await publishedHeads(db)).filter((h) => !h.shopId.startsWith(presetKey('')));
  for (const row of await rowsById(db, heads.map((h) => h.id))) add(row.profile);
  const dir = isAbsolute(shopsDir) ? shopsDir : resolve(deps.cwd, shopsDir);
  if ((await deps.fs.stat(dir))?.isDirectory) {
    for (const file of await findProfileFiles(dir, deps.fs)) {
      try {
        add(JSON.parse(await deps.fs.readFile(file)));
      } catch {
        // Not JSON: not a shop the server could serve.
      }
    }
  }
  return { sites, siteOfShop };
}

/**
 * Refuses (exit 2) a --site no known shop has, with the closest one; a shop id whose profile
 * names another site gets that site. With no shop known at all (a new database and no shops
 * folder) the sites are taken as given, with a warning.
 */
function checkSites(deps: Deps, sites: readonly string[], known: KnownSites, shopsDir: string): void {
  const where = `published in the database or in ${shopsDir}`;
  if (known.sites.size === 0) {
    deps.stderr(`No shop is known yet (none ${where}), so the site${sites.length === 1 ? '' : 's'} ${sites.join(', ')} could not be checked: make sure ${sites.length === 1 ? 'it is' : 'they are'} the site.id of your profiles.\n`);
    return;
  }
  const list = [...known.sites].sort();
  for (const site of sites) {
    if (known.sites.has(site)) continue;
    const ofShop = known.siteOfShop.get(site);
    if (ofShop !== undefined) throw new UsageError(`"${site}" is a shop of the site "${ofShop}": staff work at sites, so give --site ${ofShop}.`);
    const near = closestMatch(site, list);
    throw new UsageError(`There is no site "${site}"${near ? `: did you mean "${near}"?` : '.'} Sites here (${where}): ${list.join(', ')}.`);
  }
}
