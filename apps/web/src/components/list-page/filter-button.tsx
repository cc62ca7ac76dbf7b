import { ActionIcon, Indicator } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the filter panel; a dot marks applied filters. */
export function FilterButton({ applied, onClick }: { applied: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Indicator disabled={!applied} color="red" size={10} offset={4} data-applied={applied}>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t('list.filters')}
        title={t('list.filters')}
        onClick={onClick}
      >
        <IconFilter size={18} />
      </ActionIcon>
    </Indicator>
  );
}
