import { Paper, Skeleton } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { SubHeader } from '../sub-header/sub-header.tsx';
import { EmptyText } from './empty-text.tsx';
import { LocalityBackButton } from './locality-back-button.tsx';

/** A profile page before its place arrives: a skeleton, then 'no content' if it never does. */
export function LocalityDetailFallback({
  title,
  backHref,
  pending,
}: {
  title: string;
  backHref: string;
  pending: boolean;
}) {
  return (
    <>
      <SubHeader title={title} actions={<LocalityBackButton to={backHref} />} />
      <Paper withBorder radius="md" p="lg">
        {pending ? <Skeleton height={120} /> : <EmptyText>{MESSAGES.common.noContent}</EmptyText>}
      </Paper>
    </>
  );
}
