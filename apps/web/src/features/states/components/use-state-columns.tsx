import { Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { StateItem } from '@oportuna/domain/states';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { TagList } from '../../../components/locality/tag-list.tsx';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { notInformed } from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';

/** The table columns of spec 2 'State list'. */
export function useStateColumns(): ListColumn<StateItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t('states.columns.name'),
        sortKey: 'name',
        hideable: false,
        render: (state) => (
          <Anchor component={Link} to={paths.states.detail.getHref(state.id)} fw={600} size="sm">
            {state.name}
          </Anchor>
        ),
      },
      {
        key: 'benefits',
        label: t('states.columns.benefits'),
        render: (state) =>
          state.benefits.length > 0 ? (
            <TagList tags={state.benefits} uppercase />
          ) : (
            <Text size="sm">{MESSAGES.states.noBenefits}</Text>
          ),
      },
      {
        key: 'vocations',
        label: t('states.columns.vocations'),
        render: (state) =>
          state.vocations.length > 0 ? (
            <TagList tags={state.vocations} max={3} color="teal" />
          ) : (
            <Text size="sm">{notInformed()}</Text>
          ),
      },
      {
        key: 'actions',
        label: t('states.columns.actions'),
        hideable: false,
        render: (state) => (
          <ItemActionsMenu
            name={state.name}
            detailHref={paths.states.detail.getHref(state.id)}
            editHref={state.has_permission_to_edit ? paths.states.edit.getHref(state.id) : null}
          />
        ),
      },
      {
        key: 'favorite',
        label: t('list.favoriteColumn'),
        hideable: false,
        render: (state) => (
          <FavoriteToggle
            entity="state"
            entityId={state.id}
            isFavorite={state.is_favorite}
            invalidateKey={stateKeys.all}
            size="sm"
          />
        ),
      },
    ],
    [t],
  );
}
