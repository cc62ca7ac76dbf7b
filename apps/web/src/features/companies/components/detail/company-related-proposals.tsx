import { Anchor, Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { PROPOSAL_STATUS_LABELS, PROPOSAL_TYPE_LABELS } from '@oportuna/domain/proposals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockSkeleton } from '../../../../components/locality/block-skeleton.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
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
      <Table striped verticalSpacing="xs">
        <Table.Tbody>
          {items.map((proposal) => (
            <Table.Tr key={proposal.id}>
              <Table.Td>
                <Group justify="space-between" gap="xs">
                  <div>
                    <Anchor
                      component={Link}
                      to={paths.proposals.detail.getHref(proposal.id)}
                      size="sm"
                      fw={600}
                    >
                      {proposal.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      #{proposal.id} · {formatDate(proposal.created_at)}
                    </Text>
                  </div>
                  <Group gap={4}>
                    <Badge variant="outline" color="gray" tt="none">
                      {PROPOSAL_TYPE_LABELS[proposal.type]}
                    </Badge>
                    <Badge variant="light" tt="none">
                      {PROPOSAL_STATUS_LABELS[proposal.status]}
                    </Badge>
                  </Group>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
