import { Alert, Anchor, Button, Center, PasswordInput, Stack } from '@mantine/core';
import { TIMING } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useValidatedForm } from '../../../lib/forms/use-validated-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  type NewPasswordValues,
  validateChangePassword,
  validateResetPassword,
} from '../lib/auth-form-validation.ts';
import { passwordsDiffer, splitPasswordMismatch } from '../lib/password-mismatch.ts';

interface NewPasswordFormProps {
  token: string;
  /** reset: the e-mailed link, both fields checked; change: the password only is required. */
  mode: 'reset' | 'change';
}

export function NewPasswordForm({ token, mode }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [mismatchAlert, setMismatchAlert] = useState(false);
  const form = useValidatedForm<NewPasswordValues, NewPasswordValues>(
    { password: '', confirm_password: '' },
    mode === 'reset' ? validateResetPassword(token) : validateChangePassword,
  );
  const { fieldErrors, mismatch } = splitPasswordMismatch(form.errors);
  // The server's own rule (length, common passwords) answers per field.
  const serverPasswordError = isApiError(change.error) ? change.error.fields?.password : undefined;

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(
      () => navigate(paths.auth.login.getHref(), { replace: true }),
      TIMING.passwordChangedRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [change.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    if (passwordsDiffer(values)) {
      setMismatchAlert(true);
      return;
    }
    setMismatchAlert(false);
    change.mutate({ token, password: values.password, confirm_password: values.confirm_password });
  });

  if (change.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        {change.data.message} {t('auth.newPassword.redirecting')}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mismatch || mismatchAlert ? (
          <Alert color="yellow" icon={<IconAlertCircle />} role="alert">
            {MESSAGES.auth.passwordsMustMatch}
          </Alert>
        ) : null}
        {change.isError && !serverPasswordError ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {change.error.message || t('auth.failed')}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('auth.newPassword.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
          error={fieldErrors.password ?? serverPasswordError}
        />
        <PasswordInput
          label={t('auth.newPassword.confirmPassword')}
          autoComplete="new-password"
          required={mode === 'reset'}
          {...form.getInputProps('confirm_password')}
          error={fieldErrors.confirm_password}
        />
        <Button type="submit" loading={change.isPending} fullWidth>
          {t('auth.newPassword.submit')}
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
