import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { InterestMessage, InterestSide } from '@oportuna/domain/interests';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The messages of a thread, oldest first. Text is rendered as text (React escapes it): a
 * message with <script> or <b> shows those characters, never markup; line breaks are kept.
 */
export function MessageList({
  messages,
  viewerSide,
  outsideName,
}: {
  messages: readonly InterestMessage[];
  /** The caller's side: their side's messages are shaded. */
  viewerSide: InterestSide;
  /** Who wrote through a showcase, with no account: the author of messages without one. */
  outsideName?: string;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return <Text c="dimmed">{t('interests.thread.empty')}</Text>;
  }
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={t('interests.thread.messages')}>
      {messages.map((message) => {
        const ours = message.side === viewerSide;
        return (
          <Paper
            key={message.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg={ours ? 'var(--mantine-color-gray-0)' : undefined}
            style={{ listStyle: 'none' }}
            data-testid="interest-message"
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {message.author?.name ?? outsideName ?? t('interests.thread.formerUser')}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
                {formatDateTime(message.created_at)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
            {message.attachments.length > 0 ? (
              <Stack gap={2} mt="xs">
                {message.attachments.map((attachment) => (
                  <Group key={attachment.url} gap={4}>
                    <IconPaperclip size={14} aria-hidden />
                    <Anchor href={attachment.url} target="_blank" rel="noopener" size="sm">
                      {attachment.original_name}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
