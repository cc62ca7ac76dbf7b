import { TextInput } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { accountInformationSchema, type Profile } from '@oportuna/domain/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveAccountInformation } from '../api/save-account-information.ts';
import { reportSaveFailure } from '../lib/save-failure.ts';
import { ProfileFormCard } from './profile-form-card.tsx';

/** 'Informações da conta': the username; e-mail and customer are shown, disabled. */
export function AccountInformationForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveAccountInformation();
  const [username, setUsername] = useState(profile.username ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWithSchema(accountInformationSchema, { username });
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setUsername(saved.username ?? '');
        notify.success(MESSAGES.profile.updated);
      },
      onError: (error) => reportSaveFailure(error, MESSAGES.profile.profileUpdateFailed, setErrors),
    });
  };

  return (
    <ProfileFormCard
      title={t('profile.menu.accountInformation')}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextInput
        label={t('profile.account.username')}
        required
        value={username}
        error={errors.username}
        onChange={(event) => {
          setUsername(event.currentTarget.value);
          setErrors({});
        }}
      />
      <TextInput label={t('profile.account.email')} value={profile.email} disabled />
      <TextInput
        label={t('profile.account.customer')}
        value={profile.customer?.name ?? ''}
        disabled
      />
    </ProfileFormCard>
  );
}
