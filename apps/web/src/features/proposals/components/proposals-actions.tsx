import { ActionIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadMenu } from '../../../components/list-page/download-menu.tsx';
import { FavoritesOnlyToggle } from '../../../components/list-page/favorites-only-toggle.tsx';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import { MapToggleButton } from '../../../components/list-page/map-toggle-button.tsx';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { ViewModeToggle } from '../../../components/list-page/view-mode-toggle.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExportProposals } from '../api/export-proposals.ts';
import type { ProposalFilters } from '../lib/proposal-filters.ts';

/** The sub-header buttons of the proposal list: Mapa, filter, view, favourites, download, new. */
export function ProposalsActions({
  list,
  onOpenFilters,
}: {
  list: ListStateControls<ProposalFilters>;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  const download = useExportProposals(list.state);
  return (
    <>
      <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
      <FilterButton applied={list.hasFilters} onClick={onOpenFilters} />
      <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
      <FavoritesOnlyToggle value={list.state.onlyFavorites} onChange={list.setOnlyFavorites} />
      <DownloadMenu download={download} />
      <ActionIcon
        component={Link}
        to={paths.proposals.new.getHref()}
        size="lg"
        aria-label={t('proposals.newProposal')}
        title={t('proposals.newProposal')}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </>
  );
}
