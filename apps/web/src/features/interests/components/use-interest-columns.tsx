import { Anchor, Badge } from '@mantine/core';
import { INTEREST_SORT_KEYS, type Interest, type InterestSide } from '@oportuna/domain/interests';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { DateCell } from '../../../components/list-page/date-cell.tsx';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { InterestStageBadge } from './interest-stage-badge.tsx';
import { InterestTargetLink } from './interest-target-link.tsx';

export const INTEREST_SORTABLE_KEYS: readonly string[] = INTEREST_SORT_KEYS;

/** The other customer of an interest: who sent it (received) or who received it (sent). */
const otherSideOf = (interest: Interest, side: InterestSide) =>
  side === 'received' ? (interest.interested_customer?.name ?? '') : interest.owner_customer.name;

/** Star, number, target, the other customer, stage, unread messages and dates. */
export function useInterestColumns(side: InterestSide): ListColumn<Interest>[] {
  const { t } = useTranslation();
  return useMemo(
    (): ListColumn<Interest>[] => [
      {
        key: 'favorite',
        label: t('list.favoriteColumn'),
        labelHidden: true,
        hideable: false,
        render: (interest) => (
          <FavoriteToggle
            entity="interest"
            entityId={interest.id}
            isFavorite={interest.is_favorite}
            invalidateKey={interestKeys.all}
          />
        ),
      },
      {
        key: 'id',
        label: t('interests.columns.id'),
        sortKey: 'id',
        hideable: false,
        render: (interest) => (
          <Anchor
            component={Link}
            to={paths.interests.detail.getHref(interest.id)}
            fw={600}
            aria-label={t('interests.columns.open', { id: interest.id })}
          >
            {`#${interest.id}`}
          </Anchor>
        ),
      },
      {
        key: 'target',
        label: t('interests.columns.target'),
        render: (interest) => <InterestTargetLink target={interest.target} />,
      },
      {
        key: 'customer',
        label: t(`interests.columns.customer_${side}`),
        render: (interest) => otherSideOf(interest, side),
      },
      {
        key: 'stage',
        label: t('interests.columns.stage'),
        sortKey: 'stage',
        render: (interest) => <InterestStageBadge stage={interest.stage} />,
      },
      {
        key: 'unread',
        label: t('interests.columns.unread'),
        align: 'center',
        render: (interest) =>
          interest.unread_count > 0 ? (
            <Badge color="red" aria-label={t('interests.unread', { count: interest.unread_count })}>
              {interest.unread_count}
            </Badge>
          ) : null,
      },
      {
        key: 'last_message_at',
        label: t('interests.columns.lastMessage'),
        sortKey: 'last_message_at',
        render: (interest) => <DateCell value={interest.last_message_at} />,
      },
      {
        key: 'created_at',
        label: t('interests.columns.createdAt'),
        sortKey: 'created_at',
        render: (interest) => <DateCell value={interest.created_at} />,
      },
    ],
    [t, side],
  );
}
