/**
 * The Contact Us and Catering Inquiry forms (spec section 5): the spec's fields and rules, a hidden
 * 'bot-field' honeypot, errors beside their fields, and the server's answer shown in place.
 * Send with errors moves the focus to the first field to fix (its error is its description, so a
 * screen reader says it); the server's thanks takes the focus once the form is gone.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { call, shopPath, type Schema } from '../../lib/api.js';
import { useShop } from '../../lib/boot.js';
import { useApiRequest } from '../../lib/use-api-request.js';

export const EVENT_TYPES = ['corporate', 'wedding', 'birthday', 'graduation', 'meeting', 'other'] as const;
export const BUDGETS = ['under-500', '500-1000', '1000-2000', '2000-5000', 'over-5000'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Kind = 'contact' | 'catering';
type Values = Record<string, string>;

/** The spec's rules; the messages say what to fix. */
export function validateForm(kind: Kind, v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  const need = (k: string, label: string) => {
    if (!(v[k] ?? '').trim()) e[k] = `Enter ${label}.`;
  };
  need('location', 'a location');
  need('name', 'your name');
  if (!(v.email ?? '').trim()) e.email = 'Enter your e-mail address.';
  else if (!EMAIL.test(v.email!.trim())) e.email = 'Enter an e-mail address like name@example.com.';
  if (kind === 'contact') need('message', 'a message');
  if (kind === 'catering') {
    need('phone', 'a phone number');
    need('eventDate', 'the event date');
    need('eventTime', 'the event time');
    need('eventType', 'the type of event');
    const guests = Number(v.guestCount);
    if (!Number.isInteger(guests) || guests < 1) e.guestCount = 'Enter the number of guests (at least 1).';
  }
  return e;
}

export function ShopForm({ kind }: { readonly kind: Kind }) {
  const shop = useShop();
  const locations = (shop.identity.locations ?? []).filter((l) => !l.disabled);
  const options = locations.length ? locations.map((l) => ({ value: l.id ?? l.shopId, label: l.label ?? l.shopId })) : [{ value: shop.shopId, label: shop.identity.name }];
  const [values, setValues] = useState<Values>({ location: options.length === 1 ? options[0]!.value : '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  // Each refused Send, counted: the focus goes to the first invalid field once its error shows.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  // The form's fields, checked by validateForm above (the server checks them again).
  const send = useApiRequest((signal, body: Record<string, unknown>) =>
    kind === 'contact'
      ? call((c) => c.POST('/api/shops/{shopId}/forms/contact', { params: shopPath(shop.shopId), body: body as Schema<'ContactForm'>, signal }))
      : call((c) => c.POST('/api/shops/{shopId}/forms/catering', { params: shopPath(shop.shopId), body: body as Schema<'CateringForm'>, signal })));
  const set = (k: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefused((n) => n + 1);
      return;
    }
    const body: Record<string, unknown> = { ...values };
    if (kind === 'catering') body.guestCount = Number(values.guestCount);
    for (const k of Object.keys(body)) if (body[k] === '') delete body[k];
    const res = await send.run(body);
    if (!res) return;
    if (res.ok) setDone(res.data.message);
    else setFailure(res.error.message);
  };
  if (done) return <p ref={doneRef} className="notice notice-ok" role="status" tabIndex={-1}>{done}</p>;

  const field = (k: string, label: string, input: ReactElement) => (
    <div className="field">
      <label htmlFor={`f-${k}`}>{label}</label>
      {input}
      {errors[k] ? <p id={`f-${k}-error`} className="error-text">{errors[k]}</p> : null}
    </div>
  );
  const attrs = (k: string) => ({ id: `f-${k}`, value: values[k] ?? '', onChange: set(k), 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `f-${k}-error` : undefined });
  return (
    <form ref={formRef} className="shop-form card" noValidate onSubmit={submit}>
      {field('location', 'Location', (
        <select className="select" {...attrs('location')}>
          <option value="">Choose a location</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ))}
      {field('name', 'Name', <input className="input" autoComplete="name" {...attrs('name')} />)}
      {field('email', 'Email', <input className="input" type="email" autoComplete="email" {...attrs('email')} />)}
      {field('phone', kind === 'contact' ? 'Phone (optional)' : 'Phone', <input className="input" type="tel" autoComplete="tel" {...attrs('phone')} />)}
      {kind === 'catering' ? (
        <>
          <div className="field-row">
            {field('eventDate', 'Event date', <input className="input" type="date" {...attrs('eventDate')} />)}
            {field('eventTime', 'Event time', <input className="input" type="time" {...attrs('eventTime')} />)}
          </div>
          <div className="field-row">
            {field('guestCount', 'Number of guests', <input className="input" type="number" min={1} {...attrs('guestCount')} />)}
            {field('eventType', 'Event type', (
              <select className="select" {...attrs('eventType')}>
                <option value="">Choose one</option>
                {EVENT_TYPES.map((t) => <option key={t} value={t}>{t[0]!.toUpperCase() + t.slice(1)}</option>)}
              </select>
            ))}
          </div>
          {field('budget', 'Budget (optional)', (
            <select className="select" {...attrs('budget')}>
              <option value="">No budget in mind</option>
              {BUDGETS.map((b) => <option key={b} value={b}>{b === 'under-500' ? 'Under $500' : b === 'over-5000' ? 'Over $5,000' : `$${b.replace('-', ' - $')}`}</option>)}
            </select>
          ))}
          {field('dietaryRestrictions', 'Dietary restrictions (optional)', <input className="input" {...attrs('dietaryRestrictions')} />)}
        </>
      ) : null}
      {field('message', kind === 'contact' ? 'Message' : 'Message (optional)', <textarea className="textarea" {...attrs('message')} />)}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="f-bot">Leave this empty</label>
        <input id="f-bot" name="bot-field" tabIndex={-1} autoComplete="off" value={values['bot-field'] ?? ''} onChange={set('bot-field')} />
      </div>
      {failure ? <p className="notice notice-danger" role="alert">{failure}</p> : null}
      <button type="submit" className="btn btn-primary">Send</button>
    </form>
  );
}
