import {
  PROPOSAL_STATUS_LABELS,
  type ProposalStatus,
  type ProposalStatusDates,
  proposalStatusTooltip,
} from '@oportuna/domain/proposals';
import { formatDate } from '../../../lib/format.ts';

export const STATUS_COLORS: Record<ProposalStatus, string> = {
  open: 'green',
  pending: 'orange',
  completed: 'blue',
  lost: 'red',
};

export interface StatusDisplay {
  label: string;
  tooltip: string;
  color: string;
}

/** A status as the lists and the detail show it: the label, its colour and its tooltip. */
export function statusDisplay(proposal: ProposalStatusDates): StatusDisplay {
  return {
    label: PROPOSAL_STATUS_LABELS[proposal.status],
    tooltip: proposalStatusTooltip(proposal, formatDate),
    color: STATUS_COLORS[proposal.status],
  };
}
