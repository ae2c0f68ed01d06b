/**
 * `/admin/operations`: the shop's live operations for a busy person on a tablet. One tap pauses
 * online ordering for 15, 30 or 60 minutes or until resumed (every kind or some), Resume, busy
 * minutes in steps of 5, 10 and 20 with a reset to 0, and every item and modifier with an
 * in-stock switch (out of stock until the end of the day by default). The page follows
 * `operations.changed` on the staff events stream, so a change made elsewhere shows at once.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StaffEvent } from '../../../server/staff/contract.js';
import { connectLive, type LiveStatus } from '../board/live.js';
import { api, shopPath, type ApiErrorBody } from '../lib/api.js';
import { formatClock } from '../lib/format.js';
import { useNow } from '../lib/hooks.js';
import { useSession } from '../session/context.js';
import type { StaffShop } from '../session/session.js';
import './operations.css';

type Kind = 'PICKUP' | 'DELIVERY' | 'DINEIN';
interface Entry { productId?: string; modifierId?: string; until: string | null }
export interface LiveOperations { paused: { until: string | null; types?: Kind[] } | null; busyMinutes: number; outOfStock: Entry[] }
/** `profileOutOfStock`: the shop's profile sets it out of stock, so operations cannot put it back on sale. */
interface CheckOption { id: string; name: string; profileOutOfStock?: boolean }
interface CheckItem extends CheckOption { modgroups: { id: string; name: string; options?: CheckOption[] }[] }
interface CheckCategory { id: string; name: string; items: CheckItem[] }

const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'PICKUP', label: 'Pick up' },
  { kind: 'DELIVERY', label: 'Delivery' },
  { kind: 'DINEIN', label: 'Dine-in' },
];
const KIND_LABEL: Record<Kind, string> = { PICKUP: 'pick up', DELIVERY: 'delivery', DINEIN: 'dine-in' };
const MAX_BUSY = 120;
/** Why a switch does nothing: the item is out of stock in the shop's profile. */
const PROFILE_OUT_TEXT = 'Out of stock in the profile: change it in the Studio';

/**
 * "Paused until 6:30 PM (delivery only)" and the like, the time on the shop's clock (its zone, as
 * the board and the customers' pages read it), with the day when it is not today.
 */
export function pauseText(ops: LiveOperations, timeZone: string | undefined, now: number): string {
  if (!ops.paused) return 'Taking orders';
  const kinds = ops.paused.types && ops.paused.types.length > 0 ? ` (${ops.paused.types.map((k) => KIND_LABEL[k]).join(', ')} only)` : '';
  return `${ops.paused.until ? `Paused until ${formatClock(ops.paused.until, timeZone, now)}` : 'Paused until resumed'}${kinds}`;
}

