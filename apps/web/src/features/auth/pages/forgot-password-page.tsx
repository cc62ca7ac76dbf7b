import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** Asks for the e-mail; opened from the e-mailed link (?token=…) it sets the new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const screen = token ? 'newPassword' : 'forgotPassword';
  return (
    <AuthLayout title={t(`auth.${screen}.title`)} description={t(`auth.${screen}.description`)}>
      <title>{`${t(`auth.${screen}.title`)} | ${t('shell.productName')}`}</title>
      {token ? <NewPasswordForm token={token} mode="reset" /> : <ForgotPasswordForm />}
    </AuthLayout>
  );
}
