import { Button, Group, Image, Paper, Stack, Text, Textarea } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../../components/upload/upload-request.ts';
import type { CompanyInfoValues } from '../../lib/company-info-form.ts';

/**
 * Logomarca: one JPEG or PNG of at most 5 MB, and the company's description. The uploaded
 * file is a draft ('Logo pronto! Clique em salvar…') until one of the save buttons stores it.
 */
export function LogoTab({
  logo,
  saved,
  onChange,
  description,
  descriptionError,
  onDescriptionChange,
}: {
  logo: CompanyInfoValues['logo'];
  /** The stored logo's path, to tell a draft from it. */
  saved: string | null;
  onChange: (logo: CompanyInfoValues['logo']) => void;
  description: string | null;
  descriptionError?: string | undefined;
  onDescriptionChange: (description: string) => void;
}) {
  const { t } = useTranslation();
  const onUploaded = useCallback(
    ({ file, url }: UploadedFile) => onChange({ path: file.path, url }),
    [onChange],
  );
  const isDraft = logo !== null && logo.path !== saved;
  return (
    <Stack gap="md">
      <UploadField
        purpose="company_logo"
        accept="image"
        maxBytes={UPLOAD_MAX_BYTES.default}
        successMessage={MESSAGES.upload.logoReady}
        onUploaded={onUploaded}
        labels={{
          title: t('companies.edit.logo.title'),
          hint: t('companies.edit.logo.hint'),
          browse: t('companies.edit.logo.browse'),
          progress: t('companies.edit.logo.progress'),
          wrongType: t('companies.edit.logo.wrongType'),
        }}
      />
      <Paper withBorder radius="md" p="md">
        {logo ? (
          <Group justify="space-between">
            <Group>
              <Image
                src={logo.url}
                alt={isDraft ? t('companies.edit.logo.draft') : t('companies.edit.logo.current')}
                h={96}
                w={96}
                fit="contain"
              />
              <Text size="sm" c={isDraft ? 'orange' : 'dimmed'}>
                {isDraft ? t('companies.edit.logo.draft') : t('companies.edit.logo.current')}
              </Text>
            </Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
            >
              {t('companies.edit.logo.remove')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('companies.edit.logo.none')}
          </Text>
        )}
      </Paper>
      <Textarea
        label={t('companies.edit.logo.description')}
        value={description ?? ''}
        onChange={(event) => onDescriptionChange(event.currentTarget.value)}
        error={descriptionError}
        maxLength={FIELD_LIMITS.companyDescriptionMax}
        autosize
        minRows={4}
      />
    </Stack>
  );
}
