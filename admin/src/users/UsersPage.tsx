/**
 * `/admin/users` (owners): who may sign in. Inviting someone creates their account with a role and
 * sites and shows a one-time password once (they choose their own at first sign-in); removing
 * someone ends their sessions. A refused invitation says why next to the field at fault, which
 * takes the focus; after a removal the focus moves to the next person's Remove (or the list).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffRole } from '../../../server/staff/contract.js';
import { api, type ApiErrorBody } from '../lib/api.js';
import { useSession } from '../session/context.js';
import { Dialog } from '../ui/Dialog.js';

/** A staff account as GET /api/staff/users lists it (people are named by their e-mail address). */
export interface ListedUser {
  readonly email: string;
  readonly role: StaffRole;
  readonly sites: readonly string[];
  readonly mustChangePassword?: boolean;
}

const ROLE_LABEL: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };
const ROLE_HINT: Record<StaffRole, string> = { owner: 'everything, every site, people', manager: 'orders, operations and publishing for their sites', staff: 'orders and out-of-stock for their sites' };

/** The invitation's field an error is about (shown under it), or none (shown above Invite). */
type InviteField = 'email' | 'sites' | null;
interface InviteError { readonly message: string; readonly field: InviteField }

/** Which field the server's refusal is about, by its path ('/email', '/sites/0'). */
export function inviteFieldOf(error: ApiErrorBody): InviteField {
  if (error.path === '/email') return 'email';
  if (error.path === '/sites' || error.path?.startsWith('/sites/')) return 'sites';
  return null;
}

/** Where the focus goes once `removed` has left `users`: the next one's Remove, else the one before, else the list's heading (null). */
export function focusAfterRemoval(users: readonly ListedUser[], removed: string, me: string | undefined): string | null {
  const i = users.findIndex((u) => u.email === removed);
  const removable = (u: ListedUser) => u.email !== me && u.email !== removed;
  return (users.slice(i + 1).find(removable) ?? users.slice(0, Math.max(i, 0)).reverse().find(removable))?.email ?? null;
}

/** Whether the element is wholly in the window, below the sticky header (the page's scroll-padding-top). */
function inView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  const top = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return r.top >= top && r.bottom <= window.innerHeight;
}

