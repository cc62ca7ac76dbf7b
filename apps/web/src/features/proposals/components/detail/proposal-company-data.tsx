import { Button, SimpleGrid } from '@mantine/core';
import { formatCep, formatCnpj } from '@oportuna/domain/formatting';
import type { Proposal } from '@oportuna/domain/proposals';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../../../components/locality/fact.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';
import { useCompany } from '../../../../lib/api/companies/get-company.ts';
import { formatBRL } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';

type ProposalCompany = NonNullable<NonNullable<Proposal['project']>['company']>;

function companyAddress(company: ProposalCompany): string | null {
  const parts = [
    [company.street, company.number].filter(Boolean).join(', '),
    company.neighborhood,
    [company.city, company.state].filter(Boolean).join(' - '),
    company.zip ? formatCep(company.zip) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The company behind a private opportunity as the proposal records it, completed with the
 * registry (trade name, status) when the registry knows the CNPJ; 'Ver empresa' (spec: 'View company') opens it.
 */
export function ProposalCompanyData({ company }: { company: ProposalCompany }) {
  const { t } = useTranslation();
  const registry = useCompany(company.federal_tax_id);
  const notInformed = t('common.notInformed');
  const activity = [company.main_activity, company.main_activity_description]
    .filter(Boolean)
    .join(' - ');
  const viewCompany = company.federal_tax_id ? (
    <Button
      component={Link}
      to={paths.companies.detail.getHref(company.federal_tax_id)}
      size="xs"
      variant="light"
      leftSection={<IconBuilding size={16} />}
    >
      {t('proposals.detail.viewCompany')}
    </Button>
  ) : undefined;
  return (
    <SectionCard title={t('proposals.detail.company')} action={viewCompany}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('proposals.detail.companyName')}>{company.name || notInformed}</Fact>
        <Fact label={t('proposals.detail.businessName')}>
          {registry.data?.business_name || notInformed}
        </Fact>
        <Fact label={t('proposals.detail.cnpj')}>
          {company.federal_tax_id ? formatCnpj(company.federal_tax_id) : notInformed}
        </Fact>
        <Fact label={t('proposals.detail.shareCapital')}>
          {formatBRL(company.share_capital ?? registry.data?.share_capital)}
        </Fact>
        <Fact label={t('proposals.detail.mainActivity')}>{activity || notInformed}</Fact>
        <Fact label={t('proposals.detail.companyStatus')}>
          {registry.data?.situacao_descricao || registry.data?.status || notInformed}
        </Fact>
        <Fact label={t('proposals.detail.address')}>{companyAddress(company) ?? notInformed}</Fact>
      </SimpleGrid>
    </SectionCard>
  );
}
