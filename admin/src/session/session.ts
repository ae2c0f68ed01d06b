/**
 * Who is signed in and which shop is on screen. The session itself is the server's HttpOnly
 * cookie; the console only asks who it belongs to. The chosen shop is kept in localStorage so
 * the tablet reopens on it.
 */
import { createStore } from 'zustand/vanilla';
import type { StaffUser } from '../../../server/staff/contract.js';
import { api } from '../lib/api.js';

export interface SignedInUser extends Omit<StaffUser, 'id'> {
  /** An invited person signs in with a one-time password and must choose their own first. */
  readonly mustChangePassword?: boolean;
}

/** A shop the signed-in person may work on, with its site (brand) and how its orders are handled. */
export interface StaffShop {
  readonly shopId: string;
  readonly name: string;
  readonly siteId: string;
  readonly siteName: string;
  /** The shop's usual prep time (orderHandling.defaultPrepMinutes), the Accept dialog's default. */
  readonly prepMinutes: number;
  /** orderHandling.printTicketOnAccept: the board prints the kitchen ticket once when it accepts. */
  readonly printTicketOnAccept: boolean;
  /** identity.timeZone: the board shows every time in it (undefined from an older server: the browser's zone). */
  readonly timeZone?: string;
}

export type SessionState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'signed-out'; readonly notice?: string }
  | { readonly kind: 'signed-in'; readonly user: SignedInUser; readonly shops: readonly StaffShop[]; readonly shopId: string | null };

export const SHOP_KEY = 'staff-console-shop';
/** The order lifecycle's default prep minutes, for a server that leaves them out. */
export const DEFAULT_PREP_MINUTES = 20;

/** Reads GET /api/staff/shops: `{ shops: [{ shopId, name, siteId, siteName, basePath, prepMinutes, printTicketOnAccept, timeZone }] }`. */
export function normaliseShops(raw: unknown): StaffShop[] {
  const list = (raw as { shops?: unknown } | null)?.shops;
  if (!Array.isArray(list)) return [];
  return list.flatMap((s) => {
    const r = s as Record<string, unknown>;
    if (typeof r.shopId !== 'string') return [];
    const name = typeof r.name === 'string' ? r.name : r.shopId;
    const prep = r.prepMinutes;
    return [{
      shopId: r.shopId,
      name,
      siteId: typeof r.siteId === 'string' ? r.siteId : r.shopId,
      siteName: typeof r.siteName === 'string' ? r.siteName : name,
      prepMinutes: typeof prep === 'number' && Number.isInteger(prep) && prep > 0 ? prep : DEFAULT_PREP_MINUTES,
      printTicketOnAccept: r.printTicketOnAccept === true,
      ...(typeof r.timeZone === 'string' && isZone(r.timeZone) ? { timeZone: r.timeZone } : {}),
    }];
  });
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The shop to show: the remembered one when still allowed, else the first. */
export function chooseShop(shops: readonly StaffShop[], remembered: string | null): string | null {
  return shops.find((s) => s.shopId === remembered)?.shopId ?? shops[0]?.shopId ?? null;
}

/** The shop asked for in the address (`?shop=`, as the storefront's old /menu-check links), else the one remembered. */
function remembered(): string | null {
  const asked = new URLSearchParams(window.location.search).get('shop');
  if (asked) return asked;
  try {
    return localStorage.getItem(SHOP_KEY);
  } catch {
    return null;
  }
}

export function createSessionStore() {
  const store = createStore<SessionState & {
    check(): Promise<void>;
    signIn(email: string, password: string): Promise<string | null>;
    changePassword(currentPassword: string, newPassword: string): Promise<string | null>;
    signOut(): Promise<void>;
    expire(): void;
    switchShop(shopId: string): void;
  }>()((set, get) => {
    const enter = async (user: SignedInUser) => {
      // Until a one-time password is replaced the server answers nothing else.
      if (user.mustChangePassword) return set({ kind: 'signed-in', user, shops: [], shopId: null } as SessionState);
      const res = await api<unknown>('GET', '/api/staff/shops');
      const shops = res.ok ? normaliseShops(res.data) : [];
      set({ kind: 'signed-in', user, shops, shopId: chooseShop(shops, remembered()) } as SessionState);
    };
    return {
      kind: 'checking',
      async check() {
        const res = await api<{ user: SignedInUser }>('GET', '/api/staff/session');
        if (res.ok && res.data?.user) await enter(res.data.user);
        else set({ kind: 'signed-out' } as SessionState);
      },
      async signIn(email, password) {
        const res = await api<{ user: SignedInUser }>('POST', '/api/staff/session', { email, password });
        if (!res.ok) return res.error.message;
        await enter(res.data.user);
        return null;
      },
      async changePassword(currentPassword, newPassword) {
        const res = await api<{ user?: SignedInUser }>('POST', '/api/staff/session/password', { currentPassword, newPassword });
        if (!res.ok) return res.error.message;
        const s = get();
        if (s.kind === 'signed-in') await enter({ ...(res.data?.user ?? s.user), mustChangePassword: false });
        return null;
      },
      async signOut() {
        await api('DELETE', '/api/staff/session');
        set({ kind: 'signed-out', notice: 'You are signed out.' } as SessionState);
      },
      expire() {
        if (get().kind === 'signed-in') set({ kind: 'signed-out', notice: 'Your session ended. Sign in again to carry on.' } as SessionState);
      },
      switchShop(shopId) {
        const s = get();
        if (s.kind !== 'signed-in' || !s.shops.some((x) => x.shopId === shopId)) return;
        try {
          localStorage.setItem(SHOP_KEY, shopId);
        } catch {
          // Private mode: the choice lasts for this visit only.
        }
        set({ ...s, shopId } as SessionState);
      },
    };
  });
  return store;
}
export type SessionStoreApi = ReturnType<typeof createSessionStore>;
