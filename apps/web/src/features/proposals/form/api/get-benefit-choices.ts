import { MESSAGES } from '@oportuna/domain/messages';
import { BENEFIT_TYPE_LABELS, type BenefitType } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogueKeys } from '../../../../lib/api/catalogues/catalogue-keys.ts';
import { getBenefits } from '../../../../lib/api/catalogues/get-benefits.ts';
import { notify } from '../../../../lib/notify.ts';
import { isBenefitType } from '../lib/incentives.ts';

export interface BenefitChoice {
  type: BenefitType;
  label: string;
}

/** The incentive types a public opportunity can offer. */
export async function getBenefitChoices(signal?: AbortSignal): Promise<BenefitChoice[]> {
  const response = await getBenefits(signal);
  return response.data
    .filter((row) => isBenefitType(row.slug))
    .map((row) => ({
      type: row.slug as BenefitType,
      label: row.description || BENEFIT_TYPE_LABELS[row.slug as BenefitType],
    }));
}

export function benefitChoicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.list('benefits'),
    queryFn: ({ signal }) => getBenefitChoices(signal),
    staleTime: 10 * 60_000,
  });
}

const FAILURE_NOTICE_ID = 'proposal-form-benefits-failed';

/** The incentive options; a failure says 'Ocorreu um erro ao buscar os beneficios'. */
export function useBenefitChoices() {
  const query = useQuery(benefitChoicesQueryOptions());
  useEffect(() => {
    if (query.isError) notify.error(MESSAGES.proposals.benefitsLoadFailed, FAILURE_NOTICE_ID);
  }, [query.isError]);
  return query;
}
