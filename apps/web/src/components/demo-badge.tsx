import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the database holds the generated demo data set. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" size="sm" radius="sm" tt="none">
      {t('common.demoEnvironment')}
    </Badge>
  );
}
