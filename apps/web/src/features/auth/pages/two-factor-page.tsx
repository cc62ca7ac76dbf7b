import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout.tsx';
import { TwoFactorForm } from '../components/two-factor-form.tsx';

export function TwoFactorPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.twoFactor.title')} description={t('auth.twoFactor.description')}>
      <title>{`${t('auth.twoFactor.title')} | ${t('shell.productName')}`}</title>
      <TwoFactorForm />
    </AuthLayout>
  );
}
