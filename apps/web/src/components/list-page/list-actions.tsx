import { ActionIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadMenu } from './download-menu.tsx';
import { FavoritesOnlyToggle } from './favorites-only-toggle.tsx';
import { FilterButton } from './filter-button.tsx';
import { MapToggleButton } from './map-toggle-button.tsx';
import type { ExportDownload } from './use-export-download.ts';
import type { ListStateControls } from './use-list-state.ts';
import { ViewModeToggle } from './view-mode-toggle.tsx';

/**
 * The sub-header buttons of a list with favourites and exports: Mapa, filter, view,
 * favourites, download, then the list's own buttons and the plus button.
 */
export function ListActions<Filters>({
  list,
  onOpenFilters,
  download,
  newItem,
  children,
}: {
  list: ListStateControls<Filters>;
  onOpenFilters: () => void;
  download: ExportDownload;
  /** Where the plus button leads, and its accessible name. */
  newItem: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
      <FilterButton applied={list.hasFilters} onClick={onOpenFilters} />
      <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
      <FavoritesOnlyToggle value={list.state.onlyFavorites} onChange={list.setOnlyFavorites} />
      <DownloadMenu download={download} />
      {children}
      <ActionIcon
        component={Link}
        to={newItem.href}
        size="lg"
        aria-label={newItem.label}
        title={newItem.label}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </>
  );
}
