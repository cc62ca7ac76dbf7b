import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { EmptyText } from '../../../components/locality/empty-text.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { TwoColumns } from '../../../components/locality/two-columns.tsx';
import { PossibleLinksList } from '../../../components/possible-links/possible-links-list.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { useCompany } from '../../../lib/api/companies/get-company.ts';
import { useCompanyPossibleLinks } from '../../../lib/api/companies/get-company-possible-links.ts';
import { paths } from '../../../lib/paths.ts';
import { CompanyNotFound } from '../components/company-not-found.tsx';
import { CompanyAbout } from '../components/detail/company-about.tsx';
import { CompanyContactList, CompanyContacts } from '../components/detail/company-contacts.tsx';
import { CompanyFiles } from '../components/detail/company-files.tsx';
import { CompanyHeader } from '../components/detail/company-header.tsx';
import { CompanyLocationMap } from '../components/detail/company-location-map.tsx';
import { CompanyPartners } from '../components/detail/company-partners.tsx';
import { CompanyRelatedProposals } from '../components/detail/company-related-proposals.tsx';
import { companyLoadState } from '../lib/company-load-state.ts';
import { displayName } from '../lib/company-text.ts';

/** /companies/{cnpj}: the company's registry data, partners, contacts, opportunities and files. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const { document = '' } = useParams();
  const company = useCompany(document);
  const state = companyLoadState(document, company);
  const data = state === 'ready' ? company.data : undefined;
  const title = data ? displayName(data) : t('companies.title');

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <>
            {data ? (
              <>
                <FavoriteToggle
                  entity="company"
                  entityId={data.cnpj}
                  isFavorite={data.is_favorite}
                  invalidateKey={companyKeys.all}
                  size="lg"
                />
                <Button
                  component={Link}
                  to={paths.companies.edit.getHref(data.cnpj)}
                  leftSection={<IconPencil size={18} />}
                >
                  {t('companies.detail.edit')}
                </Button>
              </>
            ) : null}
            <BackButton to={paths.companies.list.getHref()} />
          </>
        }
      />
      {state === 'loading' ? <DetailSkeleton /> : null}
      {state === 'notFound' ? <CompanyNotFound /> : null}
      {state === 'failed' ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyText>{MESSAGES.common.noContent}</EmptyText>
        </Paper>
      ) : null}
      {data ? (
        <Stack gap="lg">
          <CompanyHeader company={data} />
          <CompanyAbout company={data} />
          <TwoColumns split={6}>
            <SectionCard title={t('companies.detail.contacts')}>
              <CompanyContacts company={data} />
            </SectionCard>
            <SectionCard title={t('companies.detail.location')}>
              <CompanyLocationMap company={data} />
            </SectionCard>
          </TwoColumns>
          <SectionCard title={t('companies.detail.partners')}>
            <CompanyPartners company={data} />
          </SectionCard>
          <SectionCard title={t('possibleLinks.title')}>
            <CompanyPossibleLinks cnpj={data.cnpj} />
          </SectionCard>
          <SectionCard title={t('companies.detail.related')}>
            <CompanyRelatedProposals cnpj={data.cnpj} />
          </SectionCard>
          <SectionCard title={t('companies.detail.companyContacts')}>
            <CompanyContactList company={data} />
          </SectionCard>
          <SectionCard title={t('companies.detail.files')}>
            <CompanyFiles company={data} />
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}

function CompanyPossibleLinks({ cnpj }: { cnpj: string }) {
  const links = useCompanyPossibleLinks(cnpj);
  return (
    <PossibleLinksList
      show="politician"
      links={links.data?.data}
      hasMore={links.data?.has_more}
      loading={links.isPending}
      error={links.error}
    />
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy data-testid="company-skeleton">
      <Skeleton height={160} radius="md" />
      <TwoColumns split={6}>
        <Skeleton height={200} radius="md" />
        <Skeleton height={200} radius="md" />
      </TwoColumns>
      <Skeleton height={160} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
