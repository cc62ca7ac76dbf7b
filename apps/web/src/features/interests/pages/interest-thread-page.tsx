import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useInterest } from '../api/get-interest.ts';
import { useInterestMessages } from '../api/get-interest-messages.ts';
import { useMarkInterestRead } from '../api/mark-interest-read.ts';
import { InterestSummary } from '../components/interest-summary.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { useLiveThread } from '../hooks/use-live-thread.ts';

/**
 * /interests/{id}: one interest's thread, between the users of its two customers. New
 * messages arrive live on the notification stream; reading the thread marks it read.
 */
export function InterestThreadPage() {
  const { t } = useTranslation();
  const { interestId = '' } = useParams();
  const id = Number(interestId);
  const pollMs = useLiveThread(id);
  const interest = useInterest(id, pollMs);
  const messages = useInterestMessages(id, pollMs);
  const markRead = useMarkInterestRead(id);
  const title = t('interests.thread.title', { id: interestId });
  const side = interest.data?.side ?? 'sent';
  const listHref =
    side === 'received' ? paths.interests.received.getHref() : paths.interests.sent.getHref();

  const newest = messages.data?.data.at(-1)?.id;
  const unread = messages.data?.unread_count ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (newest !== undefined && unread > 0) mark(newest);
  }, [newest, unread, mark]);

  const notFound = isApiError(interest.error) && interest.error.status === 404;
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[
          { label: t(`interests.list.title_${side}`), href: listHref },
          { label: title },
        ]}
        actions={<BackButton to={listHref} />}
      />
      {interest.isPending ? <Skeleton height={120} radius="md" /> : null}
      {interest.isError ? (
        <Alert color={notFound ? 'yellow' : 'red'} role="alert">
          {notFound ? t('interests.thread.notFound') : t('interests.thread.loadFailed')}
        </Alert>
      ) : null}
      {interest.data ? (
        <Stack gap="lg">
          <InterestSummary interest={interest.data} />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="thread-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="thread-title">
                {t('interests.thread.conversation')}
              </Title>
              <div aria-live="polite" aria-relevant="additions">
                {messages.data ? (
                  <MessageList
                    messages={messages.data.data}
                    viewerSide={interest.data.side}
                    outsideName={interest.data.outside_contact?.name}
                  />
                ) : (
                  <Skeleton height={80} />
                )}
              </div>
              <MessageComposer interestId={id} />
            </Stack>
          </Paper>
        </Stack>
      ) : null}
    </>
  );
}
