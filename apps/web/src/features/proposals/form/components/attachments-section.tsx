import { ActionIcon, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../../components/upload/upload-dropzone.tsx';
import type { UploadedFile } from '../../../../components/upload/upload-request.ts';
import type { UploadRules } from '../../../../components/upload/upload-rules.ts';
import { uploadProposalFile } from '../api/upload-proposal-file.ts';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';

/** Anexos: opportunity images (JPEG or PNG, 5 MB each), sent one per drop. */
export function AttachmentsSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { values, errors, change, changeLater } = form;
  const rules = useMemo<UploadRules>(
    () => ({
      accept: UPLOAD_ACCEPTED_MIME_TYPES.image,
      maxBytes: UPLOAD_MAX_BYTES.default,
      typeMessage: t('proposalForm.attachments.wrongType'),
    }),
    [t],
  );
  const { attachments } = values;
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile) =>
      changeLater(
        (current) => ({
          attachments: [
            ...current.attachments,
            { path: file.path, original_name: file.original_name, url },
          ],
        }),
        'attachments',
      ),
    [changeLater],
  );

  return (
    <Stack gap="md">
      <UploadDropzone
        rules={rules}
        send={uploadProposalFile}
        successMessage={MESSAGES.upload.attachmentSent}
        onUploaded={onUploaded}
        labels={{
          title: t('proposalForm.attachments.title'),
          hint: t('proposalForm.attachments.hint'),
          browse: t('proposalForm.attachments.browse'),
          progress: t('proposalForm.attachments.progress'),
        }}
      />
      {errors.attachments ? (
        <Text c="red" size="sm">
          {errors.attachments}
        </Text>
      ) : null}
      {attachments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('proposalForm.attachments.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {attachments.map((attachment) => (
            <Card key={attachment.path} withBorder padding="xs" radius="md">
              <Card.Section>
                <Image src={attachment.url} alt={attachment.original_name} h={120} fit="cover" />
              </Card.Section>
              <Stack gap={4} mt="xs">
                <Text size="sm" truncate title={attachment.original_name}>
                  {attachment.original_name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('proposalForm.attachments.remove', {
                    name: attachment.original_name,
                  })}
                  onClick={() =>
                    change({
                      attachments: attachments.filter((item) => item.path !== attachment.path),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
