import { Stack } from '@mantine/core';
import { detectFileKind, UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MultimediaGroups } from '../../../../components/upload/multimedia-groups.tsx';
import { UploadField } from '../../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../../components/upload/upload-request.ts';
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
      <UploadField
        purpose="attachment"
        accept="attachment"
        maxBytes={UPLOAD_MAX_BYTES.attachment}
        successMessage={MESSAGES.upload.attachmentSent}
        onUploaded={onUploaded}
        labels={{
          title: t('companies.edit.attachments.title'),
          hint: t('companies.edit.attachments.hint'),
          browse: t('companies.edit.attachments.browse'),
          progress: t('companies.edit.attachments.progress'),
          wrongType: t('companies.edit.attachments.wrongType'),
        }}
      />
      <MultimediaGroups
        items={multimedia.map((media) => ({
          key: media.path,
          type: media.type,
          name: media.name || media.path.split('/').pop() || media.path,
          url: media.url,
          onRemove: () => onRemove(media.path),
        }))}
        empty={t('companies.edit.attachments.empty')}
        removeLabel={(name) => t('companies.edit.attachments.remove', { name })}
      />
    </Stack>
  );
}
