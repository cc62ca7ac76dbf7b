import { PasswordInput, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { profilePasswordSchema } from '@oportuna/domain/profile';
import { useTranslation } from 'react-i18next';
import { useValidatedForm } from '../../../lib/forms/use-validated-form.ts';
import { validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { reportSaveFailure } from '../lib/save-failure.ts';
import { ProfileFormCard } from './profile-form-card.tsx';

const EMPTY = { current_password: '', password: '', confirm_password: '' };

/** 'Alterar senha': the current password first, then the new one and its confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useValidatedForm(EMPTY, (values) =>
    validateWithSchema(profilePasswordSchema, values),
  );

  const submit = form.onSubmit((payload) =>
    change.mutate(payload, {
      onSuccess: () => {
        form.reset();
        notify.success(MESSAGES.profile.passwordUpdated);
      },
      onError: (error) =>
        reportSaveFailure(error, MESSAGES.profile.passwordUpdateFailed, form.setErrors),
    }),
  );

  return (
    <ProfileFormCard
      title={t('profile.menu.changePassword')}
      saving={change.isPending}
      onSubmit={submit}
    >
      <Text size="sm" c="dimmed">
        {t('profile.password.hint')}
      </Text>
      <PasswordInput
        label={t('profile.password.current')}
        autoComplete="current-password"
        required
        {...form.getInputProps('current_password')}
      />
      <PasswordInput
        label={t('profile.password.new')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm_password')}
      />
    </ProfileFormCard>
  );
}
