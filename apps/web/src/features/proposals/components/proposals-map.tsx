import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import type { MapViewState } from '../../../components/map/map-types.ts';
import { paths } from '../../../lib/paths.ts';
import { useProposalsMap } from '../api/get-proposals-map.ts';
import type { ProposalFilters } from '../lib/proposal-filters.ts';
import { proposalMapPoints } from '../lib/proposal-map-points.ts';

/**
 * The proposals of the current filters on the map, coloured by status; a click opens one,
 * a drawn polygon narrows the list below. A failed load leaves the map empty.
 */
export function ProposalsMap({
  list,
  view,
  onViewChange,
}: {
  list: ListStateControls<ProposalFilters>;
  view: MapViewState | null;
  onViewChange: (view: MapViewState) => void;
}) {
  const navigate = useNavigate();
  const query = useProposalsMap(list.state);
  const items = query.isError ? undefined : query.data?.data;
  const points = useMemo(() => proposalMapPoints(items ?? []), [items]);
  return (
    <MapPanel
      points={points}
      initialView={view ?? undefined}
      onViewChange={onViewChange}
      onPointClick={(point) => navigate(paths.proposals.detail.getHref(point.id))}
      onPolygonChange={list.setPolygon}
      onlyFavorites={list.state.onlyFavorites}
      onOnlyFavoritesChange={list.setOnlyFavorites}
    />
  );
}
