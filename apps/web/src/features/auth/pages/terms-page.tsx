import { Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useConfig } from '../../../lib/config/get-config.ts';
import { TermsText } from '../components/terms-text.tsx';

export function TermsPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const { hash } = useLocation();

  // The footer links point at one section each (#privacidade, #legal, #contato).
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      <title>{`${t('terms.pageTitle')} | ${t('shell.productName')}`}</title>
      <SubHeader title={t('terms.pageTitle')} />
      <Paper withBorder radius="md" p="xl">
        <TermsText version={config.data?.contract_version} />
      </Paper>
    </>
  );
}
