/** Live operations across instances: a change on one server, seen by another (tests and the server benchmark). */
import { call } from './harness.js';

const SHOP = 'srvtest';

/** The cookie's unavailable reason in a menu (undefined when it is available). */
export async function cookieReason(base: string): Promise<string | undefined> {
  const menu = await call(base, 'GET', `/api/shops/${SHOP}/menu`);
  const cookie = menu.body.categories.flatMap((c: { products: { id: string; unavailableReason?: string }[] }) => c.products).find((p: { id: string }) => p.id === 'p-cookie');
  return cookie.unavailableReason;
}

/**
 * Makes a change on `from` and polls `to` every 10 ms until `seen` holds; the milliseconds from
 * the change's answer to the first poll that saw it.
 */
export async function operationsToOtherInstance(from: string, to: string, headers: Record<string, string>, body: unknown, seen: () => Promise<boolean>): Promise<number> {
  const r = await call(from, 'POST', `/api/staff/shops/${SHOP}/operations`, body, headers);
  if (r.status !== 200) throw new Error(`change answered ${r.status}: ${JSON.stringify(r.body)}`);
  const t0 = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - t0;
    if (performance.now() - t0 > 5000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

