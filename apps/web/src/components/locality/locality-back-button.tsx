import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Voltar' from a place's profile to its list. */
export function LocalityBackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={18} />}>
      {t('common.actions.back')}
    </Button>
  );
}
