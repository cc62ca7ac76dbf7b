import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS } from '@oportuna/domain/auth';
import type { Customer } from '@oportuna/domain/customers';
import { formatCnpj } from '@oportuna/domain/formatting';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CustomerActiveToggle } from './customer-active-toggle.tsx';

/** Where a customer stands: its city and UF, its state, or its company's CNPJ. */
function placeOf(customer: Customer): string {
  if (customer.city && customer.state) return `${customer.city.name} - ${customer.state.acronym}`;
  if (customer.state) return customer.state.name;
  return customer.company ? formatCnpj(customer.company.federal_tax_id) : '';
}

/** A customer in the card view: logo, name, type, place and the active switch. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={customer.logo} radius="sm" alt="">
            {customer.name.slice(0, 1)}
          </Avatar>
          <Anchor component={Link} to={paths.customers.edit.getHref(customer.id)} fw={600}>
            {customer.name}
          </Anchor>
        </Group>
        <Group justify="space-between">
          <Badge variant="light">{CUSTOMER_TYPE_LABELS[customer.type]}</Badge>
          <CustomerActiveToggle customer={customer} />
        </Group>
        <Text size="sm" c="dimmed">
          {placeOf(customer)}
        </Text>
      </Stack>
    </Paper>
  );
}
