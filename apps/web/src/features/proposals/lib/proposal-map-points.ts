import type { ProposalMapItem } from '@oportuna/domain/proposals';
import type { MapPoint } from '../../../components/map/map-types.ts';
import { proposalMapPoint } from '../../../components/map/proposal-map-point.ts';

/** Map items as points coloured by status; items without coordinates stay off the map. */
export function proposalMapPoints(items: readonly ProposalMapItem[]): MapPoint[] {
  return items.flatMap((item): MapPoint[] =>
    item.id !== undefined && item.status && item.coordinates
      ? [
          proposalMapPoint(
            {
              id: item.id,
              name: item.name ?? `#${item.id}`,
              status: item.status,
              is_favorite: item.is_favorite ?? false,
            },
            item.coordinates,
          ),
        ]
      : [],
  );
}
