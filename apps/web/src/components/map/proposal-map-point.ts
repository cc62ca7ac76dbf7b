import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@oportuna/domain/proposals';
import type { MapPoint } from './map-types.ts';

/** An opportunity as a map point at its coordinates, coloured by its status. */
export function proposalMapPoint(
  proposal: { id: number; name: string; status: ProposalStatus; is_favorite: boolean },
  [longitude, latitude]: readonly [number, number],
): MapPoint {
  return {
    type: 'proposal',
    status: proposal.status,
    statusDesc: PROPOSAL_STATUS_LABELS[proposal.status],
    id: proposal.id,
    name: proposal.name,
    code: null,
    isFavorite: proposal.is_favorite,
    longitude,
    latitude,
  };
}
