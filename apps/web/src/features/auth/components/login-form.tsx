import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useValidatedForm } from '../../../lib/forms/use-validated-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { type LoginValues, validateLogin } from '../lib/auth-form-validation.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useValidatedForm<LoginValues, LoginValues>(
    { username: '', password: '' },
    validateLogin,
  );

  const submit = form.onSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: () => navigate(paths.auth.twoFactor.getHref()),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {loginErrorMessage(login.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
