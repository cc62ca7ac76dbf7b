import { ActionIcon, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportDownload } from './use-export-download.ts';

/** The list's download button: the filtered list as XLSX or CSV. */
export function DownloadMenu({ download }: { download: ExportDownload }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('list.download')}
          title={t('list.download')}
          loading={download.isPending}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => download.mutate('xlsx')}
        >
          {t('list.downloadXlsx')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} />}
          onClick={() => download.mutate('csv')}
        >
          {t('list.downloadCsv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
