/** The studio's other panels: replay the last orders, preview the storefront, publish, history. */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, shopPath } from '../lib/api.js';
import { formatCents } from '../lib/format.js';
import { Dialog } from '../ui/Dialog.js';
import type { Finding } from './studio-store.js';
import { formatInstant, isoToLocalInput, localInputToIso, quickInstants, replaySentence, signedCents, type ReplayResult } from './studio-text.js';

export function ReplayPanel({ shopId, timeZone, ensureDraft }: { readonly shopId: string; readonly timeZone: string; readonly ensureDraft: () => Promise<string | null> }) {
  const [result, setResult] = useState<ReplayResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const replay = async () => {
    setBusy(true);
    setError(null);
    const draftId = await ensureDraft();
    const res = draftId ? await api<ReplayResult>('POST', shopPath(shopId, `/drafts/${encodeURIComponent(draftId)}/replay`), { limit: 200 }) : null;
    setBusy(false);
    if (!res) return setError('The draft could not be stored; see the findings above.');
    if (!res.ok) return setError(res.error.message);
    setResult(res.data);
  };
  const changed = result?.orders.filter((o) => o.differenceCents !== 0 || o.rulesMoved.length > 0) ?? [];
  return (
    <section className="panel" aria-labelledby="replay-title">
      <h2 id="replay-title">Replay the last orders</h2>
      <p className="muted">Each of the last 200 orders priced again, at its own time with its own cart, by the live version and by this draft.</p>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void replay()}>{busy ? 'Replaying…' : 'Replay the last 200 orders'}</button>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      <div aria-live="polite">
        {result ? <p className="replay-summary">{replaySentence(result)}</p> : null}
      </div>
      {changed.length > 0 ? (
        <table className="table replay-table">
          <caption className="visually-hidden">Orders the draft would change</caption>
          <thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col" className="num">Live</th><th scope="col" className="num">Draft</th><th scope="col" className="num">Difference</th><th scope="col">Rules that moved</th></tr></thead>
          <tbody>
            {changed.slice(0, 50).map((o) => (
              <tr key={o.orderId}>
                <td className="mono">{o.reference}</td>
                <td><time dateTime={o.at}>{formatInstant(o.at, timeZone)}</time></td>
                <td className="num">{formatCents(o.liveInvoiceCents)}</td>
                <td className="num">{formatCents(o.draftInvoiceCents)}</td>
                <td className={`num ${o.differenceCents < 0 ? 'down' : o.differenceCents > 0 ? 'up' : ''}`}>{signedCents(o.differenceCents)}</td>
                <td>{o.rulesMoved.map((r) => `${r.ruleId} ${formatCents(r.liveCents)} → ${formatCents(r.draftCents)}`).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export function PreviewPanel({ basePath, timeZone, ensureDraft }: { readonly basePath: string; readonly timeZone: string; readonly ensureDraft: () => Promise<string | null> }) {
  const [value, setValue] = useState(() => isoToLocalInput(new Date().toISOString(), timeZone));
  const [error, setError] = useState<string | null>(null);
  const quick = quickInstants(Date.now(), timeZone);
  const open = async (iso: string | null) => {
    if (!iso) return setError('Choose a date and time.');
    setError(null);
    // The tab opens at once (browsers block windows opened after an await), then gets its address.
    const tab = window.open('', '_blank');
    const draftId = await ensureDraft();
    if (!draftId) {
      tab?.close();
      return setError('The draft could not be stored; see the findings above.');
    }
    const url = `${basePath || '/'}?preview=${encodeURIComponent(draftId)}&at=${encodeURIComponent(iso)}`;
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  };
  return (
    <section className="panel" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview the storefront</h2>
      <p className="muted">Opens the shop's page in a new tab as customers would see it with this draft at that moment (shop time, {timeZone}). Only signed-in staff see drafts.</p>
      <div className="preview-row">
        <div className="field">
          <label htmlFor="preview-at">Date and time</label>
          <input id="preview-at" className="input" type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <button type="button" className="btn btn-primary" onClick={() => void open(localInputToIso(value, timeZone))}>Open preview</button>
      </div>
      <div className="quick-instants" role="group" aria-label="Quick instants">
        {quick.map((q) => <button key={q.label} type="button" className="btn btn-secondary btn-small" title={formatInstant(q.iso, timeZone)} onClick={() => void open(q.iso)}>{q.label}</button>)}
      </div>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
    </section>
  );
}

interface VersionInfo {
  readonly version: number;
  readonly status: string;
  readonly author: string | null;
  readonly message: string | null;
  readonly createdAt: string;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly source: string;
  readonly changes: readonly string[];
  /** Why a scheduled version did not go live. */
  readonly refused?: string;
}

export interface PublishProps {
  readonly shopId: string;
  readonly canPublish: boolean;
  readonly timeZone: string;
  readonly ensureDraft: () => Promise<string | null>;
  readonly basedOnVersion: number | null;
  readonly hasErrors: boolean;
  readonly onPublished: () => void;
  readonly onReload: () => void;
}

export function PublishPanel({ shopId, canPublish, timeZone, ensureDraft, basedOnVersion, hasErrors, onPublished, onReload }: PublishProps) {
  const [message, setMessage] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; conflict?: boolean; findings?: readonly Finding[] } | null>(null);
  const [warnings, setWarnings] = useState<readonly Finding[] | null>(null);

  const send = async (confirmWarnings: boolean) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    const iso = when === 'later' ? localInputToIso(at, timeZone) : null;
    if (when === 'later' && !iso) {
      setBusy(false);
      return setError({ text: 'Choose the date and time it should go live.' });
    }
    const draftId = await ensureDraft();
    if (!draftId) {
      setBusy(false);
      return setError({ text: 'The draft could not be stored; see the findings above.' });
    }
    const res = await api<{ version: number; status: string; publishAt: string | null; warning?: string }>('POST', shopPath(shopId, `/drafts/${encodeURIComponent(draftId)}/publish`), {
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(iso ? { at: iso } : {}),
      ...(basedOnVersion !== null ? { basedOnVersion } : {}),
      ...(confirmWarnings ? { confirmWarnings: true } : {}),
    });
    setBusy(false);
    if (res.ok) {
      setWarnings(null);
      setMessage('');
      setNotice(res.data.status === 'scheduled' && res.data.publishAt ? `Version ${res.data.version} will go live ${formatInstant(res.data.publishAt, timeZone)}.` : res.data.warning ?? `Version ${res.data.version} is live.`);
      return onPublished();
    }
    const findings = (res.body as { findings?: Finding[] } | undefined)?.findings;
    if (res.error.code === 'WARNINGS_NEED_CONFIRM') return setWarnings(findings ?? []);
    setWarnings(null);
    if (res.error.code === 'VERSION_CONFLICT') return setError({ text: `Someone published another version while you were editing, so nothing was published. Reload the live version and make your change again. (${res.error.message})`, conflict: true });
    setError({ text: res.error.message, ...(findings ? { findings } : {}) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
  };

  return (
    <section className="panel" aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      {!canPublish ? <p className="warning">Only a manager or the owner can publish. You can still try changes, simulate and replay them.</p> : (
        <form onSubmit={submit} noValidate className="publish-form">
          <div className="field">
            <label htmlFor="publish-message">What changed (for the history)</label>
            <input id="publish-message" className="input" value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} placeholder="Lunch promo 15% off" />
          </div>
          <fieldset className="field publish-when">
            <legend>When</legend>
            <label className="choice"><input type="radio" name="publish-when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now</label>
            <label className="choice"><input type="radio" name="publish-when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a time</label>
            {when === 'later' ? (
              <div className="field">
                <label htmlFor="publish-at">Goes live at (shop time)</label>
                <input id="publish-at" className="input" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
              </div>
            ) : null}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={busy || hasErrors}>{busy ? 'Publishing…' : when === 'now' ? 'Publish now' : 'Schedule'}</button>
          {hasErrors ? <p className="hint">Fix the errors in the findings before publishing.</p> : null}
        </form>
      )}
      <div aria-live="polite">{notice ? <p className="notice" role="status">{notice}</p> : null}</div>
      {error ? (
        <div className="banner banner-error" role="alert">
          <span>{error.text}</span>
          {error.conflict ? <button type="button" className="btn btn-secondary btn-small" onClick={onReload}>Reload the live version</button> : null}
        </div>
      ) : null}
      {error?.findings?.length ? <ul className="findings-inline">{error.findings.map((f, i) => <li key={i}><span className="mono">{f.code}</span> {f.message}</li>)}</ul> : null}
      {warnings ? (
        <Dialog title="Publish with warnings?" onClose={() => setWarnings(null)} className="dialog-wide">
          <p>The draft has {warnings.length} warning{warnings.length === 1 ? '' : 's'}. Customers get the draft as it is.</p>
          <ul className="findings-inline">{warnings.map((f, i) => <li key={i}><span className="mono">{f.code}</span> {f.message} <span className="muted">{f.hint}</span></li>)}</ul>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setWarnings(null)}>Go back</button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send(true)}>Publish anyway</button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

export function HistoryPanel({ shopId, canPublish, timeZone, refreshKey, onRolledBack }: { readonly shopId: string; readonly canPublish: boolean; readonly timeZone: string; readonly refreshKey: number; readonly onRolledBack: () => void }) {
  const [versions, setVersions] = useState<readonly VersionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<VersionInfo | null>(null);
  const load = useCallback(async () => {
    const res = await api<{ versions: VersionInfo[] }>('GET', shopPath(shopId, '/versions'));
    if (res.ok) setVersions(res.data.versions);
    else setError(res.error.message);
  }, [shopId]);
  useEffect(() => void load(), [load, refreshKey]);
  const live = versions?.find((v) => v.status === 'published')?.version ?? null;
  const rollback = async (v: VersionInfo) => {
    const res = await api<{ version: number }>('POST', shopPath(shopId, `/versions/${v.version}/rollback`), { ...(live !== null ? { basedOnVersion: live } : {}) });
    setConfirm(null);
    if (!res.ok) return setError(res.error.message);
    setError(null);
    setNotice(`Version ${res.data.version} is live: the same as version ${v.version}.`);
    void load();
    onRolledBack();
  };
  const when = (v: VersionInfo) => v.publishedAt ?? v.publishAt ?? v.createdAt;
  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {error ? <p className="error-text" role="alert">{error}</p> : null}
      <div aria-live="polite">{notice ? <p className="notice" role="status">{notice}</p> : null}</div>
      {versions === null ? <p aria-busy="true">Loading…</p> : (
        <ol className="versions">
          {versions.map((v) => (
            <li key={v.version} className={`version version-${v.status}`}>
              <div className="version-head">
                <strong>Version {v.version}</strong>
                <span className={`status-pill status-${v.status}`}>{v.status === 'published' ? 'live' : v.status}</span>
                <span className="muted">{v.author ?? (v.source === 'files' ? 'from the shop files' : 'unknown')} · {formatInstant(when(v), timeZone)}{v.source === 'rollback' ? ' · rollback' : ''}</span>
                {canPublish && v.status === 'superseded' ? <button type="button" className="btn btn-secondary btn-small version-action" aria-label={`Roll back to version ${v.version}`} onClick={() => setConfirm(v)}>Roll back</button> : null}
              </div>
              {v.message ? <p className="version-message">{v.message}</p> : null}
              {v.refused ? <p className="warning">Did not go live: {v.refused}.</p> : null}
              {v.changes.length > 0 ? <ul className="changes">{v.changes.map((c, i) => <li key={i} className="mono">{c}</li>)}</ul> : null}
            </li>
          ))}
        </ol>
      )}
      {confirm ? (
        <Dialog title={`Roll back to version ${confirm.version}?`} onClose={() => setConfirm(null)}>
          <p>A new version equal to version {confirm.version} goes live now, on every instance within 2 seconds. Version {live ?? '?'} stays in the history.</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setConfirm(null)}>Cancel</button>
            <button type="button" className="btn btn-primary" onClick={() => void rollback(confirm)}>Roll back</button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
