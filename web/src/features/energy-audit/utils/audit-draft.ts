import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

import type { SessionUser } from '@/lib/session';
import { AUDIT_DRAFT_KEYS, pickTextFields, tabStorage } from '@/lib/tab-drafts';

/**
 * An Energy Audit form part-way through, kept for this browser tab only (sessionStorage), like the
 * purchase draft: a reload, or a phone discarding the tab while the customer checks a number with
 * someone, keeps every answer (decision 020, "Drafts survive a reload"). Kept per customer, so a tab signed into by
 * someone else starts empty; forgotten once the audit is sent, and at sign-out.
 */
export type AuditKind = keyof typeof AUDIT_DRAFT_KEYS;

/** Longer than any real answer (an address, pasted GPS): a value past it did not come from the form. */
const MAX_ANSWER_LENGTH = 500;

type Answers = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whose draft it is: the e-mail of the signed-in customer (the session holds no other id). */
const ownerOf = (user: SessionUser | null) => user?.email.toLowerCase() ?? '';

/** The form's starting values with the answers this tab kept for `user` over them. */
export function withAuditDraft<T extends Answers>(kind: AuditKind, user: SessionUser | null, defaults: T): T {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(AUDIT_DRAFT_KEYS[kind]) ?? 'null');
    if (!isRecord(stored) || !isRecord(stored.answers) || stored.owner !== ownerOf(user)) return defaults;
    return { ...defaults, ...pickTextFields(stored.answers, Object.keys(defaults), MAX_ANSWER_LENGTH) };
  } catch {
    return defaults;
  }
}

/** Keeps the answers while they differ from the form's starting values; forgets them once they do not. */
export function keepAuditDraft(
  kind: AuditKind,
  user: SessionUser | null,
  values: Record<string, unknown>,
  defaults: Answers,
): void {
  const answers = pickTextFields(values, Object.keys(defaults), MAX_ANSWER_LENGTH);
  const isStarted = Object.entries(answers).some(([field, value]) => value !== defaults[field]);
  try {
    if (isStarted)
      tabStorage()?.setItem(AUDIT_DRAFT_KEYS[kind], JSON.stringify({ owner: ownerOf(user), answers }));
    else forgetAuditDraft(kind);
  } catch {
    // Full storage: the form still works, it is just not kept.
  }
}

/** Sent: the next audit of this kind starts from the customer's details alone. */
export function forgetAuditDraft(kind: AuditKind): void {
  tabStorage()?.removeItem(AUDIT_DRAFT_KEYS[kind]);
}

/** Keeps a form's answers in this tab as they are typed (`defaults`: the form's values before any). */
export function useKeptAuditDraft<T extends FieldValues>(
  kind: AuditKind,
  user: SessionUser | null,
  watch: UseFormWatch<T>,
  defaults: Answers,
): void {
  useEffect(() => {
    const subscription = watch((values) => keepAuditDraft(kind, user, values, defaults));
    return () => subscription.unsubscribe();
  }, [kind, user, watch, defaults]);
}
