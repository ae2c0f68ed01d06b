/**
 * The spec's scroll behaviour: the position on an order path is saved when leaving and restored
 * on return; any other navigation starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const KEY = 'menu-scroll:';
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function ScrollManager({ orderPaths }: { readonly orderPaths: boolean }) {
  const { pathname } = useLocation();
  const navType = useNavigationType();
  const previous = useRef<{ pathname: string; menu: boolean } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useIsoLayoutEffect(() => {
    const prev = previous.current;
    previous.current = { pathname, menu: orderPaths };
    if (!prev || prev.pathname === pathname) return;
    if (orderPaths) {
      const saved = Number(sessionStorage.getItem(KEY + pathname) ?? 'NaN');
      window.scrollTo({ top: Number.isFinite(saved) ? saved : 0, behavior: 'instant' });
    } else if (navType !== 'REPLACE' || !prev.menu) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [pathname, orderPaths, navType]);

  // Saved continuously while on an order path (throttled to one write per frame).
  useEffect(() => {
    if (!orderPaths) return undefined;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
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
