/**
 * `/admin/users` (owners): who may sign in. Inviting someone creates their account with a role and
 * sites and shows a one-time password once (they choose their own at first sign-in); removing
 * someone ends their sessions.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { StaffRole } from '../../../server/staff/contract.js';
import { api } from '../lib/api.js';
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

export function UsersPage() {
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const me = useSession((s) => (s.kind === 'signed-in' ? s.user : null));
  const sites = [...new Map(shops.map((s) => [s.siteId, s.siteName])).entries()];
  const [users, setUsers] = useState<ListedUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [chosen, setChosen] = useState<string[]>([]);
  const [invited, setInvited] = useState<{ email: string; password: string } | null>(null);
  const [removing, setRemoving] = useState<ListedUser | null>(null);

  const load = useCallback(async () => {
    const res = await api<{ users: ListedUser[] }>('GET', '/api/staff/users');
    if (res.ok) setUsers(res.data.users);
    else setError(res.error.message);
  }, []);
  useEffect(() => void load(), [load]);

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setError('Enter the e-mail address of the person to invite.');
    if (role !== 'owner' && chosen.length === 0) return setError('Choose at least one site for a manager or staff member.');
    const res = await api<{ user: ListedUser; oneTimePassword: string }>('POST', '/api/staff/users', { email: email.trim(), role, sites: role === 'owner' ? [] : chosen });
    if (!res.ok) return setError(res.error.message);
    setInvited({ email: res.data.user.email, password: res.data.oneTimePassword });
    setEmail('');
    setChosen([]);
    void load();
  };
  const remove = async (user: ListedUser) => {
    setRemoving(null);
    const res = await api('DELETE', `/api/staff/users/${encodeURIComponent(user.email)}`);
    if (!res.ok) setError(res.error.message);
    void load();
  };

  return (
    <div className="page">
      <div className="page-head">
        <h1>Users</h1>
        <p className="muted">People who may sign in to this console.</p>
      </div>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      <section className="panel" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <form className="invite-form" onSubmit={invite} noValidate>
          <div className="field">
            <label htmlFor="invite-email">E-mail</label>
            <input id="invite-email" className="input" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
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
              {sites.map(([id, name]) => (
                <label key={id} className="choice"><input type="checkbox" checked={chosen.includes(id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, id] : chosen.filter((x) => x !== id))} /> {name}</label>
              ))}
            </fieldset>
          ) : null}
          <button type="submit" className="btn btn-primary">Invite</button>
        </form>
      </section>
      <section className="panel" aria-labelledby="people-title">
        <h2 id="people-title">People</h2>
        {users === null ? <p aria-busy="true">Loading…</p> : (
          <table className="table">
            <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Sites</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.email}>
                  <td>{u.email}{u.mustChangePassword ? <span className="muted"> (invited, not signed in yet)</span> : null}</td>
                  <td>{ROLE_LABEL[u.role]}</td>
                  <td>{u.role === 'owner' ? 'All' : u.sites.map((s) => sites.find(([id]) => id === s)?.[1] ?? s).join(', ')}</td>
                  <td>{u.email !== me?.email ? <button type="button" className="btn btn-danger-outline btn-small" onClick={() => setRemoving(u)} aria-label={`Remove ${u.email}`}>Remove</button> : <span className="muted">You</span>}</td>
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
