import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-column.ts';

interface ColumnChooserProps<Item> {
  columns: readonly ListColumn<Item>[];
  hiddenColumns: readonly string[];
  onToggle: (key: string) => void;
}

/** Shows or hides the table's columns; the ones that identify a row stay. */
export function ColumnChooser<Item>({
  columns,
  hiddenColumns,
  onToggle,
}: ColumnChooserProps<Item>) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          {t('list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('list.columns')}>
          {columns
            .filter((column) => column.hideable !== false)
            .map((column) => (
              // A native checkbox: the chooser sits on every list's first paint.
              <Group
                key={column.key}
                component="label"
                gap="xs"
                wrap="nowrap"
                style={{ cursor: 'pointer' }}
              >
                <input
                  type="checkbox"
                  checked={!hiddenColumns.includes(column.key)}
                  onChange={() => onToggle(column.key)}
                  style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0 }}
                />
                <Text size="sm">{column.label}</Text>
              </Group>
            ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
