/**
 * Staff accounts and sessions: sign in and out, the signed-in user, changing one's password,
 * the shops a user works at, the owner's user management, and the menu checker's data.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkBody } from '../api-schemas.js';
import { ApiError } from '../errors.js';
import { menuCheck } from '../menu-check.js';
import type { CountedAttempt } from '../rate-limit.js';
import type { StaffRole } from '../staff/contract.js';
import { clearSessionCookie, setSessionCookie, siteOf, worksAt } from '../staff/guard.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, dummyHash, oneTimePassword, verifyPassword } from '../staff/passwords.js';
import { createSession, createUser, deleteSession, findUserByEmail, listUsers, normalizeEmail, removeUser, setPassword, type StaffAccount } from '../staff/store.js';
import { audit } from '../versions/store.js';
import type { RouteContext } from './context.js';

/** How often one may try to sign in, counted by `app.attempts` (Redis with REDIS_URL). */
export interface SignInLimits {
  /**
   * Failed attempts (a wrong password or an unknown e-mail) per account per window (default 10):
   * a sign-in with the right password is not counted, but is refused once the account has this
   * many failures in the window.
   */
  readonly perAccount: number;
  /** Attempts, failed or not, per client address per window (default 30): each costs a password hash. */
  readonly perAddress: number;
  /** The window, in ms (default 15 minutes); it starts at the first attempt counted. */
  readonly windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 10, perAddress: 30, windowMs: 15 * 60_000 };

const SIGN_IN_FAILED = 'The e-mail address or the password is not right. Check both and try again.';

/** What the console is told about the signed-in user. */
function publicUser(a: StaffAccount): { email: string; role: StaffRole; sites: string[]; mustChangePassword: boolean } {
  return { email: a.email, role: a.role, sites: [...a.sites], mustChangePassword: a.mustChangePassword };
}

