import { PROPOSAL_STATUS_LABELS, type ProposalMapItem } from '@oportuna/domain/proposals';
import type { MapPoint } from '../../../components/map/map-types.ts';

/** Map items as points coloured by status; items without coordinates stay off the map. */
export function proposalMapPoints(items: readonly ProposalMapItem[]): MapPoint[] {
  return items.flatMap((item): MapPoint[] =>
    item.id !== undefined && item.status && item.coordinates
      ? [
          {
            type: 'proposal',
            status: item.status,
            statusDesc: PROPOSAL_STATUS_LABELS[item.status],
            id: item.id,
            name: item.name ?? `#${item.id}`,
            code: null,
            isFavorite: item.is_favorite ?? false,
            longitude: item.coordinates[0],
            latitude: item.coordinates[1],
          },
        ]
      : [],
  );
}
