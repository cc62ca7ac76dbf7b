import { Button } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'Mapa': shows or hides the list's map. */
export function MapToggleButton({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={value ? 'filled' : 'default'}
      leftSection={<IconMap size={18} />}
      aria-pressed={value}
      onClick={() => onChange(!value)}
    >
      {t('list.map')}
    </Button>
  );
}
