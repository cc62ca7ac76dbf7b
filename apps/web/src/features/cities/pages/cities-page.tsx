import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';

export function CitiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('cities.title')} | ${t('shell.productName')}`}</title>
      <SubHeader title={t('cities.title')} />
      <Paper withBorder radius="md" p="xl">
        <Text>{t('cities.intro')}</Text>
      </Paper>
    </>
  );
}
