import { Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { StateItem } from '@oportuna/domain/states';
import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { LocalityCard } from '../../../components/locality/locality-card.tsx';
import { TagSection } from '../../../components/locality/tag-section.tsx';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { leaderLabel } from '../../../lib/leader-label.ts';
import { paths } from '../../../lib/paths.ts';

/** A state in the card view (spec 2 'State list'). */
export function StateCard({ state }: { state: StateItem }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const detailHref = paths.states.detail.getHref(state.id);
  return (
    <LocalityCard
      name={state.name}
      imageSrc={state.featured_image ?? state.wiki_image}
      subtitle={
        <Text size="xs" c="dimmed">
          {t('states.card.governor')}: {leaderLabel(state.governor) ?? notInformed}
        </Text>
      }
      actions={
        <>
          <FavoriteToggle
            entity="state"
            entityId={state.id}
            isFavorite={state.is_favorite}
            invalidateKey={stateKeys.all}
          />
          <ItemActionsMenu
            name={state.name}
            detailHref={detailHref}
            editHref={state.has_permission_to_edit ? paths.states.edit.getHref(state.id) : null}
          />
        </>
      }
      description={state.description || state.wiki_description || notInformed}
      descriptionLines={4}
      proposals={state.proposals}
      detailHref={detailHref}
    >
      <TagSection
        label={t('states.card.incentives')}
        tags={state.benefits}
        uppercase
        empty={<Text size="sm">{MESSAGES.states.noBenefits}</Text>}
        mt="sm"
        style={{ flex: 1 }}
      />
    </LocalityCard>
  );
}
