import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityFile } from '@oportuna/domain/territory';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttachmentsField,
  type UploadedAttachment,
} from '../../../components/upload/attachments-field.tsx';
import type { MultimediaItem } from '../../../components/upload/multimedia-groups.tsx';
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
    ({ path, original_name, url, type }: UploadedAttachment) =>
      onPendingChange([...pending, { path, name: original_name, original_name, url, type }]),
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
    <AttachmentsField
      items={items}
      successMessage={MESSAGES.upload.fileSent}
      onUploaded={onUploaded}
      labels={{
        title: t('localityEdit.attachments.title'),
        hint: t('localityEdit.attachments.hint'),
        browse: t('localityEdit.attachments.browse'),
        progress: t('localityEdit.attachments.progress'),
        wrongType: t('localityEdit.attachments.wrongType'),
        empty: t('localityEdit.attachments.empty'),
        remove: (name) => t('localityEdit.removeFile', { name }),
      }}
    />
  );
}
