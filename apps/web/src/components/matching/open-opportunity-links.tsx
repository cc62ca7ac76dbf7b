import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** A place's open public opportunities, each a link to its page ('#12 Distrito industrial'). */
export function OpenOpportunityLinks({
  opportunities,
  empty = null,
}: {
  opportunities: readonly { id: number; name: string }[];
  /** What stands in for none. */
  empty?: ReactNode;
}) {
  if (opportunities.length === 0) return empty;
  return (
    <Stack gap={2}>
      {opportunities.map((opportunity) => (
        <Anchor
          key={opportunity.id}
          component={Link}
          to={paths.proposals.detail.getHref(opportunity.id)}
          size="sm"
        >
          {`#${opportunity.id} ${opportunity.name}`}
        </Anchor>
      ))}
    </Stack>
  );
}
