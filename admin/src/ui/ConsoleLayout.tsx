/** The console's frame: the brand, the pages, the shop switcher and sign-out. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../session/context.js';
import { ShopSwitcher } from './ShopSwitcher.js';

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
  ];
  return (
    <div className="console">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="topbar">
        <span className="brand"><span className="brand-mark" aria-hidden="true">◆</span> Staff</span>
        <nav aria-label="Console" className="topnav">
          {pages.map((p) => (
            <NavLink key={p.to} to={p.to} className={({ isActive }) => `topnav-link${isActive ? ' active' : ''}`}>{p.label}</NavLink>
          ))}
        </nav>
        <div className="topbar-end">
          <ShopSwitcher />
          <button type="button" className="btn btn-ghost btn-on-dark" onClick={() => void signOut()} title={`Signed in as ${user.email}`}>Sign out</button>
        </div>
      </header>
      <main id="main" className="console-main" tabIndex={-1}>{children}</main>
    </div>
  );
}
