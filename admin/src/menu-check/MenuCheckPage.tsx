/**
 * `/admin/menu-check`: every category and item of the shop with its modifier groups, items
 * with the same groups marked 'same mods as'; categories tagged hide are skipped (the legacy
 * menu checker, now behind the staff sign-in).
 */
import { useEffect, useState } from 'react';
import { api, shopPath } from '../lib/api.js';
import type { StaffShop } from '../session/session.js';
import { groupLine, type CheckGroup } from './group-line.js';

interface CheckItem { id: string; name: string; modgroups: CheckGroup[]; sameModsAs?: { id: string; name: string } }
interface CheckCategory { id: string; name: string; hiddenByTag: boolean; items: CheckItem[] }

export function MenuCheckPage({ shop }: { readonly shop: StaffShop }) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; categories: CheckCategory[] }>({ kind: 'loading' });
  const [filter, setFilter] = useState('');
  useEffect(() => {
    setState({ kind: 'loading' });
    void api<{ categories: CheckCategory[] }>('GET', shopPath(shop.shopId, '/menu-check')).then((res) =>
      setState(res.ok ? { kind: 'ok', categories: res.data.categories } : { kind: 'error', message: res.error.message }),
    );
  }, [shop.shopId]);
  const q = filter.trim().toLowerCase();
  return (
    <div className="page">
      <div className="page-head">
        <h1>Menu check</h1>
        <p className="muted">{shop.name}: every category and item, with modifier groups. Not visible to the public.</p>
      </div>
      {state.kind === 'loading' ? <p aria-busy="true">Loading the menu…</p> : null}
      {state.kind === 'error' ? <p className="error-text" role="alert">{state.message}</p> : null}
      {state.kind === 'ok' ? (
        <>
          <div className="field field-inline">
            <label htmlFor="check-filter">Filter items</label>
            <input id="check-filter" className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
          {state.categories.filter((c) => !c.hiddenByTag).map((c) => {
            const items = c.items.filter((i) => !q || i.name.toLowerCase().includes(q));
            if (items.length === 0) return null;
            return (
              <section key={c.id} className="panel check-category">
                <h2>{c.name} <span className="count">{items.length}</span></h2>
                <ul className="check-items">
                  {items.map((i) => (
                    <li key={i.id}>
                      <strong>{i.name}</strong> <span className="muted mono">{i.id}</span>
                      {i.sameModsAs ? <span> — same mods as {i.sameModsAs.name}</span> : i.modgroups.length > 0 ? (
                        <ul>{i.modgroups.map((g) => <li key={g.id}>{groupLine(g)}</li>)}</ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      ) : null}
    </div>
  );
}
