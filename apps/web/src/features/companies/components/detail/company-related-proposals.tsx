import { Pagination, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockSkeleton } from '../../../../components/locality/block-skeleton.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { ProposalSummaryTable } from '../../../../components/proposal-summary-table.tsx';
import {
  RELATED_PROPOSALS_PAGE_SIZE,
  useCompanyProposals,
} from '../../api/get-company-proposals.ts';

/** 'Oportunidades Relacionadas': the company's opportunities, a page at a time. */
export function CompanyRelatedProposals({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const proposals = useCompanyProposals(cnpj, page);
  if (proposals.isPending) return <BlockSkeleton lines={4} />;
  const items = proposals.isError ? [] : (proposals.data?.data ?? []);
  const total = proposals.isError ? 0 : (proposals.data?.total ?? 0);
  if (items.length === 0 && page === 1) {
    return <EmptyText>{MESSAGES.companies.noRelatedProposals}</EmptyText>;
  }
  const pageCount = Math.max(1, Math.ceil(total / RELATED_PROPOSALS_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <ProposalSummaryTable proposals={items} />
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label={t('companies.detail.relatedPages')}
        />
      ) : null}
    </Stack>
  );
}
