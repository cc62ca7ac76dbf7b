import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endSession } from './session-actions.ts';

export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => endSession(queryClient, { expired: false }), [queryClient]);
}
