import { MESSAGES } from '@oportuna/domain/messages';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';

interface QueryErrorState {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/** One snackbar per failed fetch; a 401 is left to the logout it triggers. */
export function useNotificationsLoadError({ isError, error, errorUpdatedAt }: QueryErrorState) {
  useEffect(() => {
    if (!isError || errorUpdatedAt === 0) return;
    if (isApiError(error) && error.status === 401) return;
    notify.error(MESSAGES.notifications.loadFailed, 'notifications-load-failed');
  }, [isError, error, errorUpdatedAt]);
}
