import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { INTEREST_LIMITS } from '@oportuna/domain/interests';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { UploadField } from '../upload/upload-field.tsx';
import type { UploadedFile } from '../upload/upload-request.ts';

export interface PendingAttachment {
  path: string;
  name: string;
}

export interface MessageDraft {
  text: string;
  attachments: PendingAttachment[];
}

export const EMPTY_MESSAGE: MessageDraft = { text: '', attachments: [] };

/** The pt-BR error of a message, or null when it may be sent (the domain's limits). */
export function messageError(text: string): string | null {
  if (text.trim() === '') return i18n.t('interests.message.required');
  if (Array.from(text).length > INTEREST_LIMITS.messageMax) {
    return i18n.t('interests.message.tooLong', { max: INTEREST_LIMITS.messageMax });
  }
  return null;
}

/**
 * The text of a message with its counter, and its attachments (uploads of purpose=interest,
 * at most five), shared by "Tenho interesse" and the thread's reply.
 */
export function MessageFields({
  value,
  onChange,
  error,
  label,
  autoFocus = false,
}: {
  value: MessageDraft;
  onChange: (update: (draft: MessageDraft) => MessageDraft) => void;
  error: string | null;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const length = Array.from(value.text).length;
  const full = value.attachments.length >= INTEREST_LIMITS.attachmentsPerMessage;
  const onUploaded = useCallback(
    ({ file }: UploadedFile) =>
      onChange((draft) => ({
        ...draft,
        attachments: [...draft.attachments, { path: file.path, name: file.original_name }],
      })),
    [onChange],
  );
  return (
    <Stack gap="sm">
      <Textarea
        label={label}
        value={value.text}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange((draft) => ({ ...draft, text }));
        }}
        error={error ?? undefined}
        rows={5}
        resize="vertical"
        required
        data-autofocus={autoFocus || undefined}
        description={t('interests.message.counter', {
          count: length,
          max: INTEREST_LIMITS.messageMax,
        })}
      />
      {value.attachments.length > 0 ? (
        <Stack gap={4} aria-label={t('interests.message.attachments')} component="ul" p={0} m={0}>
          {value.attachments.map((attachment) => (
            <Group key={attachment.path} gap="xs" component="li" style={{ listStyle: 'none' }}>
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm">{attachment.name}</Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('interests.message.removeAttachment', { name: attachment.name })}
                onClick={() =>
                  onChange((draft) => ({
                    ...draft,
                    attachments: draft.attachments.filter((a) => a.path !== attachment.path),
                  }))
                }
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {full ? (
        <Text size="sm" c="dimmed">
          {t('interests.message.attachmentsFull', { max: INTEREST_LIMITS.attachmentsPerMessage })}
        </Text>
      ) : (
        <UploadField
          purpose="interest"
          accept="attachment"
          maxBytes={UPLOAD_MAX_BYTES.attachment}
          successMessage={t('interests.message.attached')}
          onUploaded={onUploaded}
          labels={{
            title: t('interests.message.upload.title'),
            hint: t('interests.message.upload.hint'),
            browse: t('interests.message.upload.browse'),
            progress: t('interests.message.upload.progress'),
            wrongType: t('interests.message.upload.wrongType'),
          }}
        />
      )}
    </Stack>
  );
}
