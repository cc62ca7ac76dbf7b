import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_TYPE_LABELS,
  type Proposal,
} from '@oportuna/domain/proposals';
import { Link } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';

const STATUS_COLORS: Record<Proposal['status'], string> = {
  open: 'green',
  pending: 'orange',
  completed: 'blue',
  lost: 'red',
};

/** Opportunities in a short table: name with its link, number and date, type and status. */
export function ProposalSummaryTable({ proposals }: { proposals: readonly Proposal[] }) {
  return (
    <Table striped verticalSpacing="xs">
      <Table.Tbody>
        {proposals.map((proposal) => (
          <Table.Tr key={proposal.id}>
            <Table.Td>
              {/* The badges sit beside the name, or under it where the row is narrow. */}
              <Group justify="space-between" gap="xs">
                <div style={{ flex: '1 1 14rem' }}>
                  <Anchor
                    component={Link}
                    to={paths.proposals.detail.getHref(proposal.id)}
                    size="sm"
                    fw={600}
                  >
                    {proposal.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    #{proposal.id} · {formatDate(proposal.created_at)}
                  </Text>
                </div>
                <Group gap={4}>
                  <Badge variant="outline" color="gray" tt="none">
                    {PROPOSAL_TYPE_LABELS[proposal.type]}
                  </Badge>
                  <Badge variant="light" color={STATUS_COLORS[proposal.status]} tt="none">
                    {PROPOSAL_STATUS_LABELS[proposal.status]}
                  </Badge>
                </Group>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
