/**
 * `/admin/orders`: the kitchen's board. Reads the shop's orders, then follows the events stream;
 * rings (Web Audio), flashes the tab title and notifies while a new order is unacknowledged,
 * louder once one waits too long; says when the connection is lost and when it is back (and then
 * re-reads the list so nothing is missed).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { RejectReason, StaffEvent, BoardOrder } from '../../../server/staff/contract.js';
import { api, shopPath } from '../lib/api.js';
import { formatCents, formatClock, startOfDay } from '../lib/format.js';
import { useNow, useTitleFlash } from '../lib/hooks.js';
import type { StaffShop } from '../session/session.js';
import { REJECT_REASON_LABEL, statusBody, type OrderAction } from './actions.js';
import { boardColumns, isEscalated, isUpcoming, newOrders, ringMode, unacknowledged, type BoardColumns } from './board-state.js';
import { createBoardStore } from './board-store.js';
import { AcceptDialog, CancelDialog, OrderDetailsDialog, RejectDialog } from './dialogs.js';
import { connectLive, type LiveStatus } from './live.js';
import { OrderCard } from './OrderCard.js';
import { ringText } from './ring-text.js';
import { SoundController, type AudioContextLike } from './sound.js';

type View = 'placed' | 'accepted' | 'ready' | 'upcoming' | 'done';
const COLUMN_TITLES: Record<View, string> = { placed: 'New', accepted: 'Preparing', ready: 'Ready', upcoming: 'Upcoming', done: 'Done today' };
const EMPTY: Record<View, string> = {
  placed: 'No new orders. New ones ring and appear here.',
  accepted: 'Nothing cooking.',
  ready: 'Nothing waiting for pickup.',
  upcoming: 'No scheduled orders ahead.',
  done: 'Nothing finished yet today.',
};

type Open = { kind: 'details' | 'accept' | 'reject' | 'cancel'; orderId: string } | null;

/** Where keyboard focus goes once an action has moved an order: the column it left, at its place. */
type FocusAfter = { readonly from: View; readonly index: number; readonly orderId: string } | null;

/** The column an order is shown in, and its place there. */
function placeOf(cols: BoardColumns, orderId: string): { view: View; index: number } | null {
  for (const view of ['placed', 'accepted', 'ready', 'upcoming', 'done'] as const) {
    const index = cols[view].findIndex((o) => o.orderId === orderId);
    if (index >= 0) return { view, index };
  }
  return null;
}

/** The polite announcement after an action: what happened and where the order is now. */
function movedText(order: BoardOrder, cols: BoardColumns, timeZone: string | undefined, now: number): string {
  const ref = `Order #${order.reference}`;
  const to = placeOf(cols, order.orderId);
  const where = to ? ` It is now in ${COLUMN_TITLES[to.view]}.` : '';
  switch (order.status) {
    case 'accepted': return `${ref} accepted, ready at ${formatClock(order.promisedAt ?? order.dueAt, timeZone, now)}.${where}`;
    case 'ready': return `${ref} is ready.${where}`;
    case 'completed': return `${ref} completed.${where}`;
    case 'rejected': return `${ref} rejected${order.rejectReason ? `: ${REJECT_REASON_LABEL[order.rejectReason]}` : ''}.${where}`;
    case 'cancelled': return `${ref} cancelled.${where}`;
    default: return `${ref} updated.${where}`;
  }
}

function createAudio(): AudioContextLike {
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
  return new Ctor() as unknown as AudioContextLike;
}

function notify(order: BoardOrder): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification('New order', { body: `${order.name?.trim() || 'Guest'} · ${order.itemCount} item${order.itemCount === 1 ? '' : 's'} · ${formatCents(order.totals.invoiceCents)}`, tag: order.orderId });
  } catch {
    // Some browsers allow notifications only from a service worker; the ring and title still work.
  }
}

