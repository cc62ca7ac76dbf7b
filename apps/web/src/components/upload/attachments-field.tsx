import { Stack } from '@mantine/core';
import { detectFileKind, type MultimediaType, UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { useCallback } from 'react';
import { MultimediaGroups, type MultimediaItem } from './multimedia-groups.tsx';
import { UploadField, type UploadFieldLabels } from './upload-field.tsx';
import type { UploadedFile } from './upload-request.ts';

/** A stored attachment, with the group its type or name puts it in. */
export interface UploadedAttachment {
  path: string;
  original_name: string;
  url: string;
  type: MultimediaType;
}

export interface AttachmentsFieldLabels extends UploadFieldLabels {
  /** Said inside each group without files. */
  empty: string;
  /** The accessible name of a file's delete button. */
  remove: (name: string) => string;
}

/**
 * 'Anexos': photos, PDF documents and MP4 videos sent one per drop, and the attachments listed
 * in their groups, each with a delete button.
 */
export function AttachmentsField({
  items,
  labels,
  successMessage,
  onUploaded,
}: {
  items: readonly MultimediaItem[];
  labels: AttachmentsFieldLabels;
  successMessage: string;
  onUploaded: (attachment: UploadedAttachment) => void;
}) {
  const { empty, remove, ...uploadLabels } = labels;
  const onStored = useCallback(
    ({ file, url }: UploadedFile, picked: File) =>
      onUploaded({
        path: file.path,
        original_name: file.original_name,
        url,
        type: detectFileKind({ mimeType: picked.type, name: file.original_name }) ?? 'document',
      }),
    [onUploaded],
  );
  return (
    <Stack gap="md">
      <UploadField
        purpose="attachment"
        accept="attachment"
        maxBytes={UPLOAD_MAX_BYTES.attachment}
        successMessage={successMessage}
        onUploaded={onStored}
        labels={uploadLabels}
      />
      <MultimediaGroups items={items} empty={empty} removeLabel={remove} />
    </Stack>
  );
}
