import type { EmailSettings, Profile } from '@oportuna/domain/profile';
import { apiClient } from '../../../lib/api-client.ts';
import { useProfileSave } from './use-profile-save.ts';

/** PUT profile/email-settings: the four toggles. */
export function saveEmailSettings(payload: EmailSettings) {
  return apiClient.put<Profile>('profile/email-settings', payload);
}

export const useSaveEmailSettings = () => useProfileSave(saveEmailSettings);
