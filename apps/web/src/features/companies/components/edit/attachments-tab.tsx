import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  detectFileKind,
  MULTIMEDIA_GROUP_LABELS,
  MULTIMEDIA_TYPES,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
} from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../../components/upload/upload-dropzone.tsx';
import type { UploadedFile } from '../../../../components/upload/upload-request.ts';
import type { UploadRules } from '../../../../components/upload/upload-rules.ts';
import { uploadCompanyAttachment } from '../../api/upload-company-file.ts';
import type { MediaValue } from '../../lib/company-info-form.ts';

/** Anexos: photos, PDF documents and MP4 videos, one per drop, listed by group. */
export function AttachmentsTab({
  multimedia,
  onAdd,
  onRemove,
}: {
  multimedia: readonly MediaValue[];
  onAdd: (media: MediaValue) => void;
  onRemove: (path: string) => void;
}) {
  const { t } = useTranslation();
  const rules = useMemo<UploadRules>(
    () => ({
      accept: UPLOAD_ACCEPTED_MIME_TYPES.attachment,
      maxBytes: UPLOAD_MAX_BYTES.attachment,
      typeMessage: t('companies.edit.attachments.wrongType'),
    }),
    [t],
  );
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile, picked: File) =>
      onAdd({
        path: file.path,
        name: file.original_name,
        url,
        type: detectFileKind({ mimeType: picked.type, name: file.original_name }) ?? 'document',
      }),
    [onAdd],
  );
  return (
    <Stack gap="md">
      <UploadDropzone
        rules={rules}
        send={uploadCompanyAttachment}
        successMessage={MESSAGES.upload.attachmentSent}
        onUploaded={onUploaded}
        labels={{
          title: t('companies.edit.attachments.title'),
          hint: t('companies.edit.attachments.hint'),
          browse: t('companies.edit.attachments.browse'),
          progress: t('companies.edit.attachments.progress'),
        }}
      />
      {multimedia.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('companies.edit.attachments.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {MULTIMEDIA_TYPES.map((type) => (
            <Stack key={type} gap={4} data-testid={`attachments-${type}`}>
              <Text fw={600} size="sm">
                {MULTIMEDIA_GROUP_LABELS[type]}
              </Text>
              {multimedia
                .filter((media) => media.type === type)
                .map((media) => {
                  const name = media.name || media.path.split('/').pop() || media.path;
                  return (
                    <Group key={media.path} gap="xs" wrap="nowrap" justify="space-between">
                      <Anchor href={media.url} target="_blank" rel="noopener noreferrer" size="sm">
                        {name}
                      </Anchor>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('companies.edit.attachments.remove', { name })}
                        onClick={() => onRemove(media.path)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
