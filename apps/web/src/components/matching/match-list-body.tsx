import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockSkeleton } from '../locality/block-skeleton.tsx';
import { EmptyText } from '../locality/empty-text.tsx';

/**
 * What a match list shows while its page loads, when it fails (with a way to try again), when
 * it is empty, and otherwise its table: the same for places and for projects.
 */
export function MatchListBody({
  query,
  empty,
  emptyText,
  skeletonLines,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
  skeletonLines: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <BlockSkeleton lines={skeletonLines} />;
  if (query.isError)
    return (
      <Group gap="sm">
        <Text size="sm">{t('matching.failed')}</Text>
        <Button variant="default" size="compact-sm" onClick={() => void query.refetch()}>
          {t('matching.retry')}
        </Button>
      </Group>
    );
  if (empty) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children}</>;
}
