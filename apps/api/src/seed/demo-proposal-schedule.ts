import type { ProposalStatus } from '@oportuna/domain';
import type { ProposalRow } from './demo-proposal-rows.ts';
import { addDays, type Random } from './demo-random.ts';
import { DEMO_ACTIVITY_PERIOD, DEMO_COUNTS } from './demo-settings.ts';
import type { DemoCustomers } from './generate-customers.ts';

export type CustomerKey = keyof DemoCustomers;

/** Who registers what: the city hall its own town, the state government its municipalities. */
export type Slot = {
  type: 'city' | 'company';
  customer: CustomerKey;
  place: 'bauru' | 'sao-paulo' | 'elsewhere';
};

const STATUS_TOTALS: Record<ProposalStatus, number> = {
  open: 160,
  pending: 55,
  completed: 50,
  lost: 35,
};
/** The company customer has no showcase, so none of its opportunities is pending. */
const COMPANY_CUSTOMER_STATUSES: Record<Exclude<ProposalStatus, 'pending'>, number> = {
  open: 27,
  completed: 10,
  lost: 8,
};
const REOPENED = 10;
const APPROVED_FROM_SHOWCASE = 12;
const LAST_MOMENT = '2026-11-20T21:00:00.000Z';
const DAY_MS = 86_400_000;

export type ScheduledProposal = {
  slot: Slot;
  status: ProposalStatus;
  /** Submitted through the showcase: pending, or already approved and open. */
  fromShowcase: boolean;
  dates: Pick<
    ProposalRow,
    'created_at' | 'completed_at' | 'lost_at' | 'approved_at' | 'updated_at'
  >;
};

/**
 * Who registers each opportunity, its status and its dates: completed and lost ones carry
 * their date, a few open ones were reopened after one, and some open ones came through the
 * showcase and were approved.
 */
export function scheduleProposals(random: Random): ScheduledProposal[] {
  const slots = proposalSlots();
  const statuses = assignStatuses(random, slots);
  const openIndexes = random.shuffle(
    statuses.flatMap((status, index) => (status === 'open' ? [index] : [])),
  );
  const reopened = new Set(openIndexes.slice(0, REOPENED));
  const approved = new Set(
    openIndexes
      .slice(REOPENED)
      .filter((index) => slots[index]?.customer !== 'company')
      .slice(0, APPROVED_FROM_SHOWCASE),
  );
  return slots.map((slot, index) => {
    const status = statuses[index] as ProposalStatus;
    const dates = proposalDates(random, status, reopened.has(index));
    const approvedAt = approved.has(index)
      ? new Date(
          Math.min(
            Date.parse(dates.created_at) + random.int(1, 10) * DAY_MS,
            Date.parse(LAST_MOMENT),
          ),
        ).toISOString()
      : null;
    return {
      slot,
      status,
      fromShowcase: status === 'pending' || approved.has(index),
      dates: {
        created_at: dates.created_at,
        completed_at: dates.completed_at,
        lost_at: dates.lost_at,
        approved_at: approvedAt,
        updated_at: latest(random, [
          dates.created_at,
          dates.completed_at,
          dates.lost_at,
          dates.reopened_at,
          approvedAt,
        ]),
      },
    };
  });
}

function proposalSlots(): Slot[] {
  const slots: Slot[] = [];
  const add = (count: number, slot: Slot) => {
    for (let i = 0; i < count; i += 1) slots.push(slot);
  };
  const cityCount = Math.round(DEMO_COUNTS.proposals * DEMO_COUNTS.cityProposalShare);
  add(35, { type: 'city', customer: 'city', place: 'bauru' });
  add(70, { type: 'city', customer: 'state', place: 'sao-paulo' });
  add(cityCount - 35 - 70, { type: 'city', customer: 'state', place: 'elsewhere' });
  add(45, { type: 'company', customer: 'company', place: 'elsewhere' });
  add(35, { type: 'company', customer: 'city', place: 'bauru' });
  add(DEMO_COUNTS.proposals - slots.length, {
    type: 'company',
    customer: 'state',
    place: 'sao-paulo',
  });
  return slots;
}

function assignStatuses(random: Random, slots: readonly Slot[]): ProposalStatus[] {
  const pool = (totals: Partial<Record<ProposalStatus, number>>) =>
    Object.entries(totals).flatMap(([status, count]) =>
      Array.from({ length: count ?? 0 }, () => status as ProposalStatus),
    );
  const companyPool = random.shuffle(pool(COMPANY_CUSTOMER_STATUSES));
  const othersTotals = { ...STATUS_TOTALS };
  for (const [status, count] of Object.entries(COMPANY_CUSTOMER_STATUSES)) {
    othersTotals[status as ProposalStatus] -= count;
  }
  const othersPool = random.shuffle(pool(othersTotals));
  return slots.map(
    (slot) =>
      (slot.customer === 'company' ? companyPool.pop() : othersPool.pop()) as ProposalStatus,
  );
}

type ProposalDates = Pick<ProposalRow, 'created_at' | 'completed_at' | 'lost_at'> & {
  /** When a completed or lost item was opened again. */
  reopened_at: string | null;
};

/** Completed and lost items carry their date; a reopened one keeps the date it had. */
function proposalDates(random: Random, status: ProposalStatus, reopened: boolean): ProposalDates {
  const { from, to } = DEMO_ACTIVITY_PERIOD;
  const end = Date.parse(`${to}T21:00:00.000Z`);
  const later = (moment: string, minDays: number, maxDays: number) => {
    const room = Math.floor((end - Date.parse(moment)) / DAY_MS);
    const days = random.int(Math.min(minDays, room), Math.max(Math.min(maxDays, room), 0));
    return new Date(
      Date.parse(moment) + days * DAY_MS + random.int(0, 8) * 3_600_000,
    ).toISOString();
  };
  const none = { completed_at: null, lost_at: null, reopened_at: null };
  if (status === 'pending') return { created_at: random.moment('2026-05-01', to), ...none };
  if (status === 'open' && !reopened) return { created_at: random.moment(from, to), ...none };
  const created = random.moment(from, addDays(to, reopened ? -300 : -60));
  const closedAt = later(created, 20, 420);
  const won = status === 'completed' || (status === 'open' && random.chance(0.5));
  return {
    created_at: created,
    completed_at: won ? closedAt : null,
    lost_at: won ? null : closedAt,
    reopened_at: reopened ? later(closedAt, 5, 120) : null,
  };
}

function latest(random: Random, moments: (string | null)[]): string {
  const last = moments
    .filter((m): m is string => m !== null)
    .sort()
    .at(-1) as string;
  const ms = Date.parse(last) + random.int(0, 72) * 3_600_000;
  return new Date(Math.min(ms, Date.parse(LAST_MOMENT))).toISOString();
}
