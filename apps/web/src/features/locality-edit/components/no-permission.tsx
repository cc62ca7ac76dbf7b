import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The profile exists but this user may not edit it. */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('localityEdit.forbiddenTitle')}>
      {t('localityEdit.forbidden')}
    </Alert>
  );
}
