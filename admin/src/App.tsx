/** The console's routes behind the sign-in: orders, menu check, operations, inquiries, studio, webhooks, users, activity. */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { OrdersBoardPage } from './board/OrdersBoardPage.js';
import { onSignedOut } from './lib/api.js';
import { ChangePasswordPage } from './session/ChangePasswordPage.js';
import { SessionContext, useSession } from './session/context.js';
import { createSessionStore } from './session/session.js';
import { SignInPage } from './session/SignInPage.js';
import { ConsoleLayout } from './ui/ConsoleLayout.js';

// The board loads with the console; the other pages are their own chunks, fetched when opened.
const MenuCheckPage = lazy(() => import('./menu-check/MenuCheckPage.js').then((m) => ({ default: m.MenuCheckPage })));
const UsersPage = lazy(() => import('./users/UsersPage.js').then((m) => ({ default: m.UsersPage })));
const StudioListPage = lazy(() => import('./studio/StudioListPage.js').then((m) => ({ default: m.StudioListPage })));
const StudioPage = lazy(() => import('./studio/StudioPage.js').then((m) => ({ default: m.StudioPage })));
const OperationsPage = lazy(() => import('./operations/OperationsPage.js').then((m) => ({ default: m.OperationsPage })));
const WebhooksPage = lazy(() => import('./webhooks/WebhooksPage.js').then((m) => ({ default: m.WebhooksPage })));
const InquiriesPage = lazy(() => import('./inquiries/InquiriesPage.js').then((m) => ({ default: m.InquiriesPage })));
const ActivityPage = lazy(() => import('./activity/ActivityPage.js').then((m) => ({ default: m.ActivityPage })));

export function App() {
  const store = useMemo(() => createSessionStore(), []);
  useEffect(() => {
    void store.getState().check();
    return onSignedOut(() => store.getState().expire());
  }, [store]);
  return (
    <SessionContext.Provider value={store}>
      <BrowserRouter basename="/admin">
        <Gate />
      </BrowserRouter>
    </SessionContext.Provider>
  );
}

function Gate() {
  const kind = useSession((s) => s.kind);
  const mustChange = useSession((s) => s.kind === 'signed-in' && Boolean(s.user.mustChangePassword));
  const role = useSession((s) => (s.kind === 'signed-in' ? s.user.role : null));
  const shop = useSession((s) => (s.kind === 'signed-in' ? s.shops.find((x) => x.shopId === s.shopId) ?? null : null));
  if (kind === 'checking') return <main className="auth-page" aria-busy="true"><p className="muted">Loading…</p></main>;
  if (kind === 'signed-out') return <SignInPage />;
  if (mustChange) return <ChangePasswordPage />;
  const needShop = (el: (s: NonNullable<typeof shop>) => React.ReactNode) =>
    shop ? el(shop) : <div className="page"><h1>No shop</h1><p>Your account has no shop yet. Ask the owner to add a site to it.</p></div>;
  return (
    <ConsoleLayout>
      <Suspense fallback={<p className="muted" aria-busy="true">Loading…</p>}>
      <Routes>
        <Route path="/" element={<Navigate to="/orders" replace />} />
        <Route path="/orders" element={needShop((s) => <OrdersBoardPage key={s.shopId} shop={s} />)} />
        <Route path="/menu-check" element={needShop((s) => <MenuCheckPage shop={s} />)} />
        <Route path="/operations" element={needShop((s) => <OperationsPage key={s.shopId} shop={s} />)} />
        <Route path="/inquiries" element={needShop((s) => <InquiriesPage key={s.shopId} shop={s} />)} />
        <Route path="/webhooks" element={role !== 'staff' ? needShop((s) => <WebhooksPage shop={s} />) : <Navigate to="/orders" replace />} />
        <Route path="/studio" element={<StudioListPage />} />
        <Route path="/studio/:shopId" element={<StudioPage />} />
        <Route path="/users" element={role === 'owner' ? <UsersPage /> : <Navigate to="/orders" replace />} />
        <Route path="/activity" element={needShop(() => <ActivityPage />)} />
        <Route path="*" element={<div className="page"><h1>Not found</h1><p>There is no such console page. Choose one above.</p></div>} />
      </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}
