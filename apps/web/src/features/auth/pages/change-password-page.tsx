import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.auth.login.getHref()} replace />;
  return (
    <AuthLayout
      title={t('auth.changePassword.title')}
      description={t('auth.changePassword.description')}
    >
      <title>{`${t('auth.changePassword.title')} | ${t('shell.productName')}`}</title>
      <NewPasswordForm token={token} mode="change" />
    </AuthLayout>
  );
}
