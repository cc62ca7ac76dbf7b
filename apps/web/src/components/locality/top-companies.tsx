import { Anchor, Table, Text } from '@mantine/core';
import type { CompanyListItem } from '@oportuna/domain/companies';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompactBRL, formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { EmptyText } from './empty-text.tsx';

export interface TopCompaniesProps {
  companies: readonly CompanyListItem[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** The largest companies of a place by share capital, each leading to its page. */
export function TopCompanies({ companies, loading, emptyText }: TopCompaniesProps) {
  const { t } = useTranslation();
  if (loading) return <BlockSkeleton lines={5} />;
  if (!companies?.length) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <Table verticalSpacing="xs">
      <Table.Tbody>
        {companies.map((company) => (
          <Table.Tr key={company.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.companies.detail.getHref(company.cnpj)}
                fw={600}
                size="sm"
              >
                {company.business_name || company.name}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {company.main_activity?.text ?? t('common.notInformed')}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="xs" c="dimmed">
                {t('locality.companies.shareCapital')}
              </Text>
              <Text size="sm" fw={600}>
                {formatCompactBRL(company.share_capital)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              <Text size="xs" c="dimmed">
                {t('locality.companies.openAt')}
              </Text>
              <Text size="sm">{formatDate(company.open_at)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
