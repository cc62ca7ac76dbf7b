import type { PlaceRanking } from '@oportuna/domain/territory';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format-number.ts';

/**
 * A position in an opportunity ranking ('3º'). Places without active opportunities have no
 * position; the text then says whether they have none at all or only closed ones.
 */
export function rankPosition(t: TFunction, position: number | null, opportunities: number) {
  if (position !== null) return `${formatNumber(position)}º`;
  return opportunities > 0 ? t('locality.ranking.noActive') : t('locality.ranking.none');
}

/** The overall position of a city among all cities, or of a state among all states. */
export function overallRankPosition(
  t: TFunction,
  ranking: PlaceRanking,
  among: 'cities' | 'states',
) {
  const { position, total_of_cities: total } = ranking.ranking;
  if (position === null) {
    return rankPosition(t, null, ranking.public.total + ranking.private.total);
  }
  return t(`locality.ranking.positionAmong.${among}`, {
    position,
    total,
  });
}
