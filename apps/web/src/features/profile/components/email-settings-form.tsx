import { Switch } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { EMAIL_SETTING_KEYS, type EmailSettings, type Profile } from '@oportuna/domain/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useSaveEmailSettings } from '../api/save-email-settings.ts';
import { reportSaveFailure } from '../lib/save-failure.ts';
import { ProfileFormCard } from './profile-form-card.tsx';

/** /user-profile/email-settings: the four e-mail toggles, kept on the server (decision 0014). */
export function EmailSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveEmailSettings();
  const [settings, setSettings] = useState<EmailSettings>(profile.email_settings);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(settings, {
      onSuccess: (saved) => {
        setSettings(saved.email_settings);
        notify.success(MESSAGES.profile.settingsUpdated);
      },
      onError: (error) => reportSaveFailure(error, MESSAGES.profile.settingsUpdateFailed, () => {}),
    });
  };

  return (
    <ProfileFormCard
      title={t('profile.emailSettings.title')}
      saving={save.isPending}
      onSubmit={submit}
    >
      {EMAIL_SETTING_KEYS.map((key) => (
        <Switch
          key={key}
          label={t(`profile.emailSettings.${key}`)}
          checked={settings[key]}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setSettings((current) => ({ ...current, [key]: on }));
          }}
        />
      ))}
    </ProfileFormCard>
  );
}
