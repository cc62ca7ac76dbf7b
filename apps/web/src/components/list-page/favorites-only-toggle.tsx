import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The star that narrows a list to the user's favourites. */
export function FavoritesOnlyToggle({
  value,
  onChange,
  label,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const text = label ?? t('list.onlyFavorites');
  return (
    <ActionIcon
      size="lg"
      variant={value ? 'filled' : 'default'}
      color={value ? 'yellow' : undefined}
      aria-label={text}
      title={text}
      aria-pressed={value}
      onClick={() => onChange(!value)}
    >
      {value ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
