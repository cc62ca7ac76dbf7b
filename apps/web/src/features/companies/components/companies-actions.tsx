import { ActionIcon, Button } from '@mantine/core';
import { IconAffiliate, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadMenu } from '../../../components/list-page/download-menu.tsx';
import { FavoritesOnlyToggle } from '../../../components/list-page/favorites-only-toggle.tsx';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import { MapToggleButton } from '../../../components/list-page/map-toggle-button.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { ViewModeToggle } from '../../../components/list-page/view-mode-toggle.tsx';
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
  const download = useExportCompanies(list.state);
  return (
    <>
      <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
      <FilterButton applied={list.hasFilters} onClick={onOpenFilters} />
      <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
      <FavoritesOnlyToggle value={list.state.onlyFavorites} onChange={list.setOnlyFavorites} />
      <DownloadMenu download={download} />
      <Button
        component={Link}
        to={paths.corporateConnections.getHref()}
        variant="default"
        leftSection={<IconAffiliate size={18} />}
      >
        {t('companies.connections')}
      </Button>
      <ActionIcon
        component={Link}
        to={paths.companies.new.getHref()}
        size="lg"
        aria-label={t('companies.newCompany')}
        title={t('companies.newCompany')}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </>
  );
}
