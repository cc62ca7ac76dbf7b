import {
  Anchor,
  Badge,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  PROPOSAL_STATUS_TOOLTIPS,
  PROPOSAL_TYPE_LABELS,
  type Proposal,
} from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../../components/favorite-toggle.tsx';
import { LetterAvatar } from '../../../../components/letter-avatar.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import { proposalKeys } from '../../../../lib/api/proposals/proposal-keys.ts';
import { formatBRL, formatDate } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { proposalPlace } from '../../lib/proposal-text.ts';
import { ProposalStatusBadge } from '../proposal-status-badge.tsx';

/** The date that goes with a completed or lost status ('Concretizada em 05/03/2026'). */
function statusDate(proposal: Proposal): string | null {
  if (proposal.status === 'completed' && proposal.completed_at) {
    return PROPOSAL_STATUS_TOOLTIPS.completed(formatDate(proposal.completed_at));
  }
  if (proposal.status === 'lost' && proposal.lost_at) {
    return PROPOSAL_STATUS_TOOLTIPS.lost(formatDate(proposal.lost_at));
  }
  return null;
}

/** Name, description, registrant, city, star, type and status, and the key facts below. */
export function ProposalHeaderCard({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const place = proposalPlace(proposal);
  const dateLine = statusDate(proposal);
  const avatar = proposal.multimedia.find((file) => file.type === 'image')?.url ?? proposal.logoUrl;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={proposal.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap" miw={0}>
          <LetterAvatar name={proposal.name} src={avatar} size={72} />
          <Stack gap={4} miw={0}>
            <Title order={2} fz="h3">
              {proposal.name}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">{`#${proposal.id}`}</Text>
              {proposal.customer ? (
                <Text size="sm" c="dimmed">
                  {t('proposals.registeredBy', { name: proposal.customer.name })}
                </Text>
              ) : null}
              {proposal.city && place ? (
                <Anchor
                  component={Link}
                  to={paths.cities.detail.getHref(proposal.city.id)}
                  size="sm"
                >
                  {place}
                </Anchor>
              ) : null}
            </Group>
            <Group gap="xs">
              <Badge variant="outline" tt="none">
                {PROPOSAL_TYPE_LABELS[proposal.type]}
              </Badge>
              <ProposalStatusBadge proposal={proposal} size="md" />
              {dateLine ? (
                <Text size="sm" c="dimmed">
                  {dateLine}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <FavoriteToggle
          entity="proposal"
          entityId={proposal.id}
          isFavorite={proposal.is_favorite}
          invalidateKey={proposalKeys.all}
          size="lg"
        />
      </Group>
      <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
        {proposal.description || notInformed}
      </Text>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        <Fact label={t('proposals.detail.createdAt')}>{formatDate(proposal.created_at)}</Fact>
        <Fact label={t('proposals.detail.location')}>{place ?? notInformed}</Fact>
        <Fact label={t('proposals.detail.category')}>
          {proposal.project?.category_description || notInformed}
        </Fact>
        <Fact label={t('proposals.detail.requiredInvestment')}>
          {formatBRL(proposal.project?.required_investment)}
        </Fact>
        <Fact label={t('proposals.detail.totalInvestment')}>
          {formatBRL(proposal.project?.total)}
        </Fact>
        <Fact label={t('proposals.detail.incentives')}>
          {proposal.benefits.length > 0 ? (
            <Group gap={4}>
              {proposal.benefits.map((benefit) => (
                <Badge key={benefit.id} variant="light" size="sm" tt="none">
                  {benefit.type_description}
                </Badge>
              ))}
            </Group>
          ) : (
            notInformed
          )}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
