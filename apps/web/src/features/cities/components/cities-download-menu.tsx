import { ActionIcon, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { useExportCities } from '../api/export-cities.ts';
import type { CityFilters } from '../lib/city-filters.ts';

/** Downloads the filtered list as XLSX or CSV. */
export function CitiesDownloadMenu({ state }: { state: ListState<CityFilters> }) {
  const { t } = useTranslation();
  const exportCities = useExportCities(state);
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('list.download')}
          title={t('list.download')}
          loading={exportCities.isPending}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => exportCities.mutate('xlsx')}
        >
          {t('list.downloadXlsx')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} />}
          onClick={() => exportCities.mutate('csv')}
        >
          {t('list.downloadCsv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
