import { Badge, type MantineSize, Tooltip } from '@mantine/core';
import type { ProposalStatusDates } from '@oportuna/domain/proposals';
import { statusDisplay } from '../lib/proposal-status.ts';

// 'Pendente - Aguardando aprovação' is long: the badge wraps rather than cutting it short.
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 },
} as const;

/** The status label; hovering or focusing it tells when it was completed, lost or re-opened. */
export function ProposalStatusBadge({
  proposal,
  size = 'sm',
}: {
  proposal: ProposalStatusDates;
  size?: MantineSize;
}) {
  const { label, tooltip, color } = statusDisplay(proposal);
  return (
    <Tooltip
      label={tooltip}
      withArrow
      multiline
      maw={280}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        color={color}
        variant="light"
        size={size}
        radius="sm"
        tt="none"
        styles={WRAPPING}
        tabIndex={0}
        data-status={proposal.status}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
