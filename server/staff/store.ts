/**
 * The SQL of staff accounts and sessions (tables staff_users and staff_sessions). Sessions live
 * in the database, so every server on one database serves every signed-in browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import type { StaffRole, StaffUser } from './contract.js';
import { hashPassword } from './passwords.js';

export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'staff'];

/** A session ends 12 hours after its last use, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most once a minute per session (every request would be a write). */
const TOUCH_EVERY_MS = 60_000;

/** A user as stored: the contract's shape plus what the account pages show. */
export interface StaffAccount extends StaffUser {
  readonly mustChangePassword: boolean;
  readonly createdAt: string;
  readonly createdBy: string | null;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  sites: string[] | null;
  must_change_password: boolean;
  created_at: string | Date;
  created_by: string | null;
}

const iso = (v: string | Date): string => new Date(v).toISOString();

function toAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sites: row.role === 'owner' ? [] : [...(row.sites ?? [])],
    mustChangePassword: Boolean(row.must_change_password),
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
  };
}

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible address: one @, something on each side, a dot in the domain, no spaces. */
export function isEmail(email: string): boolean {
  return email.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$|^[^\s@]+@localhost$/.test(email);
}

const USER_COLUMNS = 'id, email, password_hash, role, sites, must_change_password, created_at, created_by';

/** The account and its password hash, by e-mail (any case). */
export async function findUserByEmail(db: Queryable, email: string): Promise<{ account: StaffAccount; passwordHash: string } | undefined> {
  const row = (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users WHERE lower(email) = $1`, [normalizeEmail(email)])).rows[0];
  return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
}

export async function findUserById(db: Queryable, id: string): Promise<{ account: StaffAccount; passwordHash: string } | undefined> {
  const row = (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users WHERE id = $1`, [id])).rows[0];
  return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
}

/** Every account, by e-mail. */
export async function listUsers(db: Queryable): Promise<StaffAccount[]> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users ORDER BY lower(email)`)).rows.map(toAccount);
}

export async function countUsers(db: Queryable): Promise<number> {
  return Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users')).rows[0]?.n ?? 0);
}

export interface NewUser {
  readonly email: string;
  readonly role: StaffRole;
  /** Ignored for an owner (an owner sees every site). */
  readonly sites: readonly string[];
  readonly password: string;
  readonly mustChangePassword: boolean;
  /** E-mail of who created it (null: the command line or the demo owner). */
  readonly createdBy: string | null;
  readonly now: number;
}

/** Creates an account; 409 STAFF_USER_EXISTS when the e-mail is taken (in any case). */
export async function createUser(db: Queryable, user: NewUser): Promise<StaffAccount> {
  const email = normalizeEmail(user.email);
  const sites = user.role === 'owner' ? [] : [...new Set(user.sites)];
  const hash = await hashPassword(user.password);
  const id = randomBytes(12).toString('base64url');
  const row = (await db.query<UserRow>(
    `INSERT INTO staff_users (id, email, password_hash, role, sites, must_change_password, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
    [id, email, hash, user.role, sites, user.mustChangePassword, new Date(user.now).toISOString(), user.createdBy],
  )).rows[0];
  if (!row) throw new ApiError(409, 'STAFF_USER_EXISTS', `There is already a staff account for ${email}. Remove it first, or choose another e-mail address.`, '/email');
  return toAccount(row);
}

/** The outcome of removing an account. */
export type RemoveResult = 'removed' | 'not-found' | 'last-owner';

/**
 * Removes an account and (by the foreign key) its sessions. The last owner is never removed:
 * every owner row is locked first, so two owners removing each other at once leave one.
 */
export async function removeUser(db: Db, email: string): Promise<RemoveResult> {
  return db.transaction(async (tx) => {
    const owners = (await tx.query<{ id: string; email: string }>(`SELECT id, email FROM staff_users WHERE role = 'owner' ORDER BY id FOR UPDATE`)).rows;
    const target = (await tx.query<{ id: string; role: StaffRole }>('SELECT id, role FROM staff_users WHERE lower(email) = $1 FOR UPDATE', [normalizeEmail(email)])).rows[0];
    if (!target) return 'not-found';
    if (target.role === 'owner' && owners.length <= 1) return 'last-owner';
    await tx.query('DELETE FROM staff_sessions WHERE user_id = $1', [target.id]);
    await tx.query('DELETE FROM staff_users WHERE id = $1', [target.id]);
    return 'removed';
  });
}

/** Sets a new password, clears must-change, and ends every other session of the user. */
export async function setPassword(db: Db, userId: string, password: string, keepSessionId: string | null): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE staff_users SET password_hash = $2, must_change_password = false WHERE id = $1', [userId, hash]);
    await tx.query('DELETE FROM staff_sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepSessionId]);
  });
}

/** The session id stored for a cookie token: its SHA-256, so a leaked table signs no one in. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the cookie token (shown to the browser only). */
export async function createSession(db: Queryable, userId: string, now: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  const at = new Date(now).toISOString();
  // Sign-in is when the user's dead sessions are swept.
  await db.query('DELETE FROM staff_sessions WHERE user_id = $1 AND (expires_at <= $2 OR last_seen_at <= $3)', [userId, at, new Date(now - SESSION_IDLE_MS).toISOString()]);
  await db.query(
    'INSERT INTO staff_sessions (id, user_id, created_at, expires_at, last_seen_at, user_agent) VALUES ($1, $2, $3, $4, $3, $5)',
    [sessionId(token), userId, at, new Date(expiresAt).toISOString(), userAgent ? userAgent.slice(0, 300) : null],
  );
  return { token, expiresAt };
}

interface SessionUserRow extends UserRow {
  session_id: string;
  expires_at: string | Date;
  last_seen_at: string | Date;
}

/**
 * The user a cookie token signs in, if its session is alive (within 12 hours of its last use
 * and 7 days of sign-in); a dead session is deleted.
 */
export async function sessionUser(db: Queryable, token: string, now: number): Promise<{ account: StaffAccount; sessionId: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const id = sessionId(token);
  const row = (await db.query<SessionUserRow>(
    `SELECT s.id AS session_id, s.expires_at, s.last_seen_at, u.id, u.email, u.password_hash, u.role, u.sites, u.must_change_password, u.created_at, u.created_by
       FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE s.id = $1`,
    [id],
  )).rows[0];
  if (!row) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.query('DELETE FROM staff_sessions WHERE id = $1', [id]);
    return undefined;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id = $1', [id, new Date(now).toISOString()]);
  return { account: toAccount(row), sessionId: id };
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE id = $1', [id]);
}
