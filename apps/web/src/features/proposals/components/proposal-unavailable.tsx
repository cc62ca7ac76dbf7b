import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFileOff, IconLock, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export type UnavailableReason = 'notFound' | 'forbidden' | 'failed';

const ICONS: Record<UnavailableReason, ReactNode> = {
  notFound: <IconFileOff size={32} />,
  forbidden: <IconLock size={32} />,
  failed: <IconRefresh size={32} />,
};

export interface ProposalUnavailableProps {
  id: number | string;
  reason: UnavailableReason;
  /** For a failed load: loads it again. */
  onRetry?: () => void;
}

/**
 * Why an opportunity's page shows no opportunity (it does not exist or is hidden, the user
 * may not edit it, or loading failed), with a way on: its detail page or the list.
 */
export function ProposalUnavailable({ id, reason, onRetry }: ProposalUnavailableProps) {
  const { t } = useTranslation();
  const prefix = `proposals.unavailable.${reason}` as const;
  return (
    <Paper withBorder radius="md" p="xl" role="status" aria-labelledby="proposal-unavailable">
      <Stack align="center" gap="md" py="lg" ta="center">
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={reason === 'failed' ? 'red' : 'gray'}
        >
          {ICONS[reason]}
        </ThemeIcon>
        <Title order={2} fz="h3" id="proposal-unavailable">
          {t(`${prefix}.title`)}
        </Title>
        <Text c="dimmed" maw={560}>
          {t(`${prefix}.text`, { id })}
        </Text>
        <Group justify="center" gap="sm">
          {reason === 'failed' && onRetry ? (
            <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
              {t('common.actions.retry')}
            </Button>
          ) : null}
          {reason === 'forbidden' ? (
            <Button component={Link} to={paths.proposals.detail.getHref(id)}>
              {t('proposals.unavailable.viewDetail', { id })}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={paths.proposals.list.getHref()}
            variant={reason === 'notFound' ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} />}
          >
            {t('proposals.unavailable.toList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
