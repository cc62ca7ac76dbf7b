import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageLoad } from '../lib/page-load.ts';
import { HomeButton } from './home-link.tsx';

interface ErrorFallbackProps {
  /**
   * The page 'Atualizar Página' loads again. Without it the current address is reloaded: where
   * a page crashed, the address is still that page's.
   */
  retryHref?: string;
}

/** The screen for unexpected failures (spec 1 §2), with a way to try again and a way home. */
export function ErrorFallback({ retryHref }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const retry = () => (retryHref ? pageLoad.replace(retryHref) : pageLoad.reload());
  return (
    <Stack align="center" gap="md" maw={480} mx="auto" py={64} px="md" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={32} />
      </ThemeIcon>
      <Text ta="center" size="lg">
        {t('common.errors.unexpected')}
      </Text>
      <Group justify="center" gap="sm">
        <Button leftSection={<IconRefresh size={18} />} onClick={retry}>
          {t('common.actions.reloadPage')}
        </Button>
        <HomeButton variant="default" leftSection={<IconHome size={18} />}>
          {t('common.actions.backHome')}
        </HomeButton>
      </Group>
    </Stack>
  );
}
