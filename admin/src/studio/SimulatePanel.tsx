/**
 * Simulate: build a cart from the draft's menu (products and their picks, type, payment, code,
 * tip) and have the server price it with the draft at an instant. Shows the lines, the totals,
 * what blocks the order and what moved the total, all as the quote says (nothing is added here).
 */
import { useMemo, useState } from 'react';
import { pickLabel } from '../../../engine/validate/pick-label.js';
import { api, shopPath } from '../lib/api.js';
import { CART_TYPE_LABEL, formatCents } from '../lib/format.js';
import { menuProducts, productModifiers } from './profile-edits.js';
import { formatInstant, localInputToIso, movedTotal, type TraceLike } from './studio-text.js';

interface CartLine { readonly productId: string; readonly quantity: number; readonly customerPicks: Record<string, true> }
interface DraftQuote {
  readonly at: string;
  readonly lines: readonly { readonly productId: string; readonly name: string; readonly quantity: number; readonly totalCents: number; readonly picks?: readonly { readonly name: string; readonly quantity?: number; readonly side?: string; readonly level?: string; readonly removed?: boolean }[] }[];
  readonly totals: Record<string, number>;
  readonly blockers: readonly { readonly code: string; readonly message: string }[];
  readonly trace: readonly TraceLike[];
}

const TOTAL_ROWS: readonly [string, string][] = [
  ['subtotalCents', 'Subtotal'], ['discountCents', 'Discount'], ['serviceFeeCents', 'Service fee'], ['deliveryFeeCents', 'Delivery fee'],
  ['taxCents', 'Tax'], ['tipCents', 'Tip'], ['donationCents', 'Donation'],
];

export function SimulatePanel({ shopId, menu, timeZone, ensureDraft }: { readonly shopId: string; readonly menu: unknown; readonly timeZone: string; readonly ensureDraft: () => Promise<string | null> }) {
  const products = useMemo(() => menuProducts(menu), [menu]);
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [picks, setPicks] = useState<Record<string, true>>({});
  const [lines, setLines] = useState<CartLine[]>([]);
  const [cartType, setCartType] = useState<'PICKUP' | 'DELIVERY' | 'DINEIN'>('PICKUP');
  const [paymentType, setPaymentType] = useState<'CASH' | 'CARD'>('CARD');
  const [promoCode, setPromoCode] = useState('');
  const [tip, setTip] = useState('0');
  // A made-up customer (555-01xx numbers are reserved for fiction), so a simulated cart is not
  // blocked for want of a name and phone; clear either to see the shop's own blocker.
  const [name, setName] = useState('Test Customer');
  const [phone, setPhone] = useState('2135550100');
  const [at, setAt] = useState('');
  const [quote, setQuote] = useState<DraftQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = productId || products[0]?.id || '';
  const modifiers = useMemo(() => productModifiers(menu, chosen), [menu, chosen]);
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name ?? id;

  const price = async () => {
    setBusy(true);
    setError(null);
    const draftId = await ensureDraft();
    if (!draftId) {
      setBusy(false);
      return setError('The draft could not be stored; see the findings above.');
    }
    const iso = at ? localInputToIso(at, timeZone) : null;
    const cart = {
      products: lines, cartType, paymentType,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
      ...(paymentType === 'CARD' && Number(tip) > 0 ? { tip: { percent: Number(tip) } } : {}),
      ...(cartType === 'DELIVERY' ? { distanceInMiles: 2 } : {}),
    };
    const res = await api<DraftQuote>('POST', shopPath(shopId, `/drafts/${encodeURIComponent(draftId)}/quote`), { cart, ...(iso ? { at: iso } : {}) });
    setBusy(false);
    if (!res.ok) {
      setQuote(null);
      return setError(res.error.message);
    }
    setQuote(res.data);
  };

  return (
    <section className="panel" aria-labelledby="simulate-title">
      <h2 id="simulate-title">Simulate a cart</h2>
      <p className="muted">Priced by the server with this draft, as a customer would be charged.</p>
      <div className="sim-grid">
        <div>
          <div className="sim-add">
            <div className="field">
              <label htmlFor="sim-product">Product</label>
              <select id="sim-product" className="select" value={chosen} onChange={(e) => { setProductId(e.target.value); setPicks({}); }}>
                {products.map((p) => <option key={p.id} value={p.id}>{p.name} ({formatCents(p.priceCents)})</option>)}
              </select>
            </div>
            <div className="field field-qty">
              <label htmlFor="sim-qty">Quantity</label>
              <input id="sim-qty" className="input" type="number" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(99, Math.trunc(Number(e.target.value) || 1))))} />
            </div>
          </div>
          {modifiers.length > 0 ? (
            <fieldset className="field sim-picks">
              <legend>Picks</legend>
              {modifiers.map((m) => (
                <label key={m.id} className="choice"><input type="checkbox" checked={Boolean(picks[m.id])} onChange={(e) => setPicks((old) => {
                  const next = { ...old };
                  if (e.target.checked) next[m.id] = true;
                  else delete next[m.id];
                  return next;
                })} /> {m.name} <span className="muted">{m.group}</span></label>
              ))}
            </fieldset>
          ) : null}
          <button type="button" className="btn btn-secondary" disabled={!chosen} onClick={() => { setLines([...lines, { productId: chosen, quantity, customerPicks: picks }]); setPicks({}); setQuantity(1); }}>Add to cart</button>
          <h3 className="sim-subtitle">Cart</h3>
          {lines.length === 0 ? <p className="muted">Add a product to price a cart.</p> : (
            <ul className="sim-lines">
              {lines.map((l, i) => (
                <li key={i}>
                  <span>{l.quantity} × {nameOf(l.productId)}{Object.keys(l.customerPicks).length ? <span className="muted"> ({Object.keys(l.customerPicks).length} pick{Object.keys(l.customerPicks).length === 1 ? '' : 's'})</span> : null}</span>
                  <button type="button" className="btn btn-ghost btn-small" aria-label={`Remove ${nameOf(l.productId)} from the cart`} onClick={() => setLines(lines.filter((_, j) => j !== i))}>Remove</button>
                </li>
              ))}
            </ul>
          )}
          <div className="sim-options">
            <div className="field"><label htmlFor="sim-type">Order type</label>
              <select id="sim-type" className="select" value={cartType} onChange={(e) => setCartType(e.target.value as typeof cartType)}>
                {(['PICKUP', 'DELIVERY', 'DINEIN'] as const).map((t) => <option key={t} value={t}>{CART_TYPE_LABEL[t]}</option>)}
              </select>
            </div>
            <div className="field"><label htmlFor="sim-pay">Payment</label>
              <select id="sim-pay" className="select" value={paymentType} onChange={(e) => setPaymentType(e.target.value as typeof paymentType)}>
                <option value="CARD">Card</option><option value="CASH">Cash</option>
              </select>
            </div>
            <div className="field"><label htmlFor="sim-code">Promo code</label>
              <input id="sim-code" className="input" value={promoCode} onChange={(e) => setPromoCode(e.target.value)} />
            </div>
            <div className="field"><label htmlFor="sim-tip">Tip</label>
              <select id="sim-tip" className="select" value={tip} onChange={(e) => setTip(e.target.value)} disabled={paymentType === 'CASH'}>
                {['0', '10', '15', '18', '20'].map((t) => <option key={t} value={t}>{t === '0' ? 'No tip' : `${t}%`}</option>)}
              </select>
            </div>
            <div className="field"><label htmlFor="sim-name">Customer name</label>
              <input id="sim-name" className="input" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="field"><label htmlFor="sim-phone">Phone</label>
              <input id="sim-phone" className="input" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </div>
            <div className="field"><label htmlFor="sim-at">At (shop time; empty = now)</label>
              <input id="sim-at" className="input" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
            </div>
          </div>
          <button type="button" className="btn btn-primary" disabled={busy || lines.length === 0} onClick={() => void price()}>{busy ? 'Pricing…' : 'Price with the draft'}</button>
          {error ? <p className="error-text" role="alert">{error}</p> : null}
        </div>
        <div aria-live="polite">
          {quote ? <QuoteView quote={quote} timeZone={timeZone} /> : <p className="muted sim-empty">The priced cart shows here.</p>}
        </div>
      </div>
    </section>
  );
}

