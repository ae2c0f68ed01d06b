/**
 * Focus after a client-side navigation: on the product, cart line, checkout, confirmation and
 * success pages the new page's main heading takes the focus (made focusable with tabIndex -1),
 * so a screen reader reads where the customer is and the next Tab starts there, not on the
 * <body> of the page they left. The menu is left alone: Back restores its scroll, and after
 * 'Add to Cart' its cart bar takes the focus.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteKind } from '../lib/routes.js';

const FOCUS_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['product', 'cart-item', 'checkout', 'order-status', 'success']);
/** How long to wait for a page that renders its heading late (its code or its data still loading). */
const WAIT_MS = 10_000;

/** Whether the focus is nowhere in particular (the page's own, not the customer's). */
function isUnfocused(): boolean {
  const a = document.activeElement;
  return a === null || a === document.body || a === document.documentElement || a.id === 'main';
}

/**
 * Focuses the page's <h1> once it is there, and again if the page swaps it for another (a
 * loading state for the loaded one) while the focus was on it; stops at the customer's first
 * key or tap, or when they have put the focus elsewhere. Returns the stop.
 */
function focusHeading(): () => void {
  let focused: HTMLElement | null = null;
  const attempt = () => {
    if (focused?.isConnected && document.activeElement === focused) return;
    if (focused !== null && !isUnfocused()) return stop();
    const h1 = document.querySelector<HTMLElement>('#main h1');
    if (!h1 || (focused === null && !isUnfocused())) return;
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus({ preventScroll: true });
    focused = h1;
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  const main = document.getElementById('main');
  if (main) observer.observe(main, { childList: true, subtree: true });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  attempt();
  return stop;
}

export function PageFocus({ kind }: { readonly kind: RouteKind | undefined }) {
  const { pathname } = useLocation();
  // The first page is the server's: the browser's own focus order starts at its top.
  const first = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && pathname === first.current) return undefined;
    moved.current = true;
    if (kind === undefined || !FOCUS_KINDS.has(kind)) return undefined;
    return focusHeading();
  }, [pathname, kind]);
  return null;
}
