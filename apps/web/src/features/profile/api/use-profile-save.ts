import type { Profile } from '@oportuna/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/session/session-actions.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * A profile save: the answer becomes the cached profile, and the current user is read again
 * so the shell (name, photo) shows the change at once.
 */
export function useProfileSave<Payload>(save: (payload: Payload) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      await loadCurrentUser(queryClient);
    },
  });
}
