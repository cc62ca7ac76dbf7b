import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListSort } from './list-state.ts';

interface SortHeaderProps {
  label: string;
  /** The column's alignment: a header of right-aligned numbers sits on the right too. */
  align?: 'left' | 'center' | 'right';
  sortKey: string;
  sort: ListSort | null;
  onSort: (key: string) => void;
}

/** A header that sorts by its column: ascending first, then descending. */
export function SortHeader({ label, align, sortKey, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const order = sort?.key === sortKey ? sort.order : null;
  const Icon = order === 'asc' ? IconChevronUp : order === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      ta={align}
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        title={t('list.sortBy', { column: label })}
        fw={600}
        fz="sm"
      >
        {/* A long label wraps between its words; the icon stays beside its last line. */}
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
