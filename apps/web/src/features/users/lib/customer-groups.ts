import type { CustomerType } from '@oportuna/domain/auth';
import type { UserCustomerOption } from '@oportuna/domain/users';

/**
 * The group labels of the customer select (spec 3 §6, whose 'Company' is shown in Portuguese:
 * the interface is Portuguese only, spec 1 §1).
 */
export const CUSTOMER_GROUP_LABELS: Record<CustomerType, string> = {
  city: 'Cidade',
  state: 'Governo',
  company: 'Empresa',
};

const ORDER: CustomerType[] = ['city', 'state', 'company'];

/** The customers grouped by type, for a Select; empty groups are left out. */
export function customerGroups(customers: readonly UserCustomerOption[]) {
  return ORDER.map((type) => ({
    group: CUSTOMER_GROUP_LABELS[type],
    items: customers
      .filter((customer) => customer.type === type)
      .map((customer) => ({ value: String(customer.id), label: customer.name })),
  })).filter((group) => group.items.length > 0);
}

/**
 * The options of an edited user: the active customers, and the user's own customer even when
 * it was inactivated since (a kept customer is accepted by the API).
 */
export function withKeptCustomer(
  customers: readonly UserCustomerOption[],
  kept: UserCustomerOption | null,
): UserCustomerOption[] {
  if (!kept || customers.some((customer) => customer.id === kept.id)) return [...customers];
  return [...customers, kept];
}
