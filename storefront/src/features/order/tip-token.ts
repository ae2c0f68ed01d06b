/**
 * The tip token of an order this browser placed: the server gives it once, in the order's 201
 * answer, and asks for it with every post-order tip, so only the browser that placed an order
 * can tip on its card. Kept in session storage (this tab's session) per shop and order.
 */

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: no post-order tip from this browser
  }
}

/** The session-storage key of an order's tip token. */
export function tipTokenKey(shopId: string, orderId: string): string {
  return `tip-token:${shopId}:${orderId}`;
}

/** Keeps the tip token of an order just placed. */
export function rememberTipToken(shopId: string, orderId: string, token: string | undefined): void {
  if (!token) return;
  try {
    storage()?.setItem(tipTokenKey(shopId, orderId), token);
  } catch {
    // full or refused: the order stands; a tip can be given in person
  }
}

/** The tip token of an order placed in this browser session, if any. */
export function tipTokenFor(shopId: string, orderId: string): string | undefined {
  return storage()?.getItem(tipTokenKey(shopId, orderId)) ?? undefined;
}
