/**
 * The Inquiries page's words that need no React: what a submission is, its event's date and time
 * as the customer wrote them (already the shop's clock: no zone is applied), and the labels the
 * customer chose from on the shop's catering form.
 */
import type { FormSubmission } from '../../../server/staff/contract.js';

/** A submission as GET /api/staff/shops/{shopId}/forms lists it. */
export type Inquiry = FormSubmission;

export const KIND_LABEL: Record<Inquiry['kind'], string> = { contact: 'Message', catering: 'Catering' };

const EVENT_TYPE_LABEL: Record<string, string> = { corporate: 'Corporate', wedding: 'Wedding', birthday: 'Birthday', graduation: 'Graduation', meeting: 'Meeting', other: 'Other' };
const BUDGET_LABEL: Record<string, string> = { 'under-500': 'Under $500', '500-1000': '$500 - $1,000', '1000-2000': '$1,000 - $2,000', '2000-5000': '$2,000 - $5,000', 'over-5000': 'Over $5,000' };

/** 'Birthday'; an unknown type as sent. */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABEL[type] ?? type;
}

/** '$1,000 - $2,000' (the catering form's own words); an unknown value as sent. */
export function budgetLabel(budget: string): string {
  return BUDGET_LABEL[budget] ?? budget;
}

const eventFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** 'Fri, Jul 4, 2025, 6:30 PM' from '2025-07-04' and '18:30'; what was sent when it is not a date and time. */
export function eventWhen(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return `${date} ${time}`.trim();
  // Read as UTC and written as UTC: the wall-clock date and time stay exactly as the customer chose them.
  return eventFormat.format(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))).replace(/\u202f/g, ' ');
}

/** The one-line summary a screen reader hears first: 'Catering inquiry from Ana Diaz, 40 guests'. */
export function inquiryTitle(i: Inquiry): string {
  return i.kind === 'catering' && i.event ? `Catering inquiry from ${i.name}, ${i.event.guestCount} guest${i.event.guestCount === 1 ? '' : 's'}` : `Message from ${i.name}`;
}
