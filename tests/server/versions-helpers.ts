/** Publishing across instances, for the two-instance test and the server benchmark. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { burgerCart, call, FIXTURE_SHOPS } from './harness.js';

const SHOP = 'srvtest';
const menuFile = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.menu.json`), 'utf8'));
export const profileFile = JSON.parse(readFileSync(join(FIXTURE_SHOPS, SHOP, `${SHOP}.profile.json`), 'utf8'));

export function menuWithBurgerAt(dollars: number) {
  const menu = structuredClone(menuFile);
  for (const c of menu.subMenus) for (const p of c.products) if (p.id === 'p-burger') p.price = dollars;
  return menu;
}

/** How long a version published on `one` takes to be served by `two` (ms). */
export async function publishToOtherInstance(one: string, two: string, headers: Record<string, string>, dollars: number): Promise<number> {
  const d = await call(one, 'POST', `/api/staff/shops/${SHOP}/drafts`, { profile: profileFile, menu: menuWithBurgerAt(dollars) }, headers);
  const t0 = performance.now();
  const p = await call(one, 'POST', `/api/staff/shops/${SHOP}/drafts/${d.body.draftId}/publish`, {}, headers);
  if (p.status !== 201) throw new Error(`publish answered ${p.status}: ${JSON.stringify(p.body)}`);
  const want = 2 * (dollars * 100 + 200) + 150;
  for (;;) {
    const q = await call(two, 'POST', `/api/shops/${SHOP}/quote`, burgerCart());
    if (q.status === 200 && q.body.totals.subtotalCents === want) return performance.now() - t0;
    if (performance.now() - t0 > 10_000) throw new Error('the other instance did not serve the new version in 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

