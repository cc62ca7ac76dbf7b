import { Alert } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { hasExpiredToken } = useSession();
  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.description')}>
      <title>{`${t('auth.login.title')} | ${t('shell.productName')}`}</title>
      {hasExpiredToken ? (
        <Alert color="yellow" icon={<IconClockExclamation />} role="alert">
          {MESSAGES.auth.sessionExpired}
        </Alert>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
