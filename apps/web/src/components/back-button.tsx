import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Voltar': the way back from a page to where it belongs (its list, its detail). */
export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={18} />}>
      {t('common.actions.back')}
    </Button>
  );
}
