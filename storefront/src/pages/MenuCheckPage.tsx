/**
 * `/menu-check`: staff check every category and item with its modifier groups, items with the
 * same groups marked 'same mods as'; categories tagged hide are skipped. Behind the server's
 * staff token when it has one: a sign-in prompt asks for it (kept for this browser tab).
 */
import { useEffect, useState } from 'react';
import { apiRequest, shopApi } from '../lib/api.js';
import { useShop } from '../lib/boot.js';
import '../styles/site.css';

interface CheckItem { id: string; name: string; price?: unknown; modgroups: { id: string; name: string; modifiers: number }[]; sameModsAs?: { id: string; name: string } }
interface CheckCategory { id: string; name: string; hiddenByTag: boolean; items: CheckItem[] }

const TOKEN_KEY = 'staff-token';

export default function MenuCheckPage() {
  const shop = useShop();
  const [token, setToken] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'signin'; message?: string } | { kind: 'ok'; categories: CheckCategory[] }>({ kind: 'loading' });
  const [filter, setFilter] = useState('');

  useEffect(() => {
    setToken(sessionStorage.getItem(TOKEN_KEY) ?? '');
  }, []);
  useEffect(() => {
    if (token === null) return;
    void apiRequest<{ categories: CheckCategory[] }>(shopApi(shop.shopId, '/menu-check'), { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then((res) => {
      if (res.ok) setState({ kind: 'ok', categories: res.data.categories });
      else if (res.status === 401) setState({ kind: 'signin', ...(token ? { message: 'That staff token is not right.' } : {}) });
      else setState({ kind: 'signin', message: res.error.message });
    });
  }, [token, shop.shopId]);

  if (state.kind === 'loading') return <div className="container site-page" aria-busy="true"><h1>Menu check</h1></div>;
  if (state.kind === 'signin') {
    return (
      <div className="container site-page narrow">
        <h1>Menu check</h1>
        <p>This page is for {shop.identity.name} staff. Sign in with the staff token to see every item.</p>
        <form className="shop-form card" onSubmit={(e) => { e.preventDefault(); sessionStorage.setItem(TOKEN_KEY, draft); setToken(draft); }}>
          <div className="field">
            <label htmlFor="staff-token">Staff token</label>
            <input id="staff-token" className="input" type="password" autoComplete="current-password" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </div>
          {state.message ? <p className="error-text" role="alert">{state.message}</p> : null}
          <button type="submit" className="btn btn-primary">Sign in</button>
        </form>
      </div>
    );
  }
  const q = filter.trim().toLowerCase();
  const categories = state.categories.filter((c) => !c.hiddenByTag);
  return (
    <div className="container site-page">
      <h1>Menu check</h1>
      <p className="muted">Not visible to the public. Every category and item, with modifier groups.</p>
      <div className="field">
        <label htmlFor="check-filter">Filter items</label>
        <input id="check-filter" className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      {categories.map((c) => {
        const items = c.items.filter((i) => !q || i.name.toLowerCase().includes(q));
        if (items.length === 0) return null;
        return (
          <section key={c.id} className="check-category">
            <h2>{c.name}</h2>
            <ul className="check-items">
              {items.map((i) => (
                <li key={i.id}>
                  <strong>{i.name}</strong> <span className="muted">{i.id}</span>
                  {i.sameModsAs ? <span> — same mods as {i.sameModsAs.name}</span> : i.modgroups.length > 0 ? (
                    <ul>{i.modgroups.map((g) => <li key={g.id}>{g.name} ({g.modifiers} options)</li>)}</ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