function QuoteView({ quote, timeZone }: { readonly quote: DraftQuote; readonly timeZone: string }) {
  const moved = movedTotal(quote.trace);
  return (
    <div className="sim-quote">
      <h3 className="sim-subtitle">Priced at {formatInstant(quote.at, timeZone)}</h3>
      <ul className="sim-quote-lines">
        {quote.lines.map((l, i) => <li key={i}><span>{l.quantity} × {l.name}{l.picks?.length ? <span className="muted"> · {l.picks.map((p) => pickLabel({ quantity: 1, ...p })).join(', ')}</span> : null}</span><span>{formatCents(l.totalCents)}</span></li>)}
      </ul>
      <dl className="totals">
        {TOTAL_ROWS.filter(([k]) => (quote.totals[k] ?? 0) !== 0 || k === 'subtotalCents' || k === 'taxCents').map(([k, label]) => (
          <div key={k}><dt>{label}</dt><dd>{k === 'discountCents' ? `-${formatCents(quote.totals[k] ?? 0)}` : formatCents(quote.totals[k] ?? 0)}</dd></div>
        ))}
        <div className="totals-grand"><dt>Total</dt><dd data-testid="sim-total">{formatCents(quote.totals['invoiceCents'] ?? 0)}</dd></div>
      </dl>
      {quote.blockers.length > 0 ? (
        <div className="warning sim-blockers" role="note">
          <strong>This order could not be placed:</strong>
          <ul>{quote.blockers.map((b) => <li key={b.code}><span className="mono">{b.code}</span> {b.message}</li>)}</ul>
        </div>
      ) : null}
      <h4>What moved the total</h4>
      {moved.length === 0 ? <p className="muted">No rule, fee or tax moved it.</p> : (
        <ul className="moved-list">
          {moved.map((t, i) => <li key={i}><span>{t.ruleId ? <span className="mono">{t.ruleId}</span> : <span className="step">{t.step}</span>} {t.reason}</span><span>{t.step === 'promotion' ? `-${formatCents(t.amountCents ?? 0)}` : formatCents(t.amountCents ?? 0)}</span></li>)}
        </ul>
      )}
    </div>
  );
}
