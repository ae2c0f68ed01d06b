/**
 * The console's frame: a top row with the brand, the shop switcher, who is signed in and Sign out,
 * and under it the pages, one tab each. The pages have the whole width of their own row and wrap
 * onto another rather than scroll, so every page a role may open is always in view.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../session/context.js';
import { ShopSwitcher } from './ShopSwitcher.js';

const ROLE_LABEL = { owner: 'Owner', manager: 'Manager', staff: 'Staff' } as const;

export function ConsoleLayout({ children }: { readonly children: ReactNode }) {
  const user = useSession((s) => (s.kind === 'signed-in' ? s.user : null));
  const signOut = useSession((s) => s.signOut);
  if (!user) return null;
  const pages = [
    { to: '/orders', label: 'Orders' },
    { to: '/menu-check', label: 'Menu check' },
    { to: '/operations', label: 'Operations' },
    { to: '/inquiries', label: 'Inquiries' },
    ...(user.role !== 'staff' ? [{ to: '/studio', label: 'Studio' }] : []),
    ...(user.role !== 'staff' ? [{ to: '/webhooks', label: 'Webhooks' }] : []),
    ...(user.role === 'owner' ? [{ to: '/users', label: 'Users' }] : []),
    { to: '/activity', label: 'Activity' },
  ];
  return (
    <div className="console">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="topbar">
        <div className="topbar-row">
          <span className="brand"><span className="brand-mark" aria-hidden="true">◆</span> Staff</span>
          <ShopSwitcher />
          <div className="topbar-end">
            <span className="account" title={user.email}>
              <span className="visually-hidden">Signed in as </span>{user.email}<span className="account-role"> · {ROLE_LABEL[user.role]}</span>
            </span>
            <button type="button" className="btn btn-ghost btn-on-dark btn-sign-out" onClick={() => void signOut()}>Sign out</button>
          </div>
        </div>
        <nav aria-label="Console" className="topnav">
          {pages.map((p) => (
            <NavLink key={p.to} to={p.to} className={({ isActive }) => `topnav-link${isActive ? ' active' : ''}`}>{p.label}</NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="console-main" tabIndex={-1}>{children}</main>
    </div>
  );
}
