import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoritesOnlyToggle } from '../../../components/list-page/favorites-only-toggle.tsx';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import { MapToggleButton } from '../../../components/list-page/map-toggle-button.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { ViewModeToggle } from '../../../components/list-page/view-mode-toggle.tsx';
import { TerritorySwitchMenu } from '../../../components/territory-switch-menu.tsx';
import { paths } from '../../../lib/paths.ts';
import type { CityFilters } from '../lib/city-filters.ts';
import { CitiesDownloadMenu } from './cities-download-menu.tsx';

/** The sub-header buttons of the city list. */
export function CitiesActions({
  list,
  onOpenFilters,
}: {
  list: ListStateControls<CityFilters>;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TerritorySwitchMenu current="cities" />
      <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
      <FilterButton applied={list.hasFilters} onClick={onOpenFilters} />
      <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
      <FavoritesOnlyToggle value={list.state.onlyFavorites} onChange={list.setOnlyFavorites} />
      <Button
        component={Link}
        to={paths.politicians.list.getHref()}
        variant="default"
        leftSection={<IconUsers size={18} />}
      >
        {t('cities.politiciansButton')}
      </Button>
      <CitiesDownloadMenu state={list.state} />
    </>
  );
}
