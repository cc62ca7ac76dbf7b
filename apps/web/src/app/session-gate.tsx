import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onTermsRequired, onUnauthorized } from '../lib/api-client.ts';
import { handleUnauthorized, restoreSession } from '../lib/session/session-actions.ts';
import { sessionStore } from '../lib/session/session-store.ts';

const needsRestore = () => {
  const { authToken, user } = sessionStore.getState();
  return authToken !== null && user === null;
};

/**
 * Wires the session to the API client (a 401 logs out, flagged as expired; a 403 for terms
 * not yet accepted brings up the terms modal) and, when a
 * token survived a reload, loads its profile before any route decides where the user goes.
 * The splash screen in index.html stays up meanwhile.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(needsRestore);

  useEffect(() => onUnauthorized((error) => handleUnauthorized(queryClient, error)), [queryClient]);
  useEffect(() => onTermsRequired(() => sessionStore.dispatch({ type: 'termsRequired' })), []);

  useEffect(() => {
    if (!restoring) return;
    let active = true;
    void restoreSession(queryClient).then(() => {
      if (active) setRestoring(false);
    });
    return () => {
      active = false;
    };
  }, [restoring, queryClient]);

  return restoring ? null : children;
}
