import { useEffect } from 'react';
import { notify } from '../../lib/notify.ts';

/**
 * Shows a list's failure message once per failed request ('Ocorreu um erro ao consultar as
 * cidades'); the screen empties the list meanwhile.
 */
export function useFailureNotice(failedAt: number, isError: boolean, message: string): void {
  useEffect(() => {
    if (isError && failedAt > 0) notify.error(message, `${message}:${failedAt}`);
  }, [isError, failedAt, message]);
}
