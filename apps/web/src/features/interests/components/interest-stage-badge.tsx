import { Badge } from '@mantine/core';
import { INTEREST_STAGE_LABELS, type InterestStage } from '@oportuna/domain/interests';

const COLORS: Record<InterestStage, string> = {
  new: 'blue',
  talking: 'cyan',
  site_visit: 'grape',
  proposal: 'orange',
  won: 'green',
  lost: 'red',
};

/** The stage of an interest, as both sides see it. */
export function InterestStageBadge({ stage }: { stage: InterestStage }) {
  return (
    <Badge color={COLORS[stage]} variant="light" data-testid="interest-stage">
      {INTEREST_STAGE_LABELS[stage]}
    </Badge>
  );
}
