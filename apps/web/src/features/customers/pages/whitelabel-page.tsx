import { Alert, Loader, Paper, Select, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useCurrentUser } from '../../../lib/session/use-session.ts';
import { useCustomer } from '../api/get-customer.ts';
import { customersQueryOptions } from '../api/get-customers.ts';
import { BrandingEditor } from '../components/branding-editor.tsx';
import { ShowcaseOriginsEditor } from '../components/showcase-origins-editor.tsx';
import { CUSTOMER_LIST_DEFAULTS } from '../lib/customer-filters.ts';

const ALL_BY_NAME = {
  ...initialListState(CUSTOMER_LIST_DEFAULTS),
  limit: 100,
  sort: { key: 'name', order: 'asc' as const },
};

/**
 * /customer: an admin edits their customer's look; the superadmin, who belongs to no customer,
 * first chooses one.
 */
export function WhitelabelPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [chosen, setChosen] = useState<number | null>(null);
  const customerId = user.customer?.id ?? chosen;
  const customer = useCustomer(customerId);

  return (
    <>
      <title>{`${t('customers.whitelabel.title')} | ${t('shell.productName')}`}</title>
      <SubHeader title={t('customers.whitelabel.title')} />
      <Stack gap="md">
        {user.customer ? null : <CustomerChoice value={chosen} onChange={setChosen} />}
        {customerId === null ? null : customer.isError ? (
          <Alert color="red">{MESSAGES.customers.loadFailed}</Alert>
        ) : customer.data ? (
          <Stack key={customer.data.id} gap="md">
            <BrandingEditor customer={customer.data} />
            <ShowcaseOriginsEditor customer={customer.data} />
          </Stack>
        ) : (
          <Loader />
        )}
      </Stack>
    </>
  );
}

function CustomerChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const customers = useQuery(customersQueryOptions(ALL_BY_NAME));
  return (
    <Paper withBorder radius="md" p="md">
      <Select
        label={t('customers.whitelabel.chooseCustomer')}
        placeholder={t('customers.whitelabel.chooseCustomerHint')}
        searchable
        data={(customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(id === null ? null : Number(id))}
      />
    </Paper>
  );
}
