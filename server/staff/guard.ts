/**
 * Who is signed in, and what they may do where: the session cookie, the role matrix and the
 * shop's site. Every `/api/staff` route calls the guard before it reads or changes anything.
 *
 * Roles: an owner may do everything on every site; a manager the orders, stock, operations
 * (pause, busy), studio publishing and webhooks of its sites; staff the orders and stock of its
 * sites.
 * A shop's site is its profile's `site.id` (else its shopId). A shop of a site the user does
 * not work at is answered exactly like a shop that does not exist (404 SHOP_NOT_FOUND).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import type { ShopRegistry } from '../shops.js';
import type { StaffAction, StaffGuard, StaffRole } from './contract.js';
import { SESSION_ABSOLUTE_MS, sessionUser, type StaffAccount } from './store.js';

export const SESSION_COOKIE = 'staff_session';

const ALLOWED: Record<StaffRole, ReadonlySet<StaffAction>> = {
  owner: new Set<StaffAction>(['orders', 'stock', 'operations', 'publish', 'integrations', 'users', 'shops', 'audit']),
  manager: new Set<StaffAction>(['orders', 'stock', 'operations', 'publish', 'integrations']),
  staff: new Set<StaffAction>(['orders', 'stock']),
};

/** What each action is, as a refusal says it ("Your role (staff) may not ..."). */
const ACTION_WORDS: Record<StaffAction, string> = {
  orders: 'work the orders board',
  stock: 'mark items out of stock',
  operations: 'pause ordering or set busy minutes',
  publish: 'publish or roll back versions',
  integrations: "change or read the shop's webhooks",
  users: 'manage staff accounts',
  shops: 'create shops',
  audit: "read the audit log of every shop (ask for one shop's with ?shopId=)",
};

/** The refusal of an action the role may not take, naming who may. */
export function roleRefusal(role: StaffRole, action: StaffAction): ApiError {
  const who = (['manager', 'owner'] as const).filter((r) => ALLOWED[r].has(action)).map((r) => `${r === 'owner' ? 'an' : 'a'} ${r}`);
  return new ApiError(403, 'FORBIDDEN_ROLE', `Your role (${role}) may not ${ACTION_WORDS[action]}. Ask ${who.join(' or ')} of the restaurant.`);
}

/** True when the role allows the action (on a site the user works at). */
export function roleAllows(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[role].has(action);
}

/** The site a shop belongs to: its profile's site id, else its own id. */
export function siteOf(profile: LoadedProfile): string {
  return profile.site?.id ?? profile.shopId;
}

/** True when the user works at the shop's site (an owner at every site). */
export function worksAt(user: { role: StaffRole; sites: readonly string[] }, profile: LoadedProfile): boolean {
  return user.role === 'owner' || user.sites.includes(siteOf(profile));
}

export const NOT_SIGNED_IN = 'Sign in first (POST /api/staff/session with your e-mail and password); your session may have ended after 12 hours without use or 7 days after sign-in.';

/** A signed-in request: the account and the id of its session row. */
export interface SignedIn {
  readonly account: StaffAccount;
  readonly sessionId: string;
}

export interface StaffAuth {
  /** The contract's guard: session, password changed, site, then role. */
  readonly guard: StaffGuard;
  /**
   * The signed-in account or 401 NOT_SIGNED_IN. Unless `allowPasswordChange`, an account that
   * must still change its one-time password is refused with 403 PASSWORD_CHANGE_REQUIRED.
   */
  signedIn(req: FastifyRequest, options?: { allowPasswordChange?: boolean }): Promise<SignedIn>;
  /** The signed-in account, or undefined (no cookie, a forged or dead one). */
  session(req: FastifyRequest): Promise<SignedIn | undefined>;
  /**
   * The request's session read again from the database now (a long-lived stream asks this while
   * it runs): undefined once it was signed out, expired, its account removed, or while the
   * account must change its one-time password.
   */
  recheck(req: FastifyRequest): Promise<SignedIn | undefined>;
  /** Registers an open stream of a session; `end` closes it. The returned function unregisters it. */
  watchStream(signed: SignedIn, end: () => void): () => void;
  /**
   * Ends at once this instance's open streams whose session `ended` picks (a sign-out, a password
   * change ending the other sessions, an account removed). Other instances end theirs at their
   * next recheck.
   */
  endStreams(ended: (signed: SignedIn) => boolean): void;
}

