import type { PlaceMatch, PlaceMatchesResponse } from '@oportuna/domain/matching';
import { i18n } from '../../i18n/index.ts';
import { formatBRL, formatNumber } from '../../lib/format-number.ts';

type Criterion = PlaceMatch['criteria'][number];
type Division = PlaceMatchesResponse['project']['division'];

/** The value behind a criterion, as a Brazilian reads it: lines of text, the first the value. */
export function criterionLines(criterion: Criterion, division: Division): string[] {
  const { value, items } = criterion;
  if (value === null) return [i18n.t('matching.missing')];
  switch (criterion.criterion) {
    case 'vocation':
      return items.length > 0
        ? items.map((item) => i18n.t('matching.values.vocationFits', { vocation: item.label }))
        : [i18n.t('matching.values.vocationNone')];
    case 'location_quotient':
      return [
        i18n.t('matching.values.locationQuotient', {
          code: division?.code ?? '',
          value,
        }),
      ];
    case 'incentives':
      return [
        i18n.t('matching.values.incentiveKinds', { count: value }),
        ...items.map((item) =>
          i18n.t('matching.values.incentive', { kind: item.label, description: item.detail }),
        ),
      ];
    case 'land':
      return [i18n.t('matching.values.area', { value })];
    case 'population':
      return [i18n.t('matching.values.population', { value })];
    case 'employed_share':
    case 'schooling':
      return [i18n.t('matching.values.percent', { value })];
    case 'salary':
      return [i18n.t('matching.values.salary', { value })];
    case 'ideb':
      return [formatNumber(value, 1)];
    case 'idhm':
      return [formatNumber(value, 3)];
    case 'revenue_per_capita':
    case 'expense_per_capita':
      return [i18n.t('matching.values.perCapita', { amount: formatBRL(value) })];
    case 'distance':
      return [
        i18n.t('matching.values.distance', {
          value,
          place: items[0]?.label ?? '',
        }),
      ];
  }
}

/** A score or a contribution: one decimal, pt-BR. */
export const formatPoints = (value: number) => formatNumber(value, 1);

/** Why a place is left out, one line per hard condition. */
export function exclusionLines(match: Pick<PlaceMatch, 'excluded_by'>): string[] {
  return match.excluded_by.map((exclusion) =>
    exclusion.condition === 'preferred_states'
      ? i18n.t('matching.exclusions.preferred_states', { ufs: exclusion.ufs.join(', ') })
      : i18n.t('matching.exclusions.required_area', {
          largest: formatNumber(exclusion.largest_m2, 0),
          required: formatNumber(exclusion.required_m2, 0),
        }),
  );
}
