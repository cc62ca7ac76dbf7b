import { Anchor, Text } from '@mantine/core';
import {
  POLITICIAN_SITUATION_LABELS,
  type PoliticianItem,
  politicianSituationLabel,
} from '@oportuna/domain/politicians';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { DateCell, usePreloadDateCell } from '../../../components/list-page/date-cell.tsx';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';
import { notInformed } from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';

/** Name, party, born-in UF, birth date, situation, scholarity, office, city, favourite. */
export function usePoliticianColumns(): ListColumn<PoliticianItem>[] {
  const { t } = useTranslation();
  usePreloadDateCell();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t('politicians.columns.name'),
        sortKey: 'name',
        hideable: false,
        render: (p) => (
          <Anchor component={Link} to={paths.politicians.detail.getHref(p.id)} size="sm" fw={500}>
            {p.name}
          </Anchor>
        ),
      },
      {
        key: 'party',
        label: t('politicians.columns.party'),
        sortKey: 'party',
        render: (p) =>
          p.party
            ? [p.party.number, p.party.description].filter((part) => part !== null).join(' - ')
            : notInformed(),
      },
      {
        key: 'bornIn',
        label: t('politicians.columns.bornIn'),
        render: (p) => p.born_in?.state.uf ?? notInformed(),
      },
      {
        key: 'birthDate',
        label: t('politicians.columns.birthDate'),
        sortKey: 'birth_date',
        render: (p) => <DateCell value={p.birth_date} />,
      },
      {
        key: 'situation',
        label: t('politicians.columns.situation'),
        render: (p) => {
          const label = politicianSituationLabel(p.situation);
          return (
            <Text
              size="sm"
              fw={600}
              c={label === POLITICIAN_SITUATION_LABELS.eligible ? 'green' : 'red'}
            >
              {label}
            </Text>
          );
        },
      },
      {
        key: 'scholarity',
        label: t('politicians.columns.scholarity'),
        render: (p) => p.scholarity ?? notInformed(),
      },
      {
        key: 'office',
        label: t('politicians.columns.office'),
        sortKey: 'importance',
        render: (p) => p.political_office.description,
      },
      {
        key: 'city',
        label: t('politicians.columns.city'),
        sortKey: 'city',
        render: (p) => p.city?.name ?? notInformed(),
      },
      {
        key: 'favorite',
        label: t('list.favoriteColumn'),
        hideable: false,
        render: (p) => (
          <FavoriteToggle
            entity="politician"
            entityId={p.id}
            isFavorite={p.is_favorite}
            invalidateKey={politicianKeys.all}
            size="sm"
          />
        ),
      },
    ],
    [t],
  );
}
