import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEstimate } from '../../lib/format-estimate.ts';
import { pageCountOf } from './list-state.ts';

const SELECT_STYLE = {
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-xs)',
  padding: '4px 6px',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
} as const;

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** The total is the server's estimate: the page count reads as one, and 'last' is off. */
  estimated?: boolean;
  /** The page-size label where a screen's spec names it otherwise ('Itens por página'). */
  pageSizeLabel?: string;
}

/** First, previous, next and last buttons, 'Exibir' page size and 'Página N de M'. */
export function Pager({
  page,
  limit,
  total,
  pageSizeOptions,
  onPageChange,
  onLimitChange,
  estimated = false,
  pageSizeLabel,
}: PagerProps) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, limit);
  const shown = Math.min(page, pageCount);
  const buttons = [
    { key: 'first', icon: IconChevronsLeft, target: 1, disabled: shown <= 1 },
    { key: 'previous', icon: IconChevronLeft, target: shown - 1, disabled: shown <= 1 },
    { key: 'next', icon: IconChevronRight, target: shown + 1, disabled: shown >= pageCount },
    {
      key: 'last',
      icon: IconChevronsRight,
      target: pageCount,
      disabled: estimated || shown >= pageCount,
    },
  ] as const;
  const pageButton = ({ key, icon: Icon, target, disabled }: (typeof buttons)[number]) => (
    <ActionIcon
      key={key}
      variant="default"
      aria-label={t(`list.pager.${key}`)}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      <Icon size={16} />
    </ActionIcon>
  );

  return (
    <Group
      component="nav"
      aria-label={t('list.pager.label')}
      justify="space-between"
      gap="md"
      mt="md"
    >
      <Group gap="xs">
        <Text size="sm" component="label" htmlFor="list-page-size">
          {pageSizeLabel ?? t('list.pager.show')}
        </Text>
        {/* A plain select: Mantine's brings its combobox styles into every list's first paint. */}
        <select
          id="list-page-size"
          value={String(limit)}
          onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          style={SELECT_STYLE}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </Group>
      <Group gap={4}>
        {buttons.slice(0, 2).map(pageButton)}
        <Text size="sm" px="xs" aria-live="polite">
          {estimated
            ? t('list.pager.pageEstimated', { page: shown, estimate: formatEstimate(pageCount) })
            : t('list.pager.page', { page: shown, pageCount })}
        </Text>
        {buttons.slice(2).map(pageButton)}
      </Group>
    </Group>
  );
}
