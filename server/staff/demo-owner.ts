/**
 * Development convenience: a server started outside production with no staff account at all
 * creates the owner `owner@localhost` with a random one-time password, printed once with the
 * console's address. It must be changed at first sign-in. Production never does this: there the
 * first owner is made with `shopctl staff add`.
 */
import type { Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { oneTimePassword } from './passwords.js';
import { countUsers, createUser } from './store.js';

export const DEMO_OWNER_EMAIL = 'owner@localhost';

/** Creates the demo owner when there is no account; returns its one-time password, else undefined. */
export async function ensureDemoOwner(db: Queryable, now: number): Promise<string | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const password = oneTimePassword();
  try {
    await createUser(db, { email: DEMO_OWNER_EMAIL, role: 'owner', sites: [], password, mustChangePassword: true, createdBy: null, now });
  } catch (err) {
    // Another instance starting on the same database made it first.
    if (err instanceof ApiError && err.code === 'STAFF_USER_EXISTS') return undefined;
    throw err;
  }
  return password;
}

/** The lines printed once for the demo owner. */
export function demoOwnerNotice(port: number, password: string): string {
  return [
    'No staff account existed, so a demo owner was created (development only; never in production):',
    `  sign in at http://localhost:${port}/admin`,
    `  e-mail:   ${DEMO_OWNER_EMAIL}`,
    `  password: ${password}   (one use: you choose a new one at first sign-in; it is not shown again)`,
    '',
  ].join('\n');
}
