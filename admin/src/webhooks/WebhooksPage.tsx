/**
 * `/admin/webhooks`: the shop's webhook endpoints (URL and the events each receives), and the
 * delivery log with 'Send again' for any delivery.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, shopPath } from '../lib/api.js';
import type { StaffShop } from '../session/session.js';

const EVENTS = ['order.placed', 'order.status'] as const;

export interface WebhookEndpoint { readonly url: string; readonly events: readonly string[]; readonly secret?: string }
export interface WebhookDelivery { readonly id: string; readonly url: string; readonly event: string; readonly status: string; readonly attempts?: number; readonly responseStatus?: number | null; readonly at?: string; readonly createdAt?: string }

export function WebhooksPage({ shop }: { readonly shop: StaffShop }) {
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | null>(null);
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...EVENTS]);

  const load = useCallback(async () => {
    const [e, d] = await Promise.all([
      api<{ endpoints: WebhookEndpoint[] }>('GET', shopPath(shop.shopId, '/webhooks')),
      api<{ deliveries: WebhookDelivery[] }>('GET', shopPath(shop.shopId, '/webhooks/deliveries')),
    ]);
    if (e.ok) setEndpoints(e.data.endpoints);
    else setError(e.error.message);
    if (d.ok) setDeliveries(d.data.deliveries);
  }, [shop.shopId]);
  useEffect(() => void load(), [load]);

  const save = async (next: WebhookEndpoint[], message: string) => {
    setError(null);
    const res = await api<{ endpoints: WebhookEndpoint[] }>('PUT', shopPath(shop.shopId, '/webhooks'), { endpoints: next.map((x) => ({ url: x.url, events: x.events })) });
    if (!res.ok) return setError(res.error.message);
    setEndpoints(res.data.endpoints);
    setNotice(message);
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!/^https?:\/\//.test(url.trim())) return setError('Enter the endpoint\'s full address, starting with https://');
    if (events.length === 0) return setError('Choose at least one event to send.');
    void save([...(endpoints ?? []), { url: url.trim(), events }], 'Endpoint added.').then(() => setUrl(''));
  };
  const resend = async (d: WebhookDelivery) => {
    const res = await api('POST', shopPath(shop.shopId, `/webhooks/deliveries/${encodeURIComponent(d.id)}/resend`));
    if (!res.ok) return setError(res.error.message);
    setNotice(`${d.event} queued again for ${d.url}.`);
    void load();
  };

  return (
    <div className="page">
      <div className="page-head">
        <h1>Webhooks</h1>
        <p className="muted">{shop.name}: order events sent to your other systems, signed with HMAC-SHA256 in the Webhook-Signature header.</p>
      </div>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      {notice ? <p className="notice" role="status">{notice}</p> : null}
      <section className="panel" aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        {endpoints === null ? <p aria-busy="true">Loading…</p> : endpoints.length === 0 ? <p className="muted">No endpoints yet.</p> : (
          <ul className="endpoint-list">
            {endpoints.map((x, i) => (
              <li key={`${x.url}-${i}`}>
                <span className="mono">{x.url}</span> <span className="muted">{x.events.join(', ')}</span>
                <button type="button" className="btn btn-danger-outline btn-small" aria-label={`Remove endpoint ${x.url}`} onClick={() => void save(endpoints.filter((_, j) => j !== i), 'Endpoint removed.')}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        <form className="webhook-form" onSubmit={add} noValidate>
          <div className="field">
            <label htmlFor="webhook-url">Endpoint URL</label>
            <input id="webhook-url" className="input" type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
          </div>
          <fieldset className="field">
            <legend>Events</legend>
            {EVENTS.map((ev) => (
              <label key={ev} className="choice"><input type="checkbox" checked={events.includes(ev)} onChange={(e) => setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))} /> {ev}</label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary">Add endpoint</button>
        </form>
      </section>
      <section className="panel" aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Delivery log</h2>
        {deliveries === null ? <p aria-busy="true">Loading…</p> : deliveries.length === 0 ? <p className="muted">Nothing sent yet.</p> : (
          <table className="table">
            <thead><tr><th scope="col">When</th><th scope="col">Event</th><th scope="col">Endpoint</th><th scope="col">Result</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>{new Date(d.at ?? d.createdAt ?? 0).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td>{d.event}</td>
                  <td className="mono">{d.url}</td>
                  <td><span className={`result result-${d.status}`}>{d.status}{d.responseStatus ? ` (${d.responseStatus})` : ''}</span>{d.attempts ? <span className="muted"> · {d.attempts} tr{d.attempts === 1 ? 'y' : 'ies'}</span> : null}</td>
                  <td><button type="button" className="btn btn-secondary btn-small" onClick={() => void resend(d)} aria-label={`Send ${d.event} to ${d.url} again`}>Send again</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