/** Builds the guard over the database, the shops and the server clock. */
export function createStaffGuard(deps: { db: Queryable; shops: ShopRegistry; now: () => number }): StaffAuth {
  const { db, shops, now } = deps;
  // One look-up per request, however many times a route asks.
  const cache = new WeakMap<FastifyRequest, Promise<SignedIn | undefined>>();

  const session = (req: FastifyRequest): Promise<SignedIn | undefined> => {
    let found = cache.get(req);
    if (!found) {
      const token = (req.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE];
      found = token ? sessionUser(db, token, now()) : Promise.resolve(undefined);
      cache.set(req, found);
    }
    return found;
  };

  const signedIn: StaffAuth['signedIn'] = async (req, options = {}) => {
    const found = await session(req);
    if (!found) throw new ApiError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
    if (found.account.mustChangePassword && !options.allowPasswordChange) {
      throw new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', 'Choose a new password first (POST /api/staff/session/password): the one you signed in with was for one use.');
    }
    return found;
  };

  const guard: StaffGuard = async (req, shopId, action, shopIdAt = 'params:shopId') => {
    const { account } = await signedIn(req);
    if (shopId !== null) {
      const profile = shops.get(shopId);
      // Another site's shop is answered like a shop that does not exist: its existence is not told.
      if (!profile || !worksAt(account, profile)) {
        throw new ApiError(404, 'SHOP_NOT_FOUND', `There is no shop "${shopId.slice(0, 64)}" among the shops you work at. Check the shop id in the address.`, shopIdAt);
      }
    }
    if (!roleAllows(account.role, action)) throw roleRefusal(account.role, action);
    return { id: account.id, email: account.email, role: account.role, sites: account.sites };
  };

  const recheck: StaffAuth['recheck'] = async (req) => {
    const token = (req.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE];
    const found = token ? await sessionUser(db, token, now()) : undefined;
    return found && !found.account.mustChangePassword ? found : undefined;
  };

  const streams = new Map<() => void, SignedIn>();
  const watchStream: StaffAuth['watchStream'] = (signed, end) => {
    streams.set(end, signed);
    return () => {
      streams.delete(end);
    };
  };
  const endStreams: StaffAuth['endStreams'] = (ended) => {
    for (const [end, signed] of [...streams]) {
      if (!ended(signed)) continue;
      streams.delete(end);
      end();
    }
  };

  return { guard, signedIn, session, recheck, watchStream, endStreams };
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Path=/, Secure when the request came over TLS (directly, or through a proxy named
 * by TRUST_PROXY), kept by the browser for the session's absolute life.
 */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: req.protocol === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: req.protocol === 'https' });
}

/** A Host header that is only a host name or address and an optional port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Cross-site request forgery: every state-changing `/api/staff` call (any method but GET and
 * HEAD) must carry an `Origin` naming this server's scheme and host, or one of `allowedOrigins`
 * (e.g. a console served elsewhere); otherwise 403 ORIGIN_REFUSED before anything is read or
 * changed. The scheme is the request's own, decided as for the cookie's Secure flag: https over
 * TLS or through a proxy named by TRUST_PROXY (its X-Forwarded-Proto), else http; so a page of
 * the http variant of a host cannot act on the https one, nor the reverse. The host is compared
 * without regard to case. Browsers always send Origin on such requests; a page of another site
 * cannot forge it.
 */
export function originRefusal(req: FastifyRequest, allowedOrigins: readonly string[]): ApiError | undefined {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const path = req.url.split('?')[0] ?? '';
  if (path !== '/api/staff' && !path.startsWith('/api/staff/')) return undefined;
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') {
    if (allowedOrigins.includes(origin.replace(/\/$/, ''))) return undefined;
    try {
      const parsed = new URL(origin);
      const scheme = (req.protocol ?? 'http').toLowerCase();
      // This request's own origin, normalized like the header's (case, a default port).
      const own = host && HOST_HEADER.test(host) && (scheme === 'http' || scheme === 'https') ? new URL(`${scheme}://${host}`) : undefined;
      if (own && parsed.protocol === own.protocol && parsed.host === own.host) return undefined;
      if (own && parsed.host === own.host && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
        // The usual cause: TLS ends at a proxy that TRUST_PROXY does not name.
        req.log.warn({ origin, scheme }, `staff call refused: its Origin is ${parsed.protocol.slice(0, -1)} but it reached the server over ${scheme}; behind a TLS proxy, name the proxy in TRUST_PROXY`);
      }
    } catch {
      // not a URL: refused below
    }
  }
  return new ApiError(
    403,
    'ORIGIN_REFUSED',
    'This staff request did not come from a page of this server (its Origin header is missing or names another site), so nothing was changed. Use the console at /admin.',
    'header:Origin',
  );
}
