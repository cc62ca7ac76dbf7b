import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useValidatedForm } from '../../../lib/forms/use-validated-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { type EmailValues, validateForgotPassword } from '../lib/auth-form-validation.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const form = useValidatedForm<EmailValues, EmailValues>({ email: '' }, validateForgotPassword);

  const submit = form.onSubmit((request) => reset.mutate(request));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reset.isSuccess ? (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {reset.data.message}
          </Alert>
        ) : null}
        {reset.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {reset.error.message || t('auth.failed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.forgotPassword.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('auth.forgotPassword.submit')}
        </Button>
        <Center>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm">
            {t('auth.forgotPassword.backToLogin')}
          </Anchor>
        </Center>
      </Stack>
    </form>
  );
}
