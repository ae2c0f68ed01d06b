/**
 * `/admin/inquiries`: what customers sent through the shop's contact and catering forms, newest
 * first: who, how to reach them (e-mail and phone links), when it arrived (on the shop's clock),
 * the location, the event's details for catering, and the message. All, catering or messages
 * only; older ones page by page.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, shopPath } from '../lib/api.js';
import { formatClock, formatPhone } from '../lib/format.js';
import type { StaffShop } from '../session/session.js';
import { budgetLabel, eventTypeLabel, eventWhen, inquiryTitle, KIND_LABEL, type Inquiry } from './inquiry-text.js';
import './inquiries.css';

type Filter = 'all' | Inquiry['kind'];
const FILTERS: { filter: Filter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'catering', label: 'Catering' },
  { filter: 'contact', label: 'Messages' },
];
const PAGE = 30;

interface Page { readonly submissions: Inquiry[]; readonly next: string | null }

export function InquiriesPage({ shop }: { readonly shop: StaffShop }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [items, setItems] = useState<Inquiry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (before: string | null) => {
    setLoading(true);
    setError(null);
    const query = new URLSearchParams({ limit: String(PAGE), ...(filter === 'all' ? {} : { kind: filter }), ...(before ? { before } : {}) });
    const res = await api<Page>('GET', shopPath(shop.shopId, `/forms?${query.toString()}`));
    setLoading(false);
    if (!res.ok) return setError(res.error.message);
    setItems((cur) => (before && cur ? [...cur, ...res.data.submissions] : res.data.submissions));
    setNext(res.data.next);
  }, [shop.shopId, filter]);

  useEffect(() => {
    setItems(null);
    void load(null);
  }, [load]);

  const now = Date.now();
  return (
    <div className="page inquiries-page">
      <div className="page-head">
        <h1>Inquiries</h1>
        <p className="muted">{shop.name}: messages and catering inquiries sent through the website, newest first. Times are the shop's.</p>
      </div>
      <div className="inquiry-tools">
        <div className="inquiry-filters" role="group" aria-label="Show">
          {FILTERS.map((f) => (
            <button key={f.filter} type="button" className="btn btn-choice" aria-pressed={filter === f.filter} onClick={() => setFilter(f.filter)}>{f.label}</button>
          ))}
        </div>
        <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void load(null)}>Refresh</button>
      </div>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      {items === null ? (!error ? <p aria-busy="true">Loading…</p> : null) : items.length === 0 ? (
        <p className="panel muted">{filter === 'catering' ? 'No catering inquiries yet.' : filter === 'contact' ? 'No messages yet.' : 'No messages or catering inquiries yet.'} They show here as customers send them from the shop's website.</p>
      ) : (
        <ul className="inquiry-list">
          {items.map((i) => (
            <li key={i.id}>
              <InquiryCard inquiry={i} timeZone={shop.timeZone} now={now} />
            </li>
          ))}
        </ul>
      )}
      {next ? <button type="button" className="btn btn-secondary inquiry-more" disabled={loading} onClick={() => void load(next)}>Show older</button> : null}
    </div>
  );
}

function InquiryCard({ inquiry: i, timeZone, now }: { readonly inquiry: Inquiry; readonly timeZone: string | undefined; readonly now: number }) {
  return (
    <article className={`inquiry inquiry-kind-${i.kind}`} aria-label={inquiryTitle(i)}>
      <header className="inquiry-head">
        <span className={`inquiry-badge inquiry-badge-${i.kind}`}>{KIND_LABEL[i.kind]}</span>
        <h2 className="inquiry-name">{i.name}</h2>
        <span className="inquiry-when">Received <time dateTime={i.receivedAt}>{formatClock(i.receivedAt, timeZone, now)}</time></span>
      </header>
      <p className="inquiry-reach">
        <a href={`mailto:${i.email}`}>{i.email}</a>
        {i.phone ? <a href={`tel:${i.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(i.phone)}</a> : null}
        <span className="muted">{i.location}</span>
      </p>
      {i.event ? (
        <dl className="inquiry-event">
          <dt>Event</dt><dd>{eventTypeLabel(i.event.type)}</dd>
          <dt>When</dt><dd>{eventWhen(i.event.date, i.event.time)}</dd>
          <dt>Guests</dt><dd>{i.event.guestCount}</dd>
          {i.event.budget ? <><dt>Budget</dt><dd>{budgetLabel(i.event.budget)}</dd></> : null}
          {i.event.dietaryRestrictions ? <><dt>Dietary needs</dt><dd>{i.event.dietaryRestrictions}</dd></> : null}
        </dl>
      ) : null}
      {i.message ? <p className="inquiry-message">{i.message}</p> : null}
    </article>
  );
}
