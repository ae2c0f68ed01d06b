/**
 * The forms beside the JSON for what managers change most: opening hours, special dates, promo codes, a
 * product's price and tags, what is hidden, and every rule in plain English. Each form writes the
 * same JSON the editor shows (through the pure edits in profile-edits.ts).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { explainRule } from '../../../engine/explain/index.js';
import type { Rule } from '../../../schemas/generated/types.js';
import {
  addPromo, addSpecialDate, centsToDollars, dollarsToCents, expirePromo, hiddenEntries, hideProduct, menuProducts, promoCodes, removeRule, removeSpecialDate, setProductPrice, setProductTags,
  specialDateProblem, specialDates, type SpecialDate,
  setPromoMinimum, setPromoPercent, setWeeklyHours, WEEKDAY_LABEL, WEEKDAYS, weeklyHours, type HoursType, type JsonObject, type Range, type Weekday,
} from './profile-edits.js';
import type { Which } from './studio-store.js';

export type Apply = (which: Which, edit: (doc: JsonObject) => JsonObject | false) => boolean;

interface FormProps {
  readonly profile: JsonObject;
  readonly menu: unknown;
  /** Where the menu lives: its own file, or inside the profile. */
  readonly menuIn: Which;
  readonly apply: Apply;
}

/** 'percent-off 20' → a sentence, or the reason it cannot be read yet. */
function sentenceOf(rule: unknown): string {
  try {
    return explainRule(rule as Rule).text;
  } catch {
    return 'This rule is not complete yet; see the findings.';
  }
}

