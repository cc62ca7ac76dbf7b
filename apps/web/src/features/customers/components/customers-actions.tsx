import { ActionIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadMenu } from '../../../components/list-page/download-menu.tsx';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { ViewModeToggle } from '../../../components/list-page/view-mode-toggle.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExportCustomers } from '../api/export-customers.ts';
import type { CustomerFilters } from '../lib/customer-filters.ts';

/** The sub-header buttons of the customer list: filter, view, download and the plus button. */
export function CustomersActions({
  list,
  onOpenFilters,
}: {
  list: ListStateControls<CustomerFilters>;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterButton applied={list.hasFilters} onClick={onOpenFilters} />
      <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
      <DownloadMenu download={useExportCustomers(list.state)} />
      <ActionIcon
        component={Link}
        to={paths.customers.new.getHref()}
        size="lg"
        aria-label={t('customers.newCustomer')}
        title={t('customers.newCustomer')}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </>
  );
}
