import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from './list-state.ts';

interface SortHeaderProps {
  label: string;
  sortKey: string;
  sort: ListSort | null;
  onSort: (key: string) => void;
}

/** A header that sorts by its column: ascending first, then descending. */
export function SortHeader({ label, sortKey, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const order = sort?.key === sortKey ? sort.order : null;
  const Icon = order === 'asc' ? IconChevronUp : order === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        title={t('list.sortBy', { column: label })}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
