import { SUCCESS_MESSAGES, UI_DELAYS_MS, type AuditRecord } from '@powerpay/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { useSession, type SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

import { auditKeys } from '../api/query-keys';
import { forgetAuditDraft, withAuditDraft, type AuditKind } from '../utils/audit-draft';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The audit's send: one of the submit mutations. */
type AuditSend<Payload> = {
  mutateAsync: (payload: Payload) => Promise<AuditRecord>;
  isPending: boolean;
};

/**
 * What the home and office panels share around their forms: the answers to start from (the customer's
 * own, under what this tab kept from before a reload) and Submit. A successful submission forgets the
 * tab's draft, shows the documented toast, waits its 1 s, refreshes the history in place (docs/product.md
 * §12: no page reload), then `onSubmitted` closes the form and opens the new report. A failed request was
 * already toasted by the API client; the answers stay as typed.
 */
export function useAuditAnswers<Values extends Record<string, string>, Payload>({
  kind,
  defaultsOf,
  send,
  extraFields,
  onSubmitted,
}: {
  kind: AuditKind;
  defaultsOf: (user: SessionUser | null) => Values;
  send: AuditSend<Payload>;
  /** The optional questions: their section starts open when the tab kept an answer to one. */
  extraFields: readonly string[];
  onSubmitted: (saved: AuditRecord) => void;
}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const pristine = useMemo(() => defaultsOf(user), [defaultsOf, user]);
  // useForm reads the starting values once, at mount.
  const [initialValues] = useState(() => withAuditDraft(kind, user, pristine));

  const submit = async (payload: Payload) => {
    const saved = await send.mutateAsync(payload).catch(() => null);
    if (!saved) return;
    forgetAuditDraft(kind);
    notify.success(SUCCESS_MESSAGES.formSubmitted);
    setIsRefreshing(true);
    await wait(UI_DELAYS_MS.auditSubmitted);
    await queryClient.invalidateQueries({ queryKey: auditKeys.all });
    setIsRefreshing(false);
    onSubmitted(saved);
  };

  return {
    user,
    pristine,
    initialValues,
    submit,
    isSubmitting: send.isPending || isRefreshing,
    hasKeptExtras: extraFields.some((field) => initialValues[field] !== ''),
  };
}
