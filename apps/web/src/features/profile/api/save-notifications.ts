import type { NotificationPreferences, Profile } from '@oportuna/domain/profile';
import { apiClient } from '../../../lib/api-client.ts';
import { useProfileSave } from './use-profile-save.ts';

/** PUT profile/notifications: the kinds and the customers followed. */
export function saveNotifications(payload: NotificationPreferences) {
  return apiClient.put<Profile>('profile/notifications', payload);
}

export const useSaveNotifications = () => useProfileSave(saveNotifications);