export function UsersPage() {
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const me = useSession((s) => (s.kind === 'signed-in' ? s.user : null));
  const sites = [...new Map(shops.map((s) => [s.siteId, s.siteName])).entries()];
  const [users, setUsers] = useState<ListedUser[] | null>(null);
  const [inviteError, setInviteError] = useState<InviteError | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [chosen, setChosen] = useState<string[]>([]);
  const [invited, setInvited] = useState<{ email: string; password: string } | null>(null);
  const [removing, setRemoving] = useState<ListedUser | null>(null);
  // Where the focus goes next: set by a refusal or a removal, taken by the effect below once shown.
  const [focusTo, setFocusTo] = useState<{ readonly to: 'invite-error' | 'list-error' | 'people' | 'remove'; readonly email?: string } | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const firstSite = useRef<HTMLInputElement>(null);
  const inviteAlert = useRef<HTMLParagraphElement>(null);
  const listAlert = useRef<HTMLParagraphElement>(null);
  const peopleHeading = useRef<HTMLHeadingElement>(null);
  const peopleList = useRef<HTMLTableSectionElement>(null);

  const load = useCallback(async () => {
    const res = await api<{ users: ListedUser[] }>('GET', '/api/staff/users');
    if (res.ok) setUsers(res.data.users);
    else setListError(res.error.message);
  }, []);
  useEffect(() => void load(), [load]);

  useEffect(() => {
    if (!focusTo) return;
    const target =
      focusTo.to === 'invite-error' ? (inviteError?.field === 'email' ? emailInput.current : inviteError?.field === 'sites' ? firstSite.current : inviteAlert.current)
      : focusTo.to === 'list-error' ? listAlert.current
      : focusTo.to === 'remove' ? [...(peopleList.current?.querySelectorAll<HTMLButtonElement>('button[data-email]') ?? [])].find((b) => b.dataset.email === focusTo.email)
      : peopleHeading.current;
    const to = target ?? peopleHeading.current;
    if (focusTo.to === 'invite-error') {
      // The message and its field, side by side, both in view: the message first.
      to?.focus({ preventScroll: true });
      const message = document.getElementById(inviteError?.field === 'email' ? 'invite-email-error' : inviteError?.field === 'sites' ? 'invite-sites-error' : 'invite-error');
      for (const el of [message, to]) if (el && !inView(el)) el.scrollIntoView({ block: 'center' });
    } else {
      to?.focus();
    }
    setFocusTo(null);
  }, [focusTo, inviteError]);

  const refuseInvite = (message: string, field: InviteField) => {
    // An owner's invitation shows no sites to point at.
    setInviteError({ message, field: field === 'sites' && role === 'owner' ? null : field });
    setFocusTo({ to: 'invite-error' });
  };
  const invite = async (e: FormEvent) => {
    e.preventDefault();
    setInviteError(null);
    if (!email.trim()) return refuseInvite('Enter the e-mail address of the person to invite.', 'email');
    if (role !== 'owner' && chosen.length === 0) return refuseInvite('Choose at least one site for a manager or staff member.', 'sites');
    const res = await api<{ user: ListedUser; oneTimePassword: string }>('POST', '/api/staff/users', { email: email.trim(), role, sites: role === 'owner' ? [] : chosen });
    if (!res.ok) return refuseInvite(res.error.message, inviteFieldOf(res.error));
    setInvited({ email: res.data.user.email, password: res.data.oneTimePassword });
    setEmail('');
    setChosen([]);
    void load();
  };
  const remove = async (user: ListedUser) => {
    setRemoving(null);
    setListError(null);
    const res = await api('DELETE', `/api/staff/users/${encodeURIComponent(user.email)}`);
    if (!res.ok) {
      setListError(res.error.message);
      setFocusTo({ to: 'list-error' });
    } else {
      // The removed row goes: the focus moves on rather than falling to the page.
      const next = focusAfterRemoval(users ?? [], user.email, me?.email);
      setFocusTo(next ? { to: 'remove', email: next } : { to: 'people' });
    }
    void load();
  };
  const fieldError = (field: InviteField, id: string) =>
    inviteError && inviteError.field === field ? <p id={id} ref={field === null ? inviteAlert : undefined} tabIndex={field === null ? -1 : undefined} className="error-text field-error" role="alert">{inviteError.message}</p> : null;

  return (
    <div className="page">
      <div className="page-head">
        <h1>Users</h1>
        <p className="muted">People who may sign in to this console.</p>
      </div>
      <section className="panel" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <form className="invite-form" onSubmit={invite} noValidate>
          <div className="field">
            <label htmlFor="invite-email">E-mail</label>
            <input
              id="invite-email"
              ref={emailInput}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={inviteError?.field === 'email' || undefined}
              aria-describedby={inviteError?.field === 'email' ? 'invite-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {fieldError('email', 'invite-email-error')}
          </div>
          <fieldset className="field">
            <legend>Role</legend>
            {(Object.keys(ROLE_LABEL) as StaffRole[]).map((r) => (
              <label key={r} className="choice"><input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} /> {ROLE_LABEL[r]} <span className="muted">({ROLE_HINT[r]})</span></label>
            ))}
          </fieldset>
          {role !== 'owner' ? (
            <fieldset className="field">
              <legend>Sites</legend>
              {fieldError('sites', 'invite-sites-error')}
              {sites.map(([id, name], i) => (
                <label key={id} className="choice">
                  <input
                    ref={i === 0 ? firstSite : undefined}
                    type="checkbox"
                    checked={chosen.includes(id)}
                    aria-describedby={inviteError?.field === 'sites' ? 'invite-sites-error' : undefined}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, id] : chosen.filter((x) => x !== id))}
                  /> {name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {fieldError(null, 'invite-error')}
          <button type="submit" className="btn btn-primary">Invite</button>
        </form>
      </section>
      <section className="panel" aria-labelledby="people-title">
        <h2 id="people-title" ref={peopleHeading} tabIndex={-1}>People</h2>
        {listError ? <p ref={listAlert} tabIndex={-1} className="error-text" role="alert">{listError}</p> : null}
        {users === null ? (listError ? null : <p aria-busy="true">Loading…</p>) : (
          <table className="table">
            <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Sites</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody ref={peopleList}>
              {users.map((u) => (
                <tr key={u.email}>
                  <td>{u.email}{u.mustChangePassword ? <span className="muted"> (invited, not signed in yet)</span> : null}</td>
                  <td>{ROLE_LABEL[u.role]}</td>
                  <td>{u.role === 'owner' ? 'All' : u.sites.map((s) => sites.find(([id]) => id === s)?.[1] ?? s).join(', ')}</td>
                  <td>{u.email !== me?.email ? <button type="button" className="btn btn-danger-outline btn-small" data-email={u.email} onClick={() => setRemoving(u)} aria-label={`Remove ${u.email}`}>Remove</button> : <span className="muted">You</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {invited ? (
        <Dialog title="Invitation ready" onClose={() => setInvited(null)}>
          <p>Give <strong>{invited.email}</strong> this one-time password. It is shown only now; they choose their own when they first sign in.</p>
          <p className="one-time-password" aria-label="One-time password">{invited.password}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => void navigator.clipboard?.writeText(invited.password)}>Copy</button>
            <button type="button" className="btn btn-primary" onClick={() => setInvited(null)}>Done</button>
          </div>
        </Dialog>
      ) : null}
      {removing ? (
        <Dialog title={`Remove ${removing.email}?`} onClose={() => setRemoving(null)}>
          <p>They are signed out everywhere and can no longer sign in.</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>Keep</button>
            <button type="button" className="btn btn-danger" onClick={() => void remove(removing)}>Remove</button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
