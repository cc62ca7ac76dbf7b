import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../components/upload/upload-request.ts';
import type { BrandingImage } from '../lib/branding-draft.ts';

/**
 * One image of the look (logo or background): a drop area taking one JPEG or PNG of at most
 * 5 MB, and the image the draft holds, which takes effect only with 'Salvar'.
 */
export function BrandingImageField({
  customerId,
  label,
  readyMessage,
  value,
  onChange,
}: {
  customerId: number;
  label: string;
  readyMessage: string;
  value: BrandingImage | null;
  onChange: (image: BrandingImage | null) => void;
}) {
  const { t } = useTranslation();
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile) => onChange({ path: file.path, url }),
    [onChange],
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      <UploadField
        purpose="whitelabel"
        customer={customerId}
        accept="image"
        maxBytes={UPLOAD_MAX_BYTES.default}
        successMessage={readyMessage}
        onUploaded={onUploaded}
        labels={{
          title: t('customers.whitelabel.dropTitle'),
          hint: t('customers.whitelabel.dropHint'),
          browse: t('customers.whitelabel.browse'),
          progress: t('customers.whitelabel.progress'),
          wrongType: t('customers.whitelabel.wrongType'),
        }}
      />
      <Paper withBorder radius="md" p="sm">
        {value ? (
          <Group justify="space-between">
            <Image
              src={value.url}
              alt={t('customers.whitelabel.preview', { what: label })}
              h={72}
              w="auto"
              maw={240}
              fit="contain"
            />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
            >
              {t('customers.whitelabel.removeImage', { what: label })}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('customers.whitelabel.none')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
