import { z } from 'zod';
import type { ColumnTypes } from './demo-bulk-insert.ts';
import type { DemoContext } from './demo-context.ts';
import type { DemoCompany } from './demo-establishment.ts';
import { DEMO_ONBOARDING_AT } from './demo-settings.ts';
import { readSeedData } from './seed-data.ts';

export type CustomerRow = {
  id: number;
  name: string;
  type: 'city' | 'state' | 'company';
  is_active: boolean;
  state_id: number | null;
  city_id: number | null;
  company_federal_tax_id: string | null;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export const CUSTOMER_COLUMNS: ColumnTypes<CustomerRow> = {
  id: 'int',
  name: 'text',
  type: 'customer_type',
  is_active: 'boolean',
  state_id: 'int',
  city_id: 'int',
  company_federal_tax_id: 'text',
  is_demo: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export type DemoCustomers = Record<CustomerRow['type'], CustomerRow>;

const NAMES = readSeedData(
  'customers.json',
  z.object({ city: z.string(), state: z.string(), company: z.string() }),
);

/**
 * The three demo tenants. None has accepted the contract yet (contract_accepted_at stays
 * null), so the terms modal shows at the first sign-in; logo, banner and map colour stay empty.
 */
export function generateCustomers(context: DemoContext, company: DemoCompany): DemoCustomers {
  const customer = (
    row: Omit<CustomerRow, 'id' | 'is_active' | 'is_demo' | 'created_at' | 'updated_at'>,
  ): CustomerRow => ({
    id: 0,
    ...row,
    is_active: true,
    is_demo: true,
    created_at: DEMO_ONBOARDING_AT,
    updated_at: DEMO_ONBOARDING_AT,
  });
  return {
    city: customer({
      name: NAMES.city,
      type: 'city',
      state_id: context.bauru.stateId,
      city_id: context.bauru.id,
      company_federal_tax_id: null,
    }),
    state: customer({
      name: NAMES.state,
      type: 'state',
      state_id: context.saoPauloState.id,
      city_id: null,
      company_federal_tax_id: null,
    }),
    company: customer({
      name: NAMES.company,
      type: 'company',
      state_id: null,
      city_id: null,
      company_federal_tax_id: company.row.cnpj,
    }),
  };
}
