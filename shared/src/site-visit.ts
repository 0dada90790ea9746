import { z } from 'zod';
import { formatDate, isIsoDate, toLagosIsoDate } from './dates.ts';
import { nigerianPhoneField, optionalText } from './fields.ts';
import { defineForm } from './form-validation.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * "Book a site visit" from the energy report (decision 059): the customer asks for a visit, staff
 * schedule it from the lead (`/ops/leads`), and it ends done or cancelled.
 */

export const VISIT_TIMES = ['morning', 'afternoon'] as const;
export type VisitTime = (typeof VISIT_TIMES)[number];
export const VISIT_TIME_LABELS: Record<VisitTime, string> = {
  morning: 'Morning (9am–12 noon)',
  afternoon: 'Afternoon (12 noon–4pm)',
};

export const VISIT_STATES = ['requested', 'scheduled', 'done', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** How far ahead a visit may be asked for: two months of an engineer's diary. */
export const VISIT_WINDOW_DAYS = 60;
export const VISIT_NOTE_MAX_LENGTH = 500;

export const SITE_VISIT_MESSAGES = {
  pastDate: 'Please choose today or a later date',
  tooFar: `Please choose a date within the next ${VISIT_WINDOW_DAYS} days`,
  alreadyRequested: 'A site visit is already booked for this report',
  cannotSchedule: 'Only a requested or scheduled visit can be scheduled',
  cannotChange: 'This visit is already closed',
  noVisit: 'No site visit was requested for this lead',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos day `days` after `now`'s, as `YYYY-MM-DD`. */
export function lagosDayAfter(now: Date, days: number): string {
  return toLagosIsoDate(new Date(now.getTime() + days * DAY_MS));
}

/** A visit date: a real `YYYY-MM-DD`, not before today (Lagos) and within the window. */
function visitDateField(now: () => Date) {
  return z
    .string({ error: M.invalidDate })
    .trim()
    .refine(isIsoDate, { error: M.invalidDate, abort: true })
    .refine((date) => date >= lagosDayAfter(now(), 0), { error: SITE_VISIT_MESSAGES.pastDate, abort: true })
    .refine((date) => date <= lagosDayAfter(now(), VISIT_WINDOW_DAYS), { error: SITE_VISIT_MESSAGES.tooFar });
}

const visitTimeField = () => z.enum(VISIT_TIMES, { error: M.invalidOption });

/** POST /auditForm/:id/visit and the report's form; `now` is the clock (tests and the form pass theirs). */
export function siteVisitRequestSchema(now: () => Date = () => new Date()) {
  return z.object({
    preferred_date: visitDateField(now),
    preferred_time: visitTimeField(),
    phone: nigerianPhoneField(),
    note: optionalText({ maxLength: VISIT_NOTE_MAX_LENGTH }),
  });
}
export type SiteVisitRequest = z.output<ReturnType<typeof siteVisitRequestSchema>>;
export type SiteVisitRequestValues = z.input<ReturnType<typeof siteVisitRequestSchema>>;
export const siteVisitRequestForm = (now?: () => Date) =>
  defineForm(siteVisitRequestSchema(now), ['preferred_date', 'preferred_time', 'phone', 'note']);

/** PATCH /ops/leads/:id/visit: schedule (or move) it, or close it. */
export function siteVisitUpdateSchema(now: () => Date = () => new Date()) {
  return z.discriminatedUnion(
    'state',
    [
      z.object({ state: z.literal('scheduled'), date: visitDateField(now), time: visitTimeField() }),
      z.object({ state: z.literal('done') }),
      z.object({ state: z.literal('cancelled') }),
    ],
    { error: M.invalidOption },
  );
}
export type SiteVisitUpdate = z.output<ReturnType<typeof siteVisitUpdateSchema>>;

export const siteVisitSchema = z.object({
  state: z.enum(VISIT_STATES),
  preferred_date: z.string(),
  preferred_time: z.enum(VISIT_TIMES),
  phone: z.string(),
  note: z.string().nullable(),
  scheduled_date: z.string().nullable(),
  scheduled_time: z.enum(VISIT_TIMES).nullable(),
  requested_at: z.iso.datetime({ offset: true }),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

/** `Dec 10, 2026`: a visit's Lagos day as the app writes dates. */
export function visitDateText(date: string): string {
  return formatDate(`${date}T12:00:00+01:00`);
}

/** What the customer is told of their visit, on the report and in the messages. */
export function visitStatusText(visit: SiteVisit): string {
  const when = (date: string, time: VisitTime) => `${visitDateText(date)}, ${time}`;
  switch (visit.state) {
    case 'requested':
      return `Site visit requested for ${when(visit.preferred_date, visit.preferred_time)}. We will confirm the date by SMS and e-mail.`;
    case 'scheduled':
      return `Site visit booked for ${when(visit.scheduled_date ?? visit.preferred_date, visit.scheduled_time ?? visit.preferred_time)}.`;
    case 'done':
      return 'Your site visit is done: your quotation follows.';
    case 'cancelled':
      return 'Your site visit was cancelled. You can ask for another.';
  }
}
