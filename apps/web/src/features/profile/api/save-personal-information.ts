import type { PersonalInformation, Profile } from '@oportuna/domain/profile';
import { apiClient } from '../../../lib/api-client.ts';
import { useProfileSave } from './use-profile-save.ts';

/** PUT profile/personal-information: name, e-mail, photo, phone and mobile phone. */
export function savePersonalInformation(payload: PersonalInformation) {
  return apiClient.put<Profile>('profile/personal-information', payload);
}

export const useSavePersonalInformation = () => useProfileSave(savePersonalInformation);
