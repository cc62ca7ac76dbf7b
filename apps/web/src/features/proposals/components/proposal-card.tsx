import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROPOSAL_TYPE_LABELS, type Proposal } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { Fact } from '../../../components/locality/fact.tsx';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { formatBRL, formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { proposalPlace, proposalTitle } from '../lib/proposal-text.ts';
import { ProposalActionsMenu } from './proposal-actions-menu.tsx';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';

/** A proposal in the card view (spec 1 'Opportunities area', card mode). */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const title = proposalTitle(proposal);
  const detailHref = paths.proposals.detail.getHref(proposal.id);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="proposal-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <LetterAvatar name={title} src={proposal.logoUrl} size={56} />
          <Stack gap={2} miw={0}>
            <Title order={3} fz="lg" lineClamp={2}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {`#${proposal.id} · ${proposalPlace(proposal) ?? notInformed}`}
            </Text>
          </Stack>
        </Group>
        <Group gap={0} wrap="nowrap">
          <FavoriteToggle
            entity="proposal"
            entityId={proposal.id}
            isFavorite={proposal.is_favorite}
            invalidateKey={proposalKeys.all}
            size="md"
          />
          <ProposalActionsMenu proposal={proposal} allowDelete={false} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3} mt="sm" mih={60}>
        {proposal.description || notInformed}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="sm">
        <Fact label={t('proposals.card.investment')}>
          {formatBRL(proposal.project?.required_investment)}
        </Fact>
        <Fact label={t('proposals.card.type')}>{PROPOSAL_TYPE_LABELS[proposal.type]}</Fact>
        <Fact label={t('proposals.card.createdAt')}>{formatDate(proposal.created_at)}</Fact>
        <Fact label={t('proposals.card.status')}>
          <ProposalStatusBadge proposal={proposal} />
        </Fact>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm" style={{ flex: 1 }}>
        {proposal.customer ? t('proposals.registeredBy', { name: proposal.customer.name }) : null}
      </Text>
      <Button component={Link} to={detailHref} variant="light" fullWidth mt="md">
        {t('list.details')}
      </Button>
    </Card>
  );
}
