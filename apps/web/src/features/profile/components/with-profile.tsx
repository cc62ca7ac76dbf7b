import { Alert, Loader } from '@mantine/core';
import type { Profile } from '@oportuna/domain/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile.ts';

/** Renders a profile form once the profile is loaded; a loader before, a message on failure. */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError) return <Alert color="red">{t('profile.loadFailed')}</Alert>;
  if (!profile.data) return <Loader />;
  return children(profile.data);
}
