import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useValidatedForm } from '../../../lib/forms/use-validated-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { type TwoFactorValues, validateTwoFactor } from '../lib/auth-form-validation.ts';
import { twoFactorErrorMessage } from '../lib/login-error-message.ts';

export function TwoFactorForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyTwoFactor();
  const form = useValidatedForm<TwoFactorValues, TwoFactorValues>({ code: '' }, validateTwoFactor);

  const submit = form.onSubmit((request) => {
    verify.mutate(request, {
      onSuccess: (user) => {
        if (user) navigate(paths.home.getHref(), { replace: true });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {verify.isError ? (
          <Alert color="yellow" icon={<IconAlertTriangle />} role="alert">
            {twoFactorErrorMessage(verify.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          size="lg"
          styles={{ input: { letterSpacing: '0.5em', textAlign: 'center' } }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('auth.twoFactor.submit')}
        </Button>
        <Center>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm">
            {t('auth.twoFactor.backToLogin')}
          </Anchor>
        </Center>
      </Stack>
    </form>
  );
}
