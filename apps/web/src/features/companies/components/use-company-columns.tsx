import { Anchor, Group, Text } from '@mantine/core';
import type { CompanyListItem } from '@oportuna/domain/companies';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { formatDate } from '../../../lib/format.ts';
import { notInformed } from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';
import { activityText, shareCapital } from '../lib/company-text.ts';
import { CompanyActionsMenu } from './company-actions-menu.tsx';
import { CompanyTypeBadge } from './company-type-badge.tsx';

/** The table columns of spec 3 'Companies'; sort keys are the API's. */
export function useCompanyColumns(): ListColumn<CompanyListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t('companies.columns.name'),
        sortKey: 'razao_social',
        hideable: false,
        // Matriz or Filial beside the name: a company's branches share it.
        render: (company) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Anchor
              component={Link}
              to={paths.companies.detail.getHref(company.cnpj)}
              fw={600}
              size="sm"
            >
              {company.name}
            </Anchor>
            <CompanyTypeBadge type={company.type} />
          </Group>
        ),
      },
      {
        key: 'businessName',
        label: t('companies.columns.businessName'),
        sortKey: 'nome_fantasia',
        render: (company) => company.business_name || notInformed(),
      },
      {
        key: 'activity',
        label: t('companies.columns.activity'),
        render: (company) => (
          <Text size="sm" lineClamp={2} title={activityText(company.main_activity)}>
            {activityText(company.main_activity)}
          </Text>
        ),
      },
      {
        key: 'foundation',
        label: t('companies.columns.foundation'),
        sortKey: 'fundacao',
        render: (company) => formatDate(company.open_at),
      },
      {
        key: 'capital',
        label: t('companies.columns.capital'),
        sortKey: 'capital_social',
        align: 'right',
        render: (company) => shareCapital(company.share_capital),
      },
      {
        key: 'city',
        label: t('companies.columns.city'),
        sortKey: 'municipio',
        render: (company) => company.city?.name ?? notInformed(),
      },
      {
        key: 'uf',
        label: t('companies.columns.uf'),
        render: (company) => company.state ?? notInformed(),
      },
      {
        key: 'actions',
        label: t('companies.columns.actions'),
        hideable: false,
        render: (company) => <CompanyActionsMenu company={company} />,
      },
    ],
    [t],
  );
}
