import { SUCCESS_MESSAGES, UI_DELAYS_MS } from '@powerpay/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { notify } from '@/lib/toast';

import { auditKeys } from '../api/query-keys';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a successful submission: the SPEC's toast, its 1 s pause, then the history refreshes in place
 * (DESIGN.md section 9: no page reload) and `onDone` closes the form.
 */
export function useSubmissionRefresh(onDone: () => void) {
  const queryClient = useQueryClient();
  const [isRefreshing, setIsRefreshing] = useState(false);

  const finish = async () => {
    notify.success(SUCCESS_MESSAGES.formSubmitted);
    setIsRefreshing(true);
    await wait(UI_DELAYS_MS.auditSubmitted);
    await queryClient.invalidateQueries({ queryKey: auditKeys.all });
    setIsRefreshing(false);
    onDone();
  };

  return { finish, isRefreshing };
}