export function OperationsPage({ shop }: { readonly shop: StaffShop }) {
  const role = useSession((s) => (s.kind === 'signed-in' ? s.user.role : 'staff'));
  const canPause = role !== 'staff';
  const [ops, setOps] = useState<LiveOperations | null>(null);
  const [menu, setMenu] = useState<CheckCategory[] | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  // The request in flight: a second press meanwhile is ignored. The buttons stay enabled (aria-disabled),
  // since disabling the pressed one would drop keyboard focus to the page.
  const inFlight = useRef(false);
  const firstPause = useRef<HTMLButtonElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [kinds, setKinds] = useState<Kind[]>([]);
  const [backTomorrow, setBackTomorrow] = useState(true);
  const [query, setQuery] = useState('');
  const now = useNow(30_000);
  const zone = shop.timeZone;

  const load = useCallback(async () => {
    const r = await api<LiveOperations>('GET', shopPath(shop.shopId, '/operations'));
    if (r.ok) setOps(r.data);
    else setError(r.error);
  }, [shop.shopId]);

  useEffect(() => {
    setOps(null);
    void load();
    void api<{ categories: CheckCategory[] }>('GET', shopPath(shop.shopId, '/menu-check')).then((r) => {
      if (r.ok) setMenu(r.data.categories);
      else setError(r.error);
    });
    return connectLive({
      url: '/api/staff/events',
      onEvent: (e: StaffEvent) => {
        if (e.type === 'operations.changed' && e.shopId === shop.shopId) setOps((e.data as { operations: LiveOperations }).operations);
      },
      onStatus: (s, recovered) => {
        setLive(s);
        if (recovered) void load();
      },
    });
  }, [shop.shopId, load]);

  const change = async (body: unknown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const r = await api<LiveOperations>('POST', shopPath(shop.shopId, '/operations'), body);
    inFlight.current = false;
    setBusy(false);
    if (r.ok) setOps(r.data);
    else setError(r.error);
  };

  // Resume is shown only while paused: when it goes (resumed here or on another tablet) with focus on
  // it, focus moves to the first pause button rather than to the page.
  const paused = ops?.paused != null;
  useLayoutEffect(() => {
    const gone = lastFocused.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!paused && gone && !gone.isConnected && lost) firstPause.current?.focus();
  }, [paused]);

  const pause = (minutes: number | null) =>
    change({ pause: { until: minutes === null ? null : new Date(Date.now() + minutes * 60_000).toISOString(), ...(kinds.length > 0 && kinds.length < KINDS.length ? { types: kinds } : {}) } });

  const out = useMemo(() => {
    const products = new Set<string>();
    const modifiers = new Set<string>();
    for (const e of ops?.outOfStock ?? []) {
      if (e.productId) products.add(e.productId);
      if (e.modifierId) modifiers.add(e.modifierId);
    }
    return { products, modifiers };
  }, [ops]);
  const untilOf = (ref: { productId?: string; modifierId?: string }) => ops?.outOfStock.find((e) => (ref.productId ? e.productId === ref.productId : e.modifierId === ref.modifierId))?.until;

  const q = query.trim().toLowerCase();
  const rows = useMemo(() => {
    const list: { key: string; ref: { productId: string } | { modifierId: string }; name: string; detail: string; out: boolean; locked: boolean }[] = [];
    const seenMods = new Set<string>();
    for (const c of menu ?? []) {
      for (const i of c.items) {
        const locked = i.profileOutOfStock === true;
        list.push({ key: `p:${i.id}`, ref: { productId: i.id }, name: i.name, detail: c.name, out: locked || out.products.has(i.id), locked });
        for (const g of i.modgroups) {
          for (const m of g.options ?? []) {
            if (seenMods.has(m.id)) continue;
            seenMods.add(m.id);
            const mLocked = m.profileOutOfStock === true;
            list.push({ key: `m:${m.id}`, ref: { modifierId: m.id }, name: m.name, detail: `Option: ${g.name}`, out: mLocked || out.modifiers.has(m.id), locked: mLocked });
          }
        }
      }
    }
    return list;
  }, [menu, out]);
  const shown = q ? rows.filter((r) => r.name.toLowerCase().includes(q) || r.detail.toLowerCase().includes(q)) : rows;
  const outCount = rows.filter((r) => r.out).length;

  return (
    <div className="page ops-page" onFocus={(e) => { lastFocused.current = e.target; }}>
      <div className="page-head ops-head">
        <h1>Operations</h1>
        <p className={`ops-live ops-live-${live}`} role="status">{live === 'live' ? 'Live' : live === 'lost' ? 'Reconnecting…' : live === 'ended' ? 'Signed out' : 'Connecting…'}</p>
      </div>
      {error ? <p className="error-text" role="alert">{error.message}</p> : null}
      {!ops ? <p aria-busy="true">Loading…</p> : (
        <>
          <section className={`panel ops-state${ops.paused ? ' ops-paused' : ''}`} aria-label="Now">
            <p className="ops-state-main">{pauseText(ops, zone, now)}</p>
            <p className="ops-state-sub">
              {ops.busyMinutes > 0 ? `Busy: +${ops.busyMinutes} min on every estimate` : 'Not busy'} · {outCount === 0 ? 'Everything in stock' : `${outCount} out of stock`}
            </p>
          </section>

          <section className="panel" aria-labelledby="ops-pause">
            <h2 id="ops-pause">Pause online ordering</h2>
            {!canPause ? <p className="muted">A manager or owner can pause ordering or set busy minutes.</p> : (
              <>
                <div className="ops-kinds" role="group" aria-label="Which orders">
                  <button type="button" className="btn btn-choice" aria-pressed={kinds.length === 0} onClick={() => setKinds([])}>All orders</button>
                  {KINDS.map((k) => (
                    <button key={k.kind} type="button" className="btn btn-choice" aria-pressed={kinds.includes(k.kind)} onClick={() => setKinds((cur) => (cur.includes(k.kind) ? cur.filter((x) => x !== k.kind) : [...cur, k.kind]))}>{k.label}</button>
                  ))}
                </div>
                <div className="ops-buttons">
                  {[15, 30, 60].map((m, i) => (
                    <button key={m} ref={i === 0 ? firstPause : undefined} type="button" className="btn btn-secondary btn-large" aria-disabled={busy || undefined} onClick={() => void pause(m)}>Pause {m} min</button>
                  ))}
                  <button type="button" className="btn btn-secondary btn-large" aria-disabled={busy || undefined} onClick={() => void pause(null)}>Until resumed</button>
                  {ops.paused ? (
                    <button type="button" className="btn btn-primary btn-large" aria-disabled={busy || undefined} onClick={() => void change({ resume: true })}>Resume</button>
                  ) : null}
                </div>
              </>
            )}
          </section>

          {canPause ? (
            <section className="panel" aria-labelledby="ops-busy">
              <h2 id="ops-busy">Busy kitchen</h2>
              <div className="ops-buttons">
                <p className="ops-busy-now" aria-live="polite"><span className="ops-busy-value">+{ops.busyMinutes}</span> min</p>
                {[5, 10, 20].map((m) => {
                  const atMost = ops.busyMinutes >= MAX_BUSY;
                  return <button key={m} type="button" className="btn btn-secondary btn-large" aria-disabled={busy || atMost || undefined} onClick={() => { if (!atMost) void change({ busyMinutes: Math.min(MAX_BUSY, ops.busyMinutes + m) }); }} aria-label={`Add ${m} minutes`}>+{m}</button>;
                })}
                <button type="button" className="btn btn-danger-outline btn-large" aria-disabled={busy || ops.busyMinutes === 0 || undefined} onClick={() => { if (ops.busyMinutes > 0) void change({ busyMinutes: 0 }); }}>Reset to 0</button>
              </div>
            </section>
          ) : null}

          <section className="panel" aria-labelledby="ops-stock">
            <h2 id="ops-stock">In stock</h2>
            <div className="ops-stock-tools">
              <div className="field">
                <label htmlFor="ops-search">Find an item or option</label>
                <input id="ops-search" className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
              </div>
              <fieldset className="field ops-back">
                <legend>Marked out of stock:</legend>
                <label className="choice"><input type="radio" name="ops-back" checked={backTomorrow} onChange={() => setBackTomorrow(true)} /> back tomorrow</label>
                <label className="choice"><input type="radio" name="ops-back" checked={!backTomorrow} onChange={() => setBackTomorrow(false)} /> until turned back on</label>
              </fieldset>
            </div>
            {!menu ? <p aria-busy="true">Loading the menu…</p> : (
              <ul className="ops-items">
                {shown.map((r, index) => {
                  const until = r.out && !r.locked ? untilOf(r.ref) : undefined;
                  const detailId = `ops-detail-${index}`;
                  return (
                    <li key={r.key} className={`ops-item${r.out ? ' ops-item-out' : ''}${r.locked ? ' ops-item-locked' : ''}`}>
                      <span className="ops-item-text">
                        <span className="ops-item-name">{r.name}</span>
                        <span className="muted ops-item-detail" id={detailId}>{r.detail}{r.locked ? ` · ${PROFILE_OUT_TEXT}` : r.out ? ` · out of stock ${until ? `until ${formatClock(until, zone, now)}` : 'until turned back on'}` : ''}</span>
                      </span>
                      <button
                        type="button"
                        role="switch"
                        aria-checked={!r.out}
                        aria-label={`${r.name} in stock`}
                        aria-describedby={r.locked ? detailId : undefined}
                        className="ops-switch"
                        aria-disabled={r.locked || busy || undefined}
                        onClick={() => {
                          if (!r.locked) void change(r.out ? { backInStock: r.ref } : { outOfStock: { ...r.ref, until: backTomorrow ? 'end-of-day' : null } });
                        }}
                      >
                        <span className="ops-switch-track" aria-hidden="true"><span className="ops-switch-thumb" /></span>
                        <span className="ops-switch-label" aria-hidden="true">{r.out ? 'Out' : 'In'}</span>
                      </button>
                    </li>
                  );
                })}
                {shown.length === 0 ? <li className="muted">Nothing matches “{query}”.</li> : null}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
