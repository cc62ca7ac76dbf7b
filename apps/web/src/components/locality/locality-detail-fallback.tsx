import { Paper, Skeleton } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { BackButton } from '../../components/back-button.tsx';
import { SubHeader } from '../sub-header/sub-header.tsx';
import { EmptyText } from './empty-text.tsx';

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
      <SubHeader title={title} actions={<BackButton to={backHref} />} />
      <Paper withBorder radius="md" p="lg">
        {pending ? <Skeleton height={120} /> : <EmptyText>{MESSAGES.common.noContent}</EmptyText>}
      </Paper>
    </>
  );
}
