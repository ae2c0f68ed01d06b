/**
 * The brief confirmation after 'Add to Cart': 'Item successfully added to cart.' and what was
 * added, in a polite status region that is part of every page from the start (so the words are
 * announced when they arrive), shown for five seconds on the page the customer returns to, and
 * dismissed on leaving that page (at 390 px it would cover the checkout's fields).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { ADDED_MESSAGE, addedNotices, isNoticeShownAt } from '../../stores/added-notice.js';
import './cart-feedback.css';

/** How long the toast stays. */
export const TOAST_MS = 5000;

export function AddedToast() {
  const notice = useStore(addedNotices, (s) => s.notice);
  const { pathname } = useLocation();
  const id = notice?.id;
  useEffect(() => {
    if (id !== undefined) addedNotices.getState().arrive(id, pathname);
  }, [id, pathname]);
  useEffect(() => {
    if (id === undefined) return undefined;
    const timer = setTimeout(() => addedNotices.getState().dismiss(id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    // A live region without the status role: announced the same, and not one more 'status' on every page.
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {isNoticeShownAt(notice, pathname) ? (
        <p key={notice.id} className="toast">
          <strong>{ADDED_MESSAGE}</strong> <span className="toast-item">{notice.item}</span>
        </p>
      ) : null}
    </div>
  );
}