/** Registers the staff account routes. */
export function registerStaffRoutes(app: FastifyInstance, ctx: RouteContext, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS): void {
  const { db, shops, now, staff, staffAuth } = ctx;

  // Counted in app.attempts: Redis with REDIS_URL, so every instance shares the counts.
  const attempts = app.attempts;
  const refuseOver = (reply: FastifyReply, counted: CountedAttempt, max: number): void => {
    if (counted.count <= max) return;
    const wait = Math.max(1, Math.ceil(counted.ttlMs / 1000));
    reply.header('Retry-After', String(wait));
    throw new ApiError(429, 'RATE_LIMITED', `Too many sign-in attempts. Wait ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''} and try again.`);
  };
  /**
   * Counts an attempt of the account before its password is checked (so attempts running at
   * once cannot pass the limit together) and refuses it past the limit; `check` answers what a
   * right password gives (undefined for a wrong one), and a right one is taken back off the
   * count. Only failures stay.
   */
  const accountAttempt = async <T>(reply: FastifyReply, email: string, check: () => Promise<T | undefined>): Promise<T | undefined> => {
    const counted = await attempts.take(`staff-sign-in:account:${normalizeEmail(email)}`, limits.windowMs);
    refuseOver(reply, counted, limits.perAccount);
    let right: T | undefined;
    try {
      right = await check();
    } catch (err) {
      // Not an answer about the password (the database failed): not a failure of the account.
      await counted.giveBack();
      throw err;
    }
    if (right !== undefined) await counted.giveBack();
    return right;
  };

  app.post('/api/staff/session', {
    config: {
      doc: {
        operationId: 'signIn',
        tag: 'Staff',
        summary: 'Sign in: sets the HttpOnly session cookie (12 hours idle, 7 days at most)',
        body: 'StaffSignIn',
        responses: {
          200: { description: '{ user: { email, role, sites, mustChangePassword } }' },
          401: { description: 'SIGN_IN_FAILED: the e-mail address or the password is not right (the same answer for both)', schema: 'Error' },
          429: { description: 'RATE_LIMITED: too many attempts for this account or from this address (with Retry-After)', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const body = checkBody<{ email: string; password: string }>('StaffSignIn', req.body);
    // Every attempt counts for the address (each costs a password hash)...
    refuseOver(reply, await attempts.take(`staff-sign-in:ip:${req.ip}`, limits.windowMs), limits.perAddress);
    // ...only failures for the account: tablets sharing one account may sign in again and again.
    const found = await accountAttempt(reply, body.email, async () => {
      const stored = await findUserByEmail(db, body.email);
      // An unknown e-mail is checked against a dummy hash: same time, same answer as a wrong password.
      const right = await verifyPassword(body.password, stored?.passwordHash ?? (await dummyHash()));
      return stored && right ? stored : undefined;
    });
    if (!found) throw new ApiError(401, 'SIGN_IN_FAILED', SIGN_IN_FAILED);
    // A session the browser already had is ended, so a planted cookie never becomes signed in.
    const previous = await staffAuth.session(req);
    if (previous) {
      await deleteSession(db, previous.sessionId);
      staffAuth.endStreams((open) => open.sessionId === previous.sessionId);
    }
    const { token } = await createSession(db, found.account.id, now(), req.headers['user-agent']);
    setSessionCookie(req, reply, token);
    req.log.info({ staff: found.account.email }, 'staff signed in');
    return { user: publicUser(found.account) };
  });

  app.get('/api/staff/session', {
    config: { doc: { operationId: 'getStaffSession', tag: 'Staff', security: 'staff', summary: 'The signed-in user', responses: { 200: { description: '{ user: { email, role, sites, mustChangePassword } }' } } } },
  }, async (req) => {
    const { account } = await staffAuth.signedIn(req, { allowPasswordChange: true });
    return { user: publicUser(account) };
  });

  app.delete('/api/staff/session', {
    config: { doc: { operationId: 'signOut', tag: 'Staff', summary: 'Sign out: ends the session (its row is deleted) and clears the cookie', responses: { 204: { description: 'Signed out (also when no one was signed in)' } } } },
  }, async (req, reply) => {
    const found = await staffAuth.session(req);
    if (found) {
      await deleteSession(db, found.sessionId);
      staffAuth.endStreams((open) => open.sessionId === found.sessionId);
    }
    clearSessionCookie(req, reply);
    return reply.status(204).send();
  });

  app.post('/api/staff/session/password', {
    config: {
      doc: {
        operationId: 'changeStaffPassword',
        tag: 'Staff',
        security: 'staff',
        summary: "Change one's password (required after signing in with a one-time password); ends one's other sessions",
        body: 'StaffPasswordChange',
        responses: {
          200: { description: '{ user }' },
          400: { description: 'WRONG_PASSWORD (currentPassword), PASSWORD_TOO_SHORT, PASSWORD_UNCHANGED (newPassword)', schema: 'Error' },
          429: { description: 'RATE_LIMITED: too many attempts for this account', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const { account, sessionId } = await staffAuth.signedIn(req, { allowPasswordChange: true });
    const body = checkBody<{ currentPassword: string; newPassword: string }>('StaffPasswordChange', req.body);
    // A wrong current password counts as a failed sign-in attempt of the account.
    const right = await accountAttempt(reply, account.email, async () => {
      const stored = await findUserByEmail(db, account.email);
      return stored && (await verifyPassword(body.currentPassword, stored.passwordHash)) ? stored : undefined;
    });
    if (!right) {
      throw new ApiError(400, 'WRONG_PASSWORD', 'The current password is not right. Enter the password you signed in with.', '/currentPassword');
    }
    if (body.newPassword.length < MIN_PASSWORD_LENGTH) {
      throw new ApiError(400, 'PASSWORD_TOO_SHORT', `Choose a new password of at least ${MIN_PASSWORD_LENGTH} characters (at most ${MAX_PASSWORD_LENGTH}).`, '/newPassword');
    }
    if (body.newPassword === body.currentPassword) {
      throw new ApiError(400, 'PASSWORD_UNCHANGED', 'The new password is the same as the current one. Choose another.', '/newPassword');
    }
    await setPassword(db, account.id, body.newPassword, sessionId);
    staffAuth.endStreams((open) => open.account.id === account.id && open.sessionId !== sessionId);
    return { user: publicUser({ ...account, mustChangePassword: false }) };
  });

  app.get('/api/staff/shops', {
    config: { doc: { operationId: 'listStaffShops', tag: 'Staff', security: 'staff', summary: 'The shops the signed-in user works at (for the console switcher)', responses: { 200: { description: '{ shops: [{ shopId, name, siteId, siteName, basePath, prepMinutes, acceptWithinMinutes, printTicketOnAccept, timeZone }] }' } } } },
  }, async (req) => {
    const { account } = await staffAuth.signedIn(req);
    return {
      shops: shops.profiles
        .filter((p) => worksAt(account, p))
        .map((p) => ({
          shopId: p.shopId,
          name: p.identity.name,
          siteId: siteOf(p),
          siteName: p.site?.name ?? p.identity.name,
          basePath: p.identity.basePath ?? '',
          // The board's Accept dialog starts here; the same defaults as the order lifecycle.
          prepMinutes: p.orderHandling?.defaultPrepMinutes ?? 20,
          acceptWithinMinutes: p.orderHandling?.acceptWithinMinutes ?? 8,
          printTicketOnAccept: p.orderHandling?.printTicketOnAccept ?? false,
          // The board shows every time in the shop's zone, as the ticket and the texts do.
          timeZone: p.identity.timeZone,
        })),
    };
  });

  app.get('/api/staff/users', {
    config: { doc: { operationId: 'listStaffUsers', tag: 'Staff', security: 'staff', summary: 'Every staff account (owners only)', responses: { 200: { description: '{ users: [{ email, role, sites, mustChangePassword, createdAt, createdBy }] }' } } } },
  }, async (req) => {
    await staff(req, null, 'users');
    const users = await listUsers(db);
    return { users: users.map((u) => ({ ...publicUser(u), createdAt: u.createdAt, createdBy: u.createdBy })) };
  });

  app.post('/api/staff/users', {
    config: {
      doc: {
        operationId: 'inviteStaffUser',
        tag: 'Staff',
        security: 'staff',
        summary: 'Create a staff account (owners only): answers a one-time password, shown once, that must be changed at first sign-in',
        body: 'StaffInvite',
        responses: {
          201: { description: '{ user, oneTimePassword }' },
          400: { description: 'UNKNOWN_SITE, SITES_REQUIRED, INVALID_FIELD (sites)', schema: 'Error' },
          409: { description: 'STAFF_USER_EXISTS: the e-mail address already has an account', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const inviter = await staff(req, null, 'users');
    const body = checkBody<{ email: string; role: StaffRole; sites?: string[] }>('StaffInvite', req.body);
    const sites = body.sites ?? [];
    const known = new Set(shops.profiles.map(siteOf));
    if (body.role === 'owner' && sites.length > 0) {
      throw new ApiError(400, 'INVALID_FIELD', 'An owner works at every site: leave sites empty.', '/sites');
    }
    if (body.role !== 'owner' && sites.length === 0) {
      throw new ApiError(400, 'SITES_REQUIRED', `A ${body.role === 'manager' ? 'manager' : 'staff member'} works at chosen sites: name at least one in sites (${[...known].sort().join(', ')}).`, '/sites');
    }
    sites.forEach((site, i) => {
      if (!known.has(site)) throw new ApiError(400, 'UNKNOWN_SITE', `There is no site "${site.slice(0, 64)}". Sites here: ${[...known].sort().join(', ')}.`, `/sites/${i}`);
    });
    const password = oneTimePassword();
    const user = await createUser(db, { email: body.email, role: body.role, sites, password, mustChangePassword: true, createdBy: inviter.email, now: now() });
    req.log.info({ staff: user.email, role: user.role, by: inviter.email }, 'staff account created');
    await audit(db, { shopId: null, actor: inviter.email, action: 'staff.added', detail: { email: user.email, role: user.role, sites: [...user.sites] }, at: now() });
    return reply.status(201).send({ user: { ...publicUser(user), createdAt: user.createdAt, createdBy: user.createdBy }, oneTimePassword: password });
  });

  app.delete('/api/staff/users/:email', {
    config: {
      doc: {
        operationId: 'removeStaffUser',
        tag: 'Staff',
        security: 'staff',
        summary: 'Remove a staff account and end its sessions (owners only; never the last owner)',
        responses: {
          204: { description: 'Removed' },
          404: { description: 'STAFF_USER_NOT_FOUND: no account has this e-mail address', schema: 'Error' },
          409: { description: 'LAST_OWNER: the last owner cannot be removed', schema: 'Error' },
        },
      },
    },
  }, async (req, reply) => {
    const by = await staff(req, null, 'users');
    const email = normalizeEmail((req.params as { email: string }).email);
    const result = await removeUser(db, email);
    if (result === 'removed') staffAuth.endStreams((open) => open.account.email.toLowerCase() === normalizeEmail(email));
    if (result === 'not-found') throw new ApiError(404, 'STAFF_USER_NOT_FOUND', `There is no staff account for ${email.slice(0, 320)}.`, 'params:email');
    if (result === 'last-owner') throw new ApiError(409, 'LAST_OWNER', `${email} is the last owner: invite another owner first, so someone can still manage the accounts.`, 'params:email');
    req.log.info({ staff: email, by: by.email }, 'staff account removed');
    await audit(db, { shopId: null, actor: by.email, action: 'staff.removed', detail: { email }, at: now() });
    return reply.status(204).send();
  });

  app.get('/api/staff/shops/:shopId/menu-check', {
    config: {
      doc: {
        operationId: 'getMenuCheck',
        tag: 'Staff',
        security: 'staff',
        summary: 'Menu checker: every category and item (hidden ones too, flagged), with modifier groups and same-mods marks',
        responses: { 200: { description: '{ shopId, name, categories: [{ id, name, tag, hiddenByTag, items: [{ id, name, price, modgroups, sameModsAs? }] }] }' } },
      },
    },
  }, async (req) => {
    const { shopId } = req.params as { shopId: string };
    await staff(req, shopId, 'orders');
    const profile = shops.get(shopId)!;
    return { ...menuCheck(profile), name: profile.identity.name };
  });
}
