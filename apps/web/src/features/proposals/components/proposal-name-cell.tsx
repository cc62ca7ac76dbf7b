import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Proposal } from '@oportuna/domain/proposals';
import { Link } from 'react-router';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { paths } from '../../../lib/paths.ts';
import { proposalTitle } from '../lib/proposal-text.ts';

/** The logo (or the letter block) and the name: the company's for a private opportunity. */
export function ProposalNameCell({
  proposal,
}: {
  proposal: Pick<Proposal, 'id' | 'name' | 'type' | 'project_company_name' | 'logoUrl'>;
}) {
  const title = proposalTitle(proposal);
  return (
    <Group gap="sm" wrap="nowrap">
      <LetterAvatar name={title} src={proposal.logoUrl} size={36} />
      <Stack gap={0} miw={0}>
        <Anchor
          component={Link}
          to={paths.proposals.detail.getHref(proposal.id)}
          fw={600}
          size="sm"
        >
          {title}
        </Anchor>
        {title !== proposal.name ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {proposal.name}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
