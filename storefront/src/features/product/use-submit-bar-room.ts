/**
 * The sticky 'Add to Cart' bar at the bottom of the product page changes height (the 'Fix (N)
 * required options above' line comes and goes, and wraps on a phone). This keeps its current
 * height in the `--product-submit-height` property of the page's root, which product.css gives
 * the scrolling element as `scroll-padding-bottom`: a control the keyboard moves to is scrolled
 * clear of the bar, never left under it.
 */
import { useEffect, type RefObject } from 'react';

export const SUBMIT_BAR_HEIGHT_PROPERTY = '--product-submit-height';

export function useSubmitBarRoom(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(SUBMIT_BAR_HEIGHT_PROPERTY, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SUBMIT_BAR_HEIGHT_PROPERTY);
    };
  }, [bar]);
}
