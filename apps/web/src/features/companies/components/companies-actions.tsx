import { Button } from '@mantine/core';
import { IconAffiliate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListActions } from '../../../components/list-page/list-actions.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useExportCompanies } from '../api/export-companies.ts';
import type { CompanyFilters } from '../lib/company-filters.ts';

/**
 * The sub-header buttons of the company list: Mapa, filter, view, favourites, download,
 * 'Conexões Societárias' and the plus button.
 */
export function CompaniesActions({
  list,
  onOpenFilters,
}: {
  list: ListStateControls<CompanyFilters>;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListActions
      list={list}
      onOpenFilters={onOpenFilters}
      download={useExportCompanies(list.state)}
      newItem={{ href: paths.companies.new.getHref(), label: t('companies.newCompany') }}
    >
      <Button
        component={Link}
        to={paths.corporateConnections.getHref()}
        variant="default"
        leftSection={<IconAffiliate size={18} />}
      >
        {t('companies.connections')}
      </Button>
    </ListActions>
  );
}
