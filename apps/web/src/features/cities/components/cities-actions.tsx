import { Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadMenu } from '../../../components/list-page/download-menu.tsx';
import { FavoritesOnlyToggle } from '../../../components/list-page/favorites-only-toggle.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { EnableLocalityLink } from '../../../components/locality/enable-locality-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExportCities } from '../api/export-cities.ts';
import type { CityFilters } from '../lib/city-filters.ts';

/** The city list's own sub-header buttons, after those every locality list has. */
export function CitiesActions({ list }: { list: ListStateControls<CityFilters> }) {
  const { t } = useTranslation();
  const download = useExportCities(list.state);
  return (
    <>
      <FavoritesOnlyToggle value={list.state.onlyFavorites} onChange={list.setOnlyFavorites} />
      <Button
        component={Link}
        to={paths.politicians.list.getHref()}
        variant="default"
        leftSection={<IconUsers size={18} />}
      >
        {t('cities.politiciansButton')}
      </Button>
      <DownloadMenu download={download} />
      <EnableLocalityLink kind="city" />
    </>
  );
}
