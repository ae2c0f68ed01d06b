/**
 * `/admin/webhooks`: the shop's webhook endpoints (URL and the events each receives), and the
 * delivery log with 'Send again' for any delivery.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, shopPath } from '../lib/api.js';
import { formatClock } from '../lib/format.js';
import type { StaffShop } from '../session/session.js';

const EVENTS = ['order.placed', 'order.status'] as const;

/** An endpoint as GET/PUT .../webhooks answer it; those from the profile are changed in the profile only. */
export interface WebhookEndpoint { readonly id: string; readonly url: string; readonly secret: string; readonly events: readonly string[]; readonly active: boolean; readonly source: 'profile' | 'console' }
/** One row of GET .../webhooks/deliveries. */
export interface WebhookDelivery {
  readonly id: string;
  readonly event: string;
  readonly url: string | null;
  readonly attempts: number;
  readonly state: 'pending' | 'sent' | 'failed';
  readonly createdAt: string | null;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
}

/** A signing secret for a new endpoint: 24 random bytes as hex (the server takes 16-200 characters). */
function newSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
}

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

  // PUT replaces the console's endpoints only (the profile's stay), so only those are sent.
  const save = async (next: readonly Pick<WebhookEndpoint, 'url' | 'secret' | 'events' | 'active'>[], message: string) => {
    setError(null);
    const res = await api<{ endpoints: WebhookEndpoint[] }>('PUT', shopPath(shop.shopId, '/webhooks'), { endpoints: next.map((x) => ({ url: x.url, secret: x.secret, events: x.events, active: x.active })) });
    if (!res.ok) return setError(res.error.message);
    setEndpoints(res.data.endpoints);
    setNotice(message);
  };
  const consoleEndpoints = (endpoints ?? []).filter((x) => x.source === 'console');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!/^https?:\/\//.test(url.trim())) return setError('Enter the endpoint\'s full address, starting with https://');
    if (events.length === 0) return setError('Choose at least one event to send.');
    const secret = newSecret();
    void save([...consoleEndpoints, { url: url.trim(), secret, events, active: true }], `Endpoint added. Its signing secret is ${secret}: check each delivery's Webhook-Signature with it.`).then(() => setUrl(''));
  };
  const resend = async (d: WebhookDelivery) => {
    const res = await api('POST', shopPath(shop.shopId, `/webhooks/deliveries/${encodeURIComponent(d.id)}/resend`));
    if (!res.ok) return setError(res.error.message);
    setNotice(`${d.event} queued again for ${d.url ?? 'its endpoint'}.`);
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
            {endpoints.map((x) => (
              <li key={x.id}>
                <span className="mono">{x.url}</span> <span className="muted">{x.events.join(', ')}{x.active ? '' : ' · paused'}</span>
                <span className="muted"> · signing secret <code className="mono">{x.secret}</code></span>
                {x.source === 'console' ? (
                  <button type="button" className="btn btn-danger-outline btn-small" aria-label={`Remove endpoint ${x.url}`} onClick={() => void save(consoleEndpoints.filter((y) => y.id !== x.id), 'Endpoint removed.')}>Remove</button>
                ) : <span className="muted"> · from the shop profile</span>}
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
                  <td>{d.createdAt ? <time dateTime={d.createdAt}>{formatClock(d.createdAt, shop.timeZone)}</time> : ''}</td>
                  <td>{d.event}</td>
                  <td className="mono">{d.url ?? '(removed endpoint)'}</td>
                  <td><span className={`result result-${d.state}`}>{d.state}{d.lastStatus ? ` (${d.lastStatus})` : ''}</span>{d.attempts ? <span className="muted"> · {d.attempts} tr{d.attempts === 1 ? 'y' : 'ies'}</span> : null}{d.lastError && d.state !== 'sent' ? <span className="muted"> · {d.lastError}</span> : null}</td>
                  <td><button type="button" className="btn btn-secondary btn-small" onClick={() => void resend(d)} aria-label={`Send ${d.event} to ${d.url ?? 'its endpoint'} again`}>Send again</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
