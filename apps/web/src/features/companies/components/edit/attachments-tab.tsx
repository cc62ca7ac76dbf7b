import { MESSAGES } from '@oportuna/domain/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttachmentsField,
  type UploadedAttachment,
} from '../../../../components/upload/attachments-field.tsx';
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
    ({ path, original_name, url, type }: UploadedAttachment) =>
      onAdd({ path, name: original_name, url, type }),
    [onAdd],
  );
  return (
    <AttachmentsField
      items={multimedia.map((media) => ({
        key: media.path,
        type: media.type,
        name: media.name || media.path.split('/').pop() || media.path,
        url: media.url,
        onRemove: () => onRemove(media.path),
      }))}
      successMessage={MESSAGES.upload.attachmentSent}
      onUploaded={onUploaded}
      labels={{
        title: t('companies.edit.attachments.title'),
        hint: t('companies.edit.attachments.hint'),
        browse: t('companies.edit.attachments.browse'),
        progress: t('companies.edit.attachments.progress'),
        wrongType: t('companies.edit.attachments.wrongType'),
        empty: t('companies.edit.attachments.empty'),
        remove: (name) => t('companies.edit.attachments.remove', { name }),
      }}
    />
  );
}