export function OrdersBoardPage({ shop }: { readonly shop: StaffShop }) {
  const store = useMemo(() => createBoardStore(shop.shopId), [shop.shopId]);
  const board = useStore(store, (s) => s.board);
  const now = useNow(5_000);
  const [live, setLive] = useState<{ status: LiveStatus; recoveredAt: number | null }>({ status: 'connecting', recoveredAt: null });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [view, setView] = useState<View>('placed');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const sound = useMemo(() => new SoundController(createAudio), []);
  const [soundOn, setSoundOn] = useState(false);
  const zone = shop.timeZone;
  // "Today" is the shop's day, as on its tickets and texts, whatever zone the tablet is set to.
  const dayStart = startOfDay(now, zone);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const [announcement, setAnnouncement] = useState('');
  const sinceRef = useRef(dayStart);
  sinceRef.current = dayStart;

  const reload = useCallback(async () => {
    // Twelve hours before today's start: scheduled orders placed last night for today are listed too.
    const since = new Date(sinceRef.current - 12 * 3_600_000).toISOString();
    // The server answers the list itself (newest first), not an envelope.
    const res = await api<BoardOrder[]>('GET', shopPath(shop.shopId, `/orders?since=${encodeURIComponent(since)}`));
    if (!res.ok) return setLoadError(res.error.message);
    setLoadError(null);
    store.getState().receiveList(res.data);
  }, [shop.shopId, store]);

  useEffect(() => {
    void reload();
    return connectLive({
      url: '/api/staff/events',
      onEvent: (event: StaffEvent) => {
        const placed = store.getState().receiveEvent(event);
        // A scheduled order waiting in Upcoming neither notifies nor flashes until it reaches New.
        if (placed && !isUpcoming(placed, Date.now(), shop.prepMinutes)) {
          notify(placed);
          setFresh((f) => new Set(f).add(placed.orderId));
        }
      },
      onStatus: (status, recovered) => {
        setLive({ status, recoveredAt: recovered ? Date.now() : null });
        if (recovered) void reload();
      },
    });
  }, [reload, store, shop.prepMinutes]);

  // "Back online" shows for a few seconds after a reconnect.
  useEffect(() => {
    if (live.recoveredAt === null) return;
    const t = setTimeout(() => setLive((l) => ({ ...l, recoveredAt: null })), 6_000);
    return () => clearTimeout(t);
  }, [live.recoveredAt]);

  const prep = shop.prepMinutes;
  const mode = ringMode(board, now, prep);
  useEffect(() => sound.setMode(mode), [sound, mode]);
  useEffect(() => () => sound.dispose(), [sound]);
  // The ring bar counts what New shows: a scheduled order in Upcoming does not sound yet.
  const waiting = unacknowledged(board, now, prep);
  const inNew = newOrders(board, now, prep);
  const newCount = inNew.length;
  const escalatedCount = inNew.filter((o) => isEscalated(o, now, prep)).length;
  useTitleFlash(mode === 'off' ? 0 : Math.max(waiting.length, 1), `Orders · ${shop.name}`);
  const cols = boardColumns(board, now, dayStart, prep);

  const enableSound = async () => {
    await sound.enable();
    setSoundOn(sound.enabled);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
  };
  const acknowledgeAll = () => {
    store.getState().acknowledge(waiting.map((o) => o.orderId));
    setFresh(new Set());
  };

  const send = async (order: BoardOrder, body: ReturnType<typeof statusBody>) => {
    setOpen(null);
    setActionError(null);
    const from = placeOf(cols, order.orderId);
    const res = await api<BoardOrder>('POST', shopPath(shop.shopId, `/orders/${encodeURIComponent(order.orderId)}/status`), body);
    if (res.ok) {
      store.getState().receiveOrder(res.data);
      const t = Date.now();
      setAnnouncement(movedText(res.data, boardColumns(store.getState().board, t, startOfDay(t, zone), prep), zone, t));
      if (from) setFocusAfter({ from: from.view, index: from.index, orderId: order.orderId });
      // A shop that asks for it gets the kitchen ticket printed once, by the tablet that accepted.
      if (shop.printTicketOnAccept && order.status === 'placed' && body.status === 'accepted' && res.data.status === 'accepted') printTicket(shop.shopId, order.orderId);
      return;
    }
    setActionError(`Order #${order.reference}: ${res.error.message}`);
    if (res.status === 409) void reload();
  };
  const onAction = (order: BoardOrder, action: OrderAction) => {
    if (action === 'print') return printTicket(shop.shopId, order.orderId);
    if (action === 'ready') return void send(order, statusBody('ready'));
    if (action === 'complete') return void send(order, statusBody('complete'));
    store.getState().acknowledge([order.orderId]);
    setOpen({ kind: action, orderId: order.orderId });
  };
  const openOrder = open ? board.orders[open.orderId] : undefined;

  // Once an action has moved an order its card is gone from under the keyboard: focus the card
  // that took its place in the column it left (or the one before), else that column's heading.
  // Only when focus was lost with the card: someone who has moved on keeps their place.
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(active.closest(`[data-order-id="${CSS.escape(focusAfter.orderId)}"]`));
    if (!lost) return;
    const column = document.querySelector<HTMLElement>(`.column-${focusAfter.from}`);
    const cards = [...(column?.querySelectorAll<HTMLElement>('.order-card-open') ?? [])];
    const heading = document.getElementById(`col-${focusAfter.from}`);
    // On a phone the headings are hidden behind the tabs: the column's tab stands in.
    const tab = document.querySelector<HTMLElement>(`.view-tab[data-view="${focusAfter.from}"]`);
    const target = cards[Math.min(focusAfter.index, cards.length - 1)] ?? (heading && heading.getClientRects().length > 0 ? heading : tab);
    target?.focus();
  }, [focusAfter]);

  const column = (v: View, list: BoardOrder[]) => (
    <section key={v} className={`column column-${v}${view === v ? ' current' : ''}`} aria-labelledby={`col-${v}`}>
      <h2 id={`col-${v}`} className="column-title" tabIndex={-1}>{COLUMN_TITLES[v]} <span className="count">{list.length}</span></h2>
      {list.length === 0 ? <p className="empty">{EMPTY[v]}</p> : (
        <ul className="cards">
          {list.map((o) => (
            <li key={o.orderId}>
              <OrderCard order={o} now={now} timeZone={zone} escalated={isEscalated(o, now, prep)} fresh={fresh.has(o.orderId) && !board.acknowledged.has(o.orderId)} onOpen={(x) => { store.getState().acknowledge([x.orderId]); setOpen({ kind: 'details', orderId: x.orderId }); }} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  const counts: Record<View, number> = { placed: cols.placed.length, accepted: cols.accepted.length, ready: cols.ready.length, upcoming: cols.upcoming.length, done: cols.done.length };

  return (
    <div className="board" data-ringing={mode} data-live={live.status}>
      <h1 className="visually-hidden">Orders board: {shop.name}</h1>
      {live.status === 'lost' ? <div className="banner banner-lost" role="alert">Connection lost. Reconnecting… New orders will show once the board is back online.</div> : null}
      {live.status === 'live' && live.recoveredAt !== null ? <div className="banner banner-back" role="status">Back online. The board is up to date.</div> : null}
      {loadError ? <div className="banner banner-lost" role="alert">{loadError}</div> : null}
      {actionError ? <div className="banner banner-error" role="alert">{actionError} <button type="button" className="btn btn-ghost btn-small" onClick={() => setActionError(null)}>Dismiss</button></div> : null}

      <div className={`ringbar${mode !== 'off' ? ` ringing ringing-${mode}` : ''}`}>
        <p className="ring-status" role="status" aria-live="polite">{ringText(escalatedCount, waiting.length, newCount)}</p>
        <div className="ringbar-actions">
          {!soundOn ? <button type="button" className="btn btn-secondary" onClick={() => void enableSound()}>Enable sound</button> : <span className="sound-on">Sound on</span>}
          {mode !== 'off' ? <button type="button" className="btn btn-primary" onClick={acknowledgeAll}>Acknowledge</button> : null}
        </div>
      </div>
      {!soundOn ? <p className="sound-hint">Tap <strong>Enable sound</strong> once so new orders ring: browsers keep pages silent until someone taps.</p> : null}

      <nav className="view-tabs" aria-label="Columns">
        {(Object.keys(COLUMN_TITLES) as View[]).map((v) => (
          <button key={v} type="button" data-view={v} className={`view-tab${view === v ? ' current' : ''}`} aria-pressed={view === v} onClick={() => setView(v)}>
            {COLUMN_TITLES[v]} <span className="count">{counts[v]}</span>
          </button>
        ))}
      </nav>
      <div className="columns">
        {column('placed', cols.placed)}
        {column('accepted', cols.accepted)}
        {column('ready', cols.ready)}
      </div>
      <div className="columns columns-lists">
        {column('upcoming', cols.upcoming)}
        {column('done', cols.done)}
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      {openOrder && open?.kind === 'details' ? <OrderDetailsDialog order={openOrder} timeZone={zone} now={now} onClose={() => setOpen(null)} onAction={onAction} /> : null}
      {openOrder && open?.kind === 'accept' ? <AcceptDialog order={openOrder} defaultMinutes={prep} now={now} timeZone={zone} onClose={() => setOpen(null)} onAccept={(m) => void send(openOrder, statusBody('accept', m))} /> : null}
      {openOrder && open?.kind === 'reject' ? <RejectDialog order={openOrder} onClose={() => setOpen(null)} onReject={(r: RejectReason) => void send(openOrder, statusBody('reject', r))} /> : null}
      {openOrder && open?.kind === 'cancel' ? <CancelDialog order={openOrder} onClose={() => setOpen(null)} onCancel={() => void send(openOrder, statusBody('cancel'))} /> : null}
    </div>
  );
}

/** Opens the order's kitchen ticket (80 mm HTML) in a new window; `?print=1` makes the ticket open the print dialog itself. */
function printTicket(shopId: string, orderId: string): void {
  window.open(shopPath(shopId, `/orders/${encodeURIComponent(orderId)}/ticket?print=1`), '_blank');
}
