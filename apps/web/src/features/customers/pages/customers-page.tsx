import type { Customer } from '@oportuna/domain/customers';
import { MESSAGES } from '@oportuna/domain/messages';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import { listHeading } from '../../../components/list-page/list-heading.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useFilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useCustomers } from '../api/get-customers.ts';
import { CustomersActions } from '../components/customers-actions.tsx';
import { useCustomerColumns } from '../components/use-customer-columns.tsx';
import { CUSTOMER_LIST_DEFAULTS, type CustomerFilters } from '../lib/customer-filters.ts';

const CustomersFilterForm = lazy(async () => ({
  default: (await import('../components/customers-filter-form.tsx')).CustomersFilterForm,
}));

const CustomerCard = lazy(async () => ({
  default: (await import('../components/customer-card.tsx')).CustomerCard,
}));

const customerKey = (customer: Customer) => customer.id;
const renderCard = (customer: Customer) => <CustomerCard customer={customer} />;

/** /manage-customers: the customers (superadmin), with filters, export and the active toggle. */
export function CustomersPage() {
  const { t } = useTranslation();
  const list = useListState<CustomerFilters>('customers', CUSTOMER_LIST_DEFAULTS);
  const draft = useFilterDraft(list);
  const query = useCustomers(list.state);
  const columns = useCustomerColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.customers.listFailed);

  // A failed request empties the list (spec 3 §8).
  const data = query.isError ? null : query.data;
  const heading = data
    ? listHeading(
        { total: data.total, totalWithoutFilter: data.total_without_filter },
        list.isFiltered,
        {
          active: (total) => t('customers.headingActive', { total }),
          filtered: (filtered, total) => t('customers.headingFiltered', { filtered, total }),
        },
      )
    : '';

  return (
    <>
      <title>{`${t('customers.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('customers.title')}
        actions={<CustomersActions list={list} onOpenFilters={draft.open} />}
      />
      <ListPage
        list={list}
        heading={heading}
        items={data?.data ?? []}
        total={query.isError ? 0 : (data?.total ?? null)}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={customerKey}
        renderCard={renderCard}
        emptyText={MESSAGES.customers.empty}
      />
      <DraftFilterPanel draft={draft} Form={CustomersFilterForm} />
    </>
  );
}
