import { SUCCESS_MESSAGES, UI_DELAYS_MS, type AuditRecord } from '@powerpay/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { notify } from '@/lib/toast';

import { auditKeys } from '../api/query-keys';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a successful submission: the documented toast, its 1 s pause, then the history refreshes in place
 * (docs/product.md §12: no page reload) and `onDone` closes the form and opens the new report.
 */
export function useSubmissionRefresh(onDone: (saved: AuditRecord) => void) {
  const queryClient = useQueryClient();
  const [isRefreshing, setIsRefreshing] = useState(false);

  const finish = async (saved: AuditRecord) => {
    notify.success(SUCCESS_MESSAGES.formSubmitted);
    setIsRefreshing(true);
    await wait(UI_DELAYS_MS.auditSubmitted);
    await queryClient.invalidateQueries({ queryKey: auditKeys.all });
    setIsRefreshing(false);
    onDone(saved);
  };

  return { finish, isRefreshing };
}
