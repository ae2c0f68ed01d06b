/**
 * `/admin/activity`: who changed what, and when. Every role sees the shops it works at (publishing,
 * schedules, roll-backs, pauses, busy minutes, items out of and back in stock); an owner can also
 * see every shop at once, with the invitations and removals of accounts. Newest first, times on
 * each shop's clock, 50 at a time (the server keeps the latest 500 of a list).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, shopPath, type ApiErrorBody } from '../lib/api.js';
import { useSession } from '../session/context.js';
import { ShopOptions } from '../ui/ShopSwitcher.js';
import { actorLabel, describeAudit, formatWhen, type AuditEntry } from './audit-text.js';
import './activity.css';

const ALL = '*';
const PAGE = 50;
const NAMED_ACTIONS = new Set(['operations.out-of-stock', 'operations.back-in-stock']);

interface CheckCategory { items: { id: string; name: string; modgroups: { options?: { id: string; name: string }[] }[] }[] }

/** Every item's and option's name on a shop's menu check, by id. */
function namesOf(categories: readonly CheckCategory[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of categories) {
    for (const i of c.items) {
      names.set(i.id, i.name);
      for (const g of i.modgroups) for (const m of g.options ?? []) if (!names.has(m.id)) names.set(m.id, m.name);
    }
  }
  return names;
}

export function ActivityPage() {
  const role = useSession((s) => (s.kind === 'signed-in' ? s.user.role : 'staff'));
  const shops = useSession((s) => (s.kind === 'signed-in' ? s.shops : []));
  const consoleShop = useSession((s) => (s.kind === 'signed-in' ? s.shopId : null));
  // The shop chosen here; until then, the one the console shows.
  const [chosen, setChosen] = useState<string | null>(null);
  const filter = chosen ?? consoleShop ?? ALL;
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [names, setNames] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  const firstNew = useRef<HTMLTableRowElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const r = await api<{ entries: AuditEntry[] }>('GET', filter === ALL ? '/api/staff/audit' : `/api/staff/audit?shopId=${encodeURIComponent(filter)}`);
    if (r.ok) setEntries(r.data.entries);
    else setError(r.error);
  }, [filter]);

  useEffect(() => {
    setEntries(null);
    setShown(PAGE);
    setFocusFrom(null);
    void load();
  }, [load]);

  // Items are named by id in their entries: their names come from each shop's menu, read once.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const e of entries ?? []) {
      const shopId = e.shopId;
      if (!shopId || !NAMED_ACTIONS.has(e.action) || asked.current.has(shopId)) continue;
      asked.current.add(shopId);
      void api<{ categories: CheckCategory[] }>('GET', shopPath(shopId, '/menu-check')).then((r) => {
        setNames((cur) => new Map(cur).set(shopId, r.ok ? namesOf(r.data.categories) : new Map()));
      });
    }
  }, [entries]);

  useEffect(() => {
    if (focusFrom !== null) firstNew.current?.focus();
  }, [focusFrom]);

  const shopOf = (id: string | null) => (id ? shops.find((s) => s.shopId === id) : undefined);
  const siteName = (id: string) => shops.find((s) => s.siteId === id)?.siteName;
  const now = Date.now();
  const everyShop = filter === ALL;
  const visible = entries?.slice(0, shown) ?? [];
  const heading = everyShop ? 'every shop' : (shopOf(filter)?.name ?? filter);
  useEffect(() => {
    document.title = `Activity · ${everyShop ? 'Every shop' : heading}`;
  }, [everyShop, heading]);

  return (
    <div className="page activity-page">
      <div className="page-head">
        <h1>Activity</h1>
        <p className="muted">
          Who changed what, and when: publishing, schedules and roll-backs, pauses, busy minutes and items out of stock{role === 'owner' ? ', and the accounts invited and removed' : ''}. Newest first; times are on the shop’s clock.
        </p>
      </div>
      {role === 'owner' || shops.length > 1 ? (
        <div className="field field-inline">
          <label htmlFor="activity-shop">Show</label>
          <select id="activity-shop" className="select" value={filter} onChange={(e) => setChosen(e.target.value)}>
            {role === 'owner' ? <option value={ALL}>Every shop, and accounts</option> : null}
            <ShopOptions shops={shops} />
          </select>
        </div>
      ) : null}
      <section className="panel" aria-labelledby="activity-list-title">
        <div className="activity-list-head">
          <h2 id="activity-list-title">Changes to {heading}</h2>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void load()}>Refresh</button>
        </div>
        {error ? <p className="error-text" role="alert">{error.message}</p> : null}
        {entries === null ? (error ? null : <p aria-busy="true">Loading…</p>) : entries.length === 0 ? (
          <p className="muted">No changes yet.</p>
        ) : (
          <>
            <table className="table activity-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  {everyShop ? <th scope="col">Shop</th> : null}
                </tr>
              </thead>
              <tbody>
                {visible.map((e, index) => {
                  const shop = shopOf(e.shopId);
                  const itemNames = e.shopId ? names.get(e.shopId) : undefined;
                  const line = describeAudit(e, { timeZone: shop?.timeZone, itemName: (id) => itemNames?.get(id), siteName });
                  return (
                    <tr key={e.id} ref={index === focusFrom ? firstNew : undefined} tabIndex={index === focusFrom ? -1 : undefined} className="activity-entry" data-action={e.action}>
                      <td className="activity-when"><time dateTime={e.at}>{formatWhen(e.at, shop?.timeZone, now)}</time></td>
                      <td className="activity-who">{actorLabel(e.actor)}</td>
                      <td className="activity-what">
                        <span className="activity-summary">{line.summary}</span>
                        {line.note ? <span className="activity-note">{line.note}</span> : null}
                      </td>
                      {everyShop ? <td className="activity-shop">{shop?.name ?? (e.shopId ?? 'Accounts')}</td> : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="activity-count muted">
              {entries.length > shown ? `Showing the latest ${shown} of ${entries.length}.` : `${entries.length} change${entries.length === 1 ? '' : 's'}.`}
            </p>
            {entries.length > shown ? (
              <button type="button" className="btn btn-secondary" onClick={() => { setFocusFrom(shown); setShown(shown + PAGE); }}>Show older</button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
