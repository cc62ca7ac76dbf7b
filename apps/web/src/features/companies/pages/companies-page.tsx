import type { CompanyListItem } from '@oportuna/domain/companies';
import { MESSAGES } from '@oportuna/domain/messages';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useFilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useCompanies } from '../api/get-companies.ts';
import { CompaniesActions } from '../components/companies-actions.tsx';
import { DataOrigin } from '../components/data-origin.tsx';
import { useCompanyColumns } from '../components/use-company-columns.tsx';
import { COMPANY_LIST_DEFAULTS, type CompanyFilters } from '../lib/company-filters.ts';
import { companyHeading } from '../lib/company-total.ts';

const CompanyCard = lazy(async () => ({
  default: (await import('../components/company-card.tsx')).CompanyCard,
}));
// The map (maplibre) and the filter form (selectors) load on first use.
const CompaniesMap = lazy(async () => ({
  default: (await import('../components/companies-map.tsx')).CompaniesMap,
}));
const CompaniesFilterForm = lazy(async () => ({
  default: (await import('../components/companies-filter-form.tsx')).CompaniesFilterForm,
}));

const companyKey = (company: CompanyListItem) => company.cnpj;
const renderCard = (company: CompanyListItem) => <CompanyCard company={company} />;

/** /companies: the companies as a table or cards, with map, filters, favourites and export. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useListState<CompanyFilters>('companies', COMPANY_LIST_DEFAULTS);
  const draft = useFilterDraft(list);
  const query = useCompanies(list.state);
  const columns = useCompanyColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.companies.listFailed);

  // A failed request empties the list.
  const data = query.isError ? null : query.data;
  const heading = data
    ? companyHeading(data, list.isFiltered, {
        active: (all) => t('companies.headingActive', { all }),
        filtered: (found, all) => t('companies.headingFiltered', { found, all }),
      })
    : '';

  return (
    <>
      <title>{`${t('companies.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('companies.title')}
        actions={<CompaniesActions list={list} onOpenFilters={draft.open} />}
      />
      <ListPage
        list={list}
        heading={heading}
        headingNote={<DataOrigin />}
        items={data?.data ?? []}
        total={query.isError ? 0 : (data?.total ?? null)}
        totalIsEstimate={data?.total_is_estimate ?? false}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={companyKey}
        renderCard={renderCard}
        emptyText={MESSAGES.companies.empty}
        map={<CompaniesMap list={list} />}
      />
      <DraftFilterPanel draft={draft} Form={CompaniesFilterForm} />
    </>
  );
}
