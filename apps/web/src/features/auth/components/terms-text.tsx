import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsSection } from '../../../lib/paths.ts';

const SECTIONS = [
  { key: 'use', anchor: undefined },
  { key: 'content', anchor: undefined },
  { key: 'privacy', anchor: 'privacidade' },
  { key: 'legal', anchor: 'legal' },
  { key: 'contact', anchor: 'contato' },
] as const satisfies readonly { key: string; anchor: TermsSection | undefined }[];

interface TermsTextProps {
  /** The contract version from GET config, shown so users know what they accept. */
  version: string | undefined;
}

export function TermsText({ version }: TermsTextProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {version ? (
        <Text size="sm" c="dimmed">
          {t('terms.version', { version })}
        </Text>
      ) : null}
      <Text>{t('terms.intro')}</Text>
      {SECTIONS.map(({ key, anchor }) => (
        <Stack key={key} gap={4} id={anchor}>
          <Title order={2} fz="h5">
            {t(`terms.sections.${key}.title`)}
          </Title>
          <Text size="sm">{t(`terms.sections.${key}.body`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
