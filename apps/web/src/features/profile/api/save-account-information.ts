import type { AccountInformation, Profile } from '@oportuna/domain/profile';
import { apiClient } from '../../../lib/api-client.ts';
import { useProfileSave } from './use-profile-save.ts';

/** PUT profile/account-information: the username. */
export function saveAccountInformation(payload: AccountInformation) {
  return apiClient.put<Profile>('profile/account-information', payload);
}

export const useSaveAccountInformation = () => useProfileSave(saveAccountInformation);
