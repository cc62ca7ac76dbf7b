import { QUERY_LIMITS } from '@oportuna/domain/limits';
import type { ListResponse } from '@oportuna/domain/lists';
import { MESSAGES } from '@oportuna/domain/messages';
import { BENEFIT_TYPE_LABELS, type BenefitType } from '@oportuna/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { isBenefitType } from '../lib/incentives.ts';
import { proposalFormKeys } from './proposal-form-keys.ts';

export interface BenefitOption {
  type: BenefitType;
  label: string;
}

interface BenefitRow {
  id: number;
  slug: string;
  description: string;
}

/** GET benefits: the incentive types a public opportunity can offer. */
export async function getBenefits(signal?: AbortSignal): Promise<BenefitOption[]> {
  const response = await apiClient.get<ListResponse<BenefitRow>>('benefits', {
    query: { page: 1, limit: QUERY_LIMITS.incentives },
    signal,
  });
  return response.data
    .filter((row) => isBenefitType(row.slug))
    .map((row) => ({
      type: row.slug as BenefitType,
      label: row.description || BENEFIT_TYPE_LABELS[row.slug as BenefitType],
    }));
}

export function benefitsQueryOptions() {
  return queryOptions({
    queryKey: [...proposalFormKeys.lookups, 'benefits'],
    queryFn: ({ signal }) => getBenefits(signal),
    staleTime: 10 * 60_000,
  });
}

const FAILURE_NOTICE_ID = 'proposal-form-benefits-failed';

/** The incentive options; a failure says 'Ocorreu um erro ao buscar os beneficios'. */
export function useBenefits() {
  const query = useQuery(benefitsQueryOptions());
  useEffect(() => {
    if (query.isError) notify.error(MESSAGES.proposals.benefitsLoadFailed, FAILURE_NOTICE_ID);
  }, [query.isError]);
  return query;
}
