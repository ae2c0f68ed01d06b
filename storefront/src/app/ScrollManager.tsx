/**
 * The spec's scroll behaviour: the position on an order path is saved while there and restored
 * on return (Back, a link to it, or a reload of the tab's history entry); any other navigation
 * starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const KEY = 'menu-scroll:';
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/** How long a restore waits for the page to grow tall enough (a page still loading its code). */
const RESTORE_FRAMES = 120;

/** The saved position of an order path, or undefined. */
function savedScroll(pathname: string): number | undefined {
  const saved = Number(sessionStorage.getItem(KEY + pathname) ?? 'NaN');
  return Number.isFinite(saved) && saved > 0 ? saved : undefined;
}

/**
 * Scrolls to `top`, again on each frame while the page is too short to reach it (it is still
 * rendering), until reached, the customer scrolls themselves, or about two seconds pass. Returns
 * the cancel; `done` runs once it ends either way.
 */
function restoreScroll(top: number, done: () => void): () => void {
  let frame = 0;
  let tries = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
    done();
  };
  const attempt = () => {
    window.scrollTo({ top, behavior: 'instant' });
    if (Math.abs(window.scrollY - top) <= 1 || ++tries > RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollManager({ orderPaths }: { readonly orderPaths: boolean }) {
  const { pathname } = useLocation();
  const navType = useNavigationType();
  const previous = useRef<{ pathname: string; menu: boolean } | null>(null);
  // While a restore runs its own scrolls are not the customer's: they are not saved.
  const restoring = useRef<(() => void) | null>(null);

  useIsoLayoutEffect(() => {
    const prev = previous.current;
    previous.current = { pathname, menu: orderPaths };
    if (prev && prev.pathname === pathname) return;
    restoring.current?.();
    if (!prev) {
      // The first render: the browser restores nothing itself (scrollRestoration is manual), so
      // a menu reached by Back or Forward from another document is restored here.
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const top = orderPaths && nav?.type === 'back_forward' ? savedScroll(pathname) : undefined;
      if (top !== undefined) restoring.current = restoreScroll(top, () => { restoring.current = null; });
      return;
    }
    if (orderPaths) {
      const top = savedScroll(pathname);
      if (top === undefined) window.scrollTo({ top: 0, behavior: 'instant' });
      else restoring.current = restoreScroll(top, () => { restoring.current = null; });
    } else if (navType !== 'REPLACE' || !prev.menu) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [pathname, orderPaths, navType]);

  useEffect(() => () => restoring.current?.(), []);

  // Saved continuously while on an order path (throttled to one write per frame). A scroll that
  // comes after the path changed (the next page's scroll to the top, or the shorter page
  // clamping it) is not this path's, so it never overwrites the position to come back to.
  useEffect(() => {
    if (!orderPaths) return undefined;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (restoring.current || window.location.pathname !== pathname) return;
        sessionStorage.setItem(KEY + pathname, String(window.scrollY));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [orderPaths, pathname]);
  return null;
}
