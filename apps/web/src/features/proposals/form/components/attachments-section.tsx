import { ActionIcon, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../../components/upload/upload-request.ts';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';

/** Anexos: opportunity images (JPEG or PNG, 5 MB each), sent one per drop. */
export function AttachmentsSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { values, errors, change, changeLater } = form;
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
      <UploadField
        purpose="proposal"
        accept="image"
        maxBytes={UPLOAD_MAX_BYTES.default}
        successMessage={MESSAGES.upload.attachmentSent}
        onUploaded={onUploaded}
        labels={{
          title: t('proposalForm.attachments.title'),
          hint: t('proposalForm.attachments.hint'),
          browse: t('proposalForm.attachments.browse'),
          progress: t('proposalForm.attachments.progress'),
          wrongType: t('proposalForm.attachments.wrongType'),
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
