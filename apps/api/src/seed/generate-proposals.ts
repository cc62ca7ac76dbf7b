import type { DemoContext } from './demo-context.ts';
import { cityProposal, companyProposal, type ProposalFields } from './demo-proposal-fields.ts';
import { companyPickers, placePickers } from './demo-proposal-pickers.ts';
import { type DemoProposal, emptyProjectFields } from './demo-proposal-rows.ts';
import { scheduleProposals } from './demo-proposal-schedule.ts';
import type { Random } from './demo-random.ts';
import type { CompanySet } from './generate-companies.ts';
import type { DemoCustomers } from './generate-customers.ts';
import { type DemoUser, usersOf } from './generate-users.ts';

const SHARED_POINTS = 8;

export function generateProposals(
  random: Random,
  context: DemoContext,
  customers: DemoCustomers,
  users: readonly DemoUser[],
  set: CompanySet,
): DemoProposal[] {
  const schedule = scheduleProposals(random);
  const places = placePickers(random, context);
  const companies = companyPickers(context, set);
  const usedNames = new Set<string>();
  const proposals = schedule.map(({ slot, status, fromShowcase, dates }): DemoProposal => {
    const staff = usersOf(users, slot.customer);
    const admin =
      staff.find((user) => user.account.role === 'ROLE_ADMIN') ?? (staff[0] as DemoUser);
    const responsible = random.pick(staff);
    const registrant = random.chance(0.8) ? responsible : admin;
    const fields = uniquelyNamed(usedNames, () =>
      slot.type === 'city'
        ? cityProposal(random, places[slot.place](random))
        : companyProposal(random, context, slot, companies, places),
    );
    return {
      row: {
        id: 0,
        ...emptyProjectFields(),
        status,
        visibility: 'restrict',
        source: fromShowcase ? 'showcase' : 'app',
        customer_id: customers[slot.customer].id,
        responsible_user_id: fromShowcase ? admin.row.id : responsible.row.id,
        // Showcase submissions come from outside the platform: no user registered them.
        created_by_user_id: fromShowcase ? null : registrant.row.id,
        approved_by_user_id: dates.approved_at ? admin.row.id : null,
        is_demo: true,
        ...dates,
        ...fields.row,
      },
      benefits: fields.benefits,
      contacts: fields.contacts,
    };
  });
  shareSomePoints(random, proposals);
  return proposals;
}

/** Draws again when a name is taken, so the list reads as distinct opportunities. */
function uniquelyNamed(used: Set<string>, draw: () => ProposalFields): ProposalFields {
  let fields = draw();
  for (let attempt = 0; attempt < 10 && used.has(fields.row.name); attempt += 1) fields = draw();
  used.add(fields.row.name);
  return fields;
}

/** Several opportunities on the same lot or building: the map spreads points that coincide. */
function shareSomePoints(random: Random, proposals: DemoProposal[]) {
  const byCity = new Map<number, DemoProposal[]>();
  for (const proposal of proposals) {
    const list = byCity.get(proposal.row.city_id) ?? [];
    list.push(proposal);
    byCity.set(proposal.row.city_id, list);
  }
  const crowded = [...byCity.values()].filter((list) => list.length >= 2);
  for (let i = 0; i < SHARED_POINTS && crowded.length > 0; i += 1) {
    const [first, second] = random.sample(random.pick(crowded), 2) as [DemoProposal, DemoProposal];
    second.row.location = first.row.location;
  }
}
