import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type StateItem } from '@oportuna/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { Fact } from '../../../components/locality/fact.tsx';
import { TagSection } from '../../../components/locality/tag-section.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { leaderLabel } from '../../../lib/leader-label.ts';
import { paths } from '../../../lib/paths.ts';
import { statesQueryKey } from '../api/get-states.ts';

/** A state in the card view (spec 2 'State list'). */
export function StateCard({ state }: { state: StateItem }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const detailHref = paths.states.detail.getHref(state.id);
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <LetterAvatar
            name={state.name}
            src={state.featured_image ?? state.wiki_image}
            size={56}
          />
          <Stack gap={2}>
            <Title order={3} fz="lg" lineClamp={1}>
              {state.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t('states.card.governor')}: {leaderLabel(state.governor) ?? notInformed}
            </Text>
          </Stack>
        </Group>
        <Group gap={0} wrap="nowrap">
          <FavoriteToggle
            entity="state"
            entityId={state.id}
            isFavorite={state.is_favorite}
            invalidateKey={statesQueryKey}
          />
          <ItemActionsMenu
            name={state.name}
            detailHref={detailHref}
            editHref={state.has_permission_to_edit ? paths.states.edit.getHref(state.id) : null}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={4} mt="sm" mih={80}>
        {state.description || state.wiki_description || notInformed}
      </Text>
      <Group grow mt="sm">
        <Fact label={t('states.card.privateProposals')}>
          {formatNumber(state.proposals.private)}
        </Fact>
        <Fact label={t('states.card.publicProposals')}>{formatNumber(state.proposals.public)}</Fact>
      </Group>
      <TagSection
        label={t('states.card.incentives')}
        tags={state.benefits}
        uppercase
        empty={<Text size="sm">{MESSAGES.states.noBenefits}</Text>}
        mt="sm"
        style={{ flex: 1 }}
      />
      <Button component={Link} to={detailHref} variant="light" fullWidth mt="md">
        {t('list.details')}
      </Button>
    </Card>
  );
}
