import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../components/upload/upload-request.ts';

export type PhotoDraft = { path: string; url: string };

/** The photo: one JPEG or PNG of at most 5 MB, held until the form is saved, and removable. */
export function PhotoField({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: PhotoDraft | null;
  error?: string;
  onChange: (photo: PhotoDraft | null) => void;
}) {
  const { t } = useTranslation();
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile) => onChange({ path: file.path, url }),
    [onChange],
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('profile.personal.photo')}</Text>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Group>
            <LetterAvatar name={name} src={value?.url} size={64} />
            {value ? null : (
              <Text size="sm" c="dimmed">
                {t('profile.personal.noPhoto')}
              </Text>
            )}
          </Group>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
            >
              {t('profile.personal.removePhoto')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      <UploadField
        purpose="photo"
        accept="image"
        maxBytes={UPLOAD_MAX_BYTES.default}
        successMessage={MESSAGES.upload.fileSent}
        onUploaded={onUploaded}
        labels={{
          title: t('profile.personal.dropTitle'),
          hint: t('profile.personal.dropHint'),
          browse: t('profile.personal.browse'),
          progress: t('profile.personal.progress'),
          wrongType: t('profile.personal.wrongType'),
        }}
      />
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
