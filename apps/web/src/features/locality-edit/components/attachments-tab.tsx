import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  detectFileKind,
  MULTIMEDIA_GROUP_LABELS,
  MULTIMEDIA_TYPES,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
} from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityFile } from '@oportuna/domain/territory';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import type { UploadedFile } from '../../../components/upload/upload-request.ts';
import type { UploadRules } from '../../../components/upload/upload-rules.ts';
import { uploadLocalityAttachment } from '../api/upload-locality-file.ts';
import type { PendingFile } from '../lib/locality-form.ts';

/** Anexos: saved photos, videos and documents with delete, and uploads sent on save. */
export function AttachmentsTab({
  saved,
  pending,
  onPendingChange,
  onDeleteSaved,
}: {
  saved: readonly LocalityFile[];
  pending: readonly PendingFile[];
  onPendingChange: (pending: PendingFile[]) => void;
  onDeleteSaved: (file: LocalityFile) => void;
}) {
  const { t } = useTranslation();
  const rules = useMemo<UploadRules>(
    () => ({
      accept: UPLOAD_ACCEPTED_MIME_TYPES.attachment,
      maxBytes: UPLOAD_MAX_BYTES.attachment,
      typeMessage: t('localityEdit.attachments.wrongType'),
    }),
    [t],
  );
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile, picked: File) =>
      onPendingChange([
        ...pending,
        {
          path: file.path,
          name: file.original_name,
          original_name: file.original_name,
          url,
          type: detectFileKind({ mimeType: picked.type, name: file.original_name }) ?? 'document',
        },
      ]),
    [onPendingChange, pending],
  );

  const rows = [
    ...saved.map((file) => ({
      key: `saved-${file.id}`,
      type: file.type,
      name: file.original_name ?? file.name ?? file.path.split('/').pop() ?? file.path,
      url: file.url,
      draft: false,
      remove: () => onDeleteSaved(file),
    })),
    ...pending.map((file) => ({
      key: `pending-${file.path}`,
      type: file.type,
      name: file.original_name ?? file.path,
      url: file.url,
      draft: true,
      remove: () => onPendingChange(pending.filter((other) => other.path !== file.path)),
    })),
  ];

  return (
    <Stack gap="md">
      <UploadDropzone
        rules={rules}
        send={uploadLocalityAttachment}
        successMessage={MESSAGES.upload.fileSent}
        onUploaded={onUploaded}
        labels={{
          title: t('localityEdit.attachments.title'),
          hint: t('localityEdit.attachments.hint'),
          browse: t('localityEdit.attachments.browse'),
          progress: t('localityEdit.attachments.progress'),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {MULTIMEDIA_TYPES.map((type) => {
          const group = rows.filter((row) => row.type === type);
          return (
            <Stack key={type} gap={4} data-testid={`attachments-${type}`}>
              <Text fw={600} size="sm">
                {MULTIMEDIA_GROUP_LABELS[type]}
              </Text>
              {group.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('localityEdit.attachments.empty')}
                </Text>
              ) : null}
              {group.map((row) => (
                <Group key={row.key} gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0}>
                    {row.url ? (
                      <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="sm">
                        {row.name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{row.name}</Text>
                    )}
                    {row.draft ? (
                      <Text size="xs" c="orange.8">
                        {t('localityEdit.pendingSave')}
                      </Text>
                    ) : null}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('localityEdit.removeFile', { name: row.name })}
                    onClick={row.remove}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
