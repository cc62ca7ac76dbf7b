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

type ProposalProject = NonNullable<Proposal['project']>;
type ProposalCompany = NonNullable<ProposalProject['company']>;

/** What the project needs of a place, as matching reads it (docs/matching.md). */
export type ProjectNeeds = Pick<ProposalProject, 'required_area_m2' | 'preferred_ufs'>;

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
 * Beside it, the land the project needs and the states it would go to (none: all of Brazil).
 */
export function ProposalCompanyData({
  company,
  needs,
}: {
  company: ProposalCompany;
  needs: ProjectNeeds;
}) {
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
        <Fact label={t('proposals.detail.requiredArea')}>
          {needs.required_area_m2 === null
            ? notInformed
            : t('proposals.detail.requiredAreaValue', { area: needs.required_area_m2 })}
        </Fact>
        <Fact label={t('proposals.detail.preferredUfs')}>
          {needs.preferred_ufs.length > 0
            ? needs.preferred_ufs.join(', ')
            : t('proposals.detail.allBrazil')}
        </Fact>
      </SimpleGrid>
    </SectionCard>
  );
}