export function HoursForm({ profile, apply }: FormProps) {
  const [type, setType] = useState<HoursType>('pickUp');
  const week = weeklyHours(profile, type);
  const write = (day: Weekday, ranges: readonly Range[]) => apply('profile', (p) => setWeeklyHours(p, type, { ...week, [day]: ranges }));
  const typeLabel = type === 'pickUp' ? 'pickup' : 'delivery';
  return (
    <section className="studio-form" aria-labelledby="hours-title">
      <div className="studio-form-head">
        <h3 id="hours-title">Opening hours</h3>
        <div className="segmented" role="group" aria-label="Order type">
          <button type="button" className={type === 'pickUp' ? 'on' : ''} aria-pressed={type === 'pickUp'} onClick={() => setType('pickUp')}>Pick up</button>
          <button type="button" className={type === 'delivery' ? 'on' : ''} aria-pressed={type === 'delivery'} onClick={() => setType('delivery')}>Delivery</button>
        </div>
      </div>
      {/* Each day: its name and Add hours, then one line per range that wraps, so nothing is cut off in a narrow panel or on a phone. */}
      <ul className="hours-days" aria-label={`Opening hours for ${typeLabel}`}>
        {WEEKDAYS.map((day) => (
          <li key={day} className="hours-day">
            <span className="hours-day-name">{WEEKDAY_LABEL[day]}</span>
            <button type="button" className="btn btn-secondary btn-small hours-add" aria-label={`Add ${typeLabel} hours on ${WEEKDAY_LABEL[day]}`} onClick={() => write(day, [...week[day], week[day].length === 0 ? { from: '11:00', to: '21:00' } : { from: '17:00', to: '21:00' }])}>Add hours</button>
            <div className="hours-ranges">
              {week[day].length === 0 ? <span className="muted hours-closed">Closed</span> : week[day].map((r, i) => (
                <span key={i} className="hours-range">
                  <input type="time" className="input input-time" aria-label={`${WEEKDAY_LABEL[day]} ${typeLabel} opens`} value={r.from} onChange={(e) => e.target.value && write(day, week[day].map((x, j) => (j === i ? { ...x, from: e.target.value } : x)))} />
                  <span aria-hidden="true">–</span>
                  <input type="time" className="input input-time" aria-label={`${WEEKDAY_LABEL[day]} ${typeLabel} closes`} value={r.to === '24:00' ? '00:00' : r.to} onChange={(e) => e.target.value && write(day, week[day].map((x, j) => (j === i ? { ...x, to: e.target.value === '00:00' ? '24:00' : e.target.value } : x)))} />
                  <button type="button" className="btn btn-ghost btn-small" aria-label={`Remove ${WEEKDAY_LABEL[day]} ${r.from} to ${r.to}`} onClick={() => write(day, week[day].filter((_, j) => j !== i))}>Remove</button>
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '2025-11-27' → 'Thu, Nov 27, 2025' (a calendar day, read in no time zone); anything else as written. */
function dayLabel(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(t)
    ? new Date(t).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    : date || '(no date)';
}

function hoursLabel(kind: string, ranges: readonly Range[] | undefined): string | null {
  if (ranges === undefined) return null;
  return ranges.length === 0 ? `no ${kind}` : `${kind} ${ranges.map((r) => `${r.from}–${r.to}`).join(', ')}`;
}

/** What a special date does, in a few words: 'Closed', 'pickup 11:00–15:00 · no delivery'. */
function specialLabel(d: SpecialDate): string {
  if (d.closed) return 'Closed all day';
  return [hoursLabel('pickup', d.pickUp), hoursLabel('delivery', d.delivery)].filter((x) => x !== null).join(' · ') || 'No change';
}

type KindChoice = 'hours' | 'none' | 'weekly';

/**
 * Special dates (`settings.specialHours`): the list, each with Remove, and a form that adds a day
 * or a range of days, closed or with its own pickup and delivery hours, and a note. Checked as
 * `shopctl lint` checks them before anything is written.
 */
export function SpecialDatesForm({ profile, apply }: FormProps) {
  const list = specialDates(profile);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [closed, setClosed] = useState(true);
  const [pickUp, setPickUp] = useState<KindChoice>('hours');
  const [pickFrom, setPickFrom] = useState('11:00');
  const [pickTo, setPickTo] = useState('15:00');
  const [delivery, setDelivery] = useState<KindChoice>('none');
  const [delFrom, setDelFrom] = useState('11:00');
  const [delTo, setDelTo] = useState('15:00');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ranges = (choice: KindChoice, a: string, b: string) => (choice === 'weekly' ? undefined : choice === 'none' ? [] : [{ from: a, to: b === '00:00' ? '24:00' : b }]);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const entry = {
      from, to, closed, note,
      ...(closed ? {} : { pickUp: ranges(pickUp, pickFrom, pickTo), delivery: ranges(delivery, delFrom, delTo) }),
    };
    const problem = specialDateProblem(profile, entry);
    if (problem) return setError(problem);
    setError(null);
    apply('profile', (doc) => addSpecialDate(doc, entry));
    setFrom('');
    setTo('');
    setNote('');
  };
  const kindFields = (kind: 'pickup' | 'delivery', choice: KindChoice, setChoice: (c: KindChoice) => void, a: string, setA: (v: string) => void, b: string, setB: (v: string) => void) => (
    <div className="promo-row special-kind">
      <label className="inline-field">
        <span>{kind === 'pickup' ? 'Pickup and dine-in' : 'Delivery'}</span>
        <select className="input" value={choice} onChange={(e) => setChoice(e.target.value as KindChoice)}>
          <option value="hours">These hours</option>
          <option value="none">{kind === 'pickup' ? 'No pickup' : 'No delivery'}</option>
          <option value="weekly">The weekly hours</option>
        </select>
      </label>
      {choice === 'hours' ? (
        <>
          <label className="inline-field"><span>{kind === 'pickup' ? 'Pickup opens' : 'Delivery opens'}</span><input type="time" className="input input-time" value={a} onChange={(e) => setA(e.target.value)} /></label>
          <label className="inline-field"><span>{kind === 'pickup' ? 'Pickup closes' : 'Delivery closes'}</span><input type="time" className="input input-time" value={b === '24:00' ? '00:00' : b} onChange={(e) => setB(e.target.value)} /></label>
        </>
      ) : null}
    </div>
  );
  return (
    <section className="studio-form" aria-labelledby="special-title">
      <h3 id="special-title">Special dates</h3>
      <p className="hint">Holidays and short days: they replace the weekly hours on those dates.</p>
      {list.length === 0 ? <p className="muted">No special dates.</p> : (
        <ul className="promo-list special-list" aria-label="Special dates">
          {list.map((d) => {
            const when = d.from === d.to ? dayLabel(d.from) : `${dayLabel(d.from)} to ${dayLabel(d.to)}`;
            return (
              <li key={d.index} className="promo special-date">
                <div className="special-date-text">
                  <strong>{when}</strong>
                  <span>{specialLabel(d)}{d.note ? ` · ${d.note}` : ''}</span>
                </div>
                <button type="button" className="btn btn-danger-outline btn-small" aria-label={`Remove special date ${when}${d.note ? ` (${d.note})` : ''}`} onClick={() => apply('profile', (doc) => removeSpecialDate(doc, d.index))}>Remove</button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="promo-add" onSubmit={add} noValidate aria-labelledby="special-add-title">
        <h4 id="special-add-title">New special date</h4>
        <div className="promo-row">
          <label className="inline-field"><span>Date</span><input className="input input-date" type="date" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
          <label className="inline-field"><span>Until (for several days)</span><input className="input input-date" type="date" value={to} onChange={(e) => setTo(e.target.value)} /></label>
        </div>
        <fieldset className="special-mode">
          <legend>On those dates</legend>
          <label className="radio-field"><input type="radio" name="special-mode" checked={closed} onChange={() => setClosed(true)} /> Closed all day</label>
          <label className="radio-field"><input type="radio" name="special-mode" checked={!closed} onChange={() => setClosed(false)} /> Open at special hours</label>
        </fieldset>
        {closed ? null : (
          <>
            {kindFields('pickup', pickUp, setPickUp, pickFrom, setPickFrom, pickTo, setPickTo)}
            {kindFields('delivery', delivery, setDelivery, delFrom, setDelFrom, delTo, setDelTo)}
          </>
        )}
        <div className="promo-row">
          <label className="inline-field special-note"><span>Note for customers (optional)</span><input className="input" maxLength={120} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Thanksgiving" /></label>
          <button type="submit" className="btn btn-primary btn-small">Add special date</button>
        </div>
        {error ? <p className="error-text" role="alert">{error}</p> : null}
      </form>
    </section>
  );
}

/** '12.50' → 1250; '' → null; anything else → undefined (not a price). */
function parseDollars(text: string): number | null | undefined {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? dollarsToCents(t) : undefined;
}

export function PromosForm({ profile, apply }: FormProps) {
  const promos = promoCodes(profile);
  const rules = (Array.isArray(profile['rules']) ? profile['rules'] : []) as unknown[];
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [minimum, setMinimum] = useState('');
  const [ends, setEnds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const p = Number(percent);
    const min = parseDollars(minimum);
    if (!/^[A-Za-z0-9_-]{2,32}$/.test(code.trim())) return setError('A code is 2 to 32 letters, digits, - or _, such as SAVE20.');
    if (promos.some((x) => x.code.toLowerCase() === code.trim().toLowerCase())) return setError(`There is already a code ${code.trim().toUpperCase()}; change that one instead.`);
    if (!Number.isFinite(p) || p <= 0 || p > 100) return setError('The percent off is a number from 1 to 100.');
    if (min === undefined) return setError('Write the minimum subtotal in dollars, such as 25 or 25.00, or leave it empty.');
    setError(null);
    apply('profile', (doc) => addPromo(doc, { code: code.trim().toUpperCase(), percent: p, minSubtotalCents: min, endDate: ends || null }));
    setCode('');
    setMinimum('');
    setEnds('');
  };
  return (
    <section className="studio-form" aria-labelledby="promos-title">
      <h3 id="promos-title">Promo codes</h3>
      {promos.length === 0 ? <p className="muted">No promo codes yet.</p> : (
        <ul className="promo-list">
          {promos.map((p) => {
            const rule = rules.find((r) => (r as { id?: unknown }).id === p.ruleId);
            return (
              <li key={p.ruleId} className="promo">
                <div className="promo-row">
                  <strong className="promo-code">{p.code}</strong>
                  {p.percent !== null ? (
                    <label className="inline-field">
                      <span>Percent off</span>
                      <input className="input input-narrow" type="number" min={1} max={100} step="any" aria-label={`Percent off for ${p.code}`} value={p.percent} onChange={(e) => {
                        const v = Number(e.target.value);
                        if (e.target.value !== '' && Number.isFinite(v) && v >= 0 && v <= 100) apply('profile', (doc) => setPromoPercent(doc, p.ruleId, v));
                      }} />
                    </label>
                  ) : null}
                  <label className="inline-field">
                    <span>Minimum</span>
                    <input className="input input-narrow" inputMode="decimal" aria-label={`Minimum subtotal for ${p.code} in dollars`} defaultValue={p.minSubtotalCents === null ? '' : centsToDollars(p.minSubtotalCents)} onBlur={(e) => {
                      const v = parseDollars(e.target.value);
                      if (v !== undefined) apply('profile', (doc) => setPromoMinimum(doc, p.ruleId, v));
                    }} />
                  </label>
                  <label className="inline-field">
                    <span>Last day</span>
                    <input className="input input-date" type="date" aria-label={`Last day of ${p.code}`} value={p.endDate ?? ''} onChange={(e) => {
                      if (!apply('profile', (doc) => expirePromo(doc, p.ruleId, e.target.value || null))) setError(`${p.code} runs on a named schedule; set its end in the JSON.`);
                    }} />
                  </label>
                  <button type="button" className="btn btn-danger-outline btn-small" aria-label={`Remove promo code ${p.code}`} onClick={() => apply('profile', (doc) => removeRule(doc, p.ruleId))}>Remove</button>
                </div>
                <p className="rule-sentence">{sentenceOf(rule)}</p>
              </li>
            );
          })}
        </ul>
      )}
      <form className="promo-add" onSubmit={add} noValidate aria-labelledby="promo-add-title">
        <h4 id="promo-add-title">New code</h4>
        <div className="promo-row">
          <label className="inline-field"><span>Code</span><input className="input input-code" value={code} onChange={(e) => setCode(e.target.value)} placeholder="LUNCH15" /></label>
          <label className="inline-field"><span>Percent off</span><input className="input input-narrow" type="number" min={1} max={100} value={percent} onChange={(e) => setPercent(e.target.value)} /></label>
          <label className="inline-field"><span>Minimum subtotal ($)</span><input className="input input-narrow" inputMode="decimal" value={minimum} onChange={(e) => setMinimum(e.target.value)} placeholder="none" /></label>
          <label className="inline-field"><span>Last day</span><input className="input input-date" type="date" value={ends} onChange={(e) => setEnds(e.target.value)} /></label>
          <button type="submit" className="btn btn-primary btn-small">Add code</button>
        </div>
        {error ? <p className="error-text" role="alert">{error}</p> : null}
      </form>
    </section>
  );
}

export function ProductsForm({ profile, menu, menuIn, apply }: FormProps) {
  const [query, setQuery] = useState('');
  // A price that could not be read, by product id: the field says so and the draft keeps its price.
  const [priceErrors, setPriceErrors] = useState<Readonly<Record<string, string>>>({});
  const products = useMemo(() => menuProducts(menu), [menu]);
  /** The typed price in cents, or undefined (with the product's message set) when it is not a price. */
  const readPrice = (p: { id: string; name: string; priceCents: number }, text: string): number | undefined => {
    const v = parseDollars(text);
    const message = typeof v === 'number' ? null : `Write the price in dollars, such as 12.50. ${p.name} stays at $${centsToDollars(p.priceCents)}.`;
    setPriceErrors((cur) => {
      if (cur[p.id] === (message ?? undefined)) return cur;
      const next = { ...cur };
      if (message) next[p.id] = message;
      else delete next[p.id];
      return next;
    });
    return typeof v === 'number' ? v : undefined;
  };
  const q = query.trim().toLowerCase();
  const shown = q === '' ? products.slice(0, 8) : products.filter((p) => p.name.toLowerCase().includes(q) || p.id.toLowerCase().includes(q) || p.tags.some((t) => t.toLowerCase() === q)).slice(0, 20);
  const hidden = new Set(hiddenEntries(profile).filter((h) => h.target === 'product' && !h.scheduled).flatMap((h) => h.ids));
  const editMenu = (edit: (m: JsonObject) => JsonObject) => apply(menuIn, (doc) => (menuIn === 'menu' ? edit(doc) : { ...doc, menu: edit(doc['menu'] as JsonObject) }));
  return (
    <section className="studio-form" aria-labelledby="products-title">
      <h3 id="products-title">Prices and tags</h3>
      <div className="field">
        <label htmlFor="product-search">Find a product</label>
        <input id="product-search" className="input" type="search" placeholder="Name, id or tag" value={query} onChange={(e) => setQuery(e.target.value)} />
        <p className="hint">{q === '' ? `The first ${shown.length} of ${products.length} products; type to find others.` : `${shown.length} found.`}</p>
      </div>
      <ul className="product-list">
        {shown.map((p, index) => (
          <li key={p.id} className="product-row">
            <div className="product-name"><strong>{p.name}</strong> <span className="muted">{p.category} · <span className="mono">{p.id}</span></span></div>
            <label className="inline-field">
              <span>Price ($)</span>
              <input key={`${p.id}-${p.priceCents}`} className="input input-narrow" inputMode="decimal" aria-label={`Price of ${p.name} in dollars`} defaultValue={centsToDollars(p.priceCents)}
                aria-invalid={priceErrors[p.id] ? true : undefined} aria-describedby={priceErrors[p.id] ? `price-error-${index}` : undefined}
                onBlur={(e) => {
                  const v = readPrice(p, e.target.value);
                  if (v !== undefined && v !== p.priceCents) editMenu((m) => setProductPrice(m, p.id, v));
                }}
                // Enter saves by leaving the field; a price it cannot read keeps focus here, next to its message.
                onKeyDown={(e) => e.key === 'Enter' && readPrice(p, e.currentTarget.value) !== undefined && e.currentTarget.blur()} />
            </label>
            <label className="inline-field">
              <span>Tags</span>
              <input key={`${p.id}-${p.tags.join(' ')}`} className="input" aria-label={`Tags of ${p.name}`} defaultValue={p.tags.join(' ')} onBlur={(e) => {
                const tags = e.target.value.split(/[\s,]+/).filter(Boolean);
                if (tags.join(' ') !== p.tags.join(' ')) editMenu((m) => setProductTags(m, p.id, tags));
              }} />
            </label>
            {hidden.has(p.id) ? <span className="muted">Hidden</span> : (
              <button type="button" className="btn btn-secondary btn-small" aria-label={`Hide ${p.name}`} onClick={() => apply('profile', (doc) => hideProduct(doc, p.id))}>Hide</button>
            )}
            {priceErrors[p.id] ? <p id={`price-error-${index}`} className="error-text price-error" role="alert">{priceErrors[p.id]}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HiddenForm({ profile, apply }: FormProps) {
  const rules = (Array.isArray(profile['rules']) ? profile['rules'] : []) as { id?: unknown }[];
  const hidden = hiddenEntries(profile);
  return (
    <section className="studio-form" aria-labelledby="hidden-title">
      <h3 id="hidden-title">Hidden</h3>
      {hidden.length === 0 ? <p className="muted">Nothing is hidden. Hide a product from its row above.</p> : (
        <ul className="rule-list">
          {hidden.map((h) => (
            <li key={h.ruleId}>
              <p className="rule-sentence">{sentenceOf(rules.find((r) => r.id === h.ruleId))}</p>
              <button type="button" className="btn btn-secondary btn-small" aria-label={`Show again: ${h.ruleId}`} onClick={() => apply('profile', (doc) => removeRule(doc, h.ruleId))}>Show again</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every rule of the draft: its sentence (as `shopctl explain` says it) next to its JSON. */
export function RulesInEnglish({ profile }: { readonly profile: JsonObject }) {
  const rules = (Array.isArray(profile['rules']) ? profile['rules'] : []) as { id?: unknown; kind?: unknown }[];
  return (
    <section className="studio-form" aria-labelledby="rules-title">
      <h3 id="rules-title">Every rule in plain English</h3>
      {rules.length === 0 ? <p className="muted">This profile has no rules of its own.</p> : (
        <ul className="rule-list rule-list-explained">
          {rules.map((r, i) => (
            <li key={`${String(r.id)}-${i}`}>
              <p className="rule-sentence"><span className="mono rule-id">{String(r.id)}</span> {sentenceOf(r)}</p>
              <details><summary>JSON</summary><pre className="rule-json">{JSON.stringify(r, null, 2)}</pre></details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

