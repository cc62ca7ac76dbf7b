import { Stack } from '@mantine/core';
import { detectFileKind, UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityFile } from '@oportuna/domain/territory';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MultimediaGroups,
  type MultimediaItem,
} from '../../../components/upload/multimedia-groups.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../components/upload/upload-request.ts';
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

  const items: MultimediaItem[] = [
    ...saved.map((file) => ({
      key: `saved-${file.id}`,
      type: file.type,
      name: file.original_name ?? file.name ?? file.path.split('/').pop() ?? file.path,
      url: file.url,
      onRemove: () => onDeleteSaved(file),
    })),
    ...pending.map((file) => ({
      key: `pending-${file.path}`,
      type: file.type,
      name: file.original_name ?? file.path,
      url: file.url,
      note: t('localityEdit.pendingSave'),
      onRemove: () => onPendingChange(pending.filter((other) => other.path !== file.path)),
    })),
  ];

  return (
    <Stack gap="md">
      <UploadField
        purpose="attachment"
        accept="attachment"
        maxBytes={UPLOAD_MAX_BYTES.attachment}
        successMessage={MESSAGES.upload.fileSent}
        onUploaded={onUploaded}
        labels={{
          title: t('localityEdit.attachments.title'),
          hint: t('localityEdit.attachments.hint'),
          browse: t('localityEdit.attachments.browse'),
          progress: t('localityEdit.attachments.progress'),
          wrongType: t('localityEdit.attachments.wrongType'),
        }}
      />
      <MultimediaGroups
        items={items}
        empty={t('localityEdit.attachments.empty')}
        removeLabel={(name) => t('localityEdit.removeFile', { name })}
      />
    </Stack>
  );
}
