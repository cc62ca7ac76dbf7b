import type { ProjectCategory, ProposalStatus } from '@oportuna/domain';
import type { ColumnTypes } from './demo-bulk-insert.ts';
import type { CityBenefitType } from './demo-city-proposal-texts.ts';

export type ProposalRow = {
  id: number;
  type: 'city' | 'company';
  status: ProposalStatus;
  visibility: 'restrict';
  source: 'app' | 'showcase';
  name: string;
  description: string;
  customer_id: number;
  responsible_user_id: number;
  created_by_user_id: number | null;
  city_id: number;
  location: string;
  address_zip: string | null;
  address_street: string | null;
  address_number: string | null;
  address_neighborhood: string | null;
  address_city_id: number | null;
  project_category: ProjectCategory | null;
  project_total: number | null;
  project_required_investment: number | null;
  project_description: string | null;
  company_name: string | null;
  company_federal_tax_id: string | null;
  company_main_activity_code: string | null;
  company_share_capital: number | null;
  company_address_zip: string | null;
  company_address_street: string | null;
  company_address_number: string | null;
  company_address_neighborhood: string | null;
  company_address_city_id: number | null;
  completed_at: string | null;
  lost_at: string | null;
  approved_at: string | null;
  approved_by_user_id: number | null;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export const PROPOSAL_COLUMNS: ColumnTypes<ProposalRow> = {
  id: 'int',
  type: 'proposal_type',
  status: 'proposal_status',
  visibility: 'proposal_visibility',
  source: 'proposal_source',
  name: 'text',
  description: 'text',
  customer_id: 'int',
  responsible_user_id: 'int',
  created_by_user_id: 'int',
  city_id: 'int',
  location: 'point',
  address_zip: 'text',
  address_street: 'text',
  address_number: 'text',
  address_neighborhood: 'text',
  address_city_id: 'int',
  project_category: 'text',
  project_total: 'numeric',
  project_required_investment: 'numeric',
  project_description: 'text',
  company_name: 'text',
  company_federal_tax_id: 'text',
  company_main_activity_code: 'text',
  company_share_capital: 'numeric',
  company_address_zip: 'text',
  company_address_street: 'text',
  company_address_number: 'text',
  company_address_neighborhood: 'text',
  company_address_city_id: 'int',
  completed_at: 'timestamptz',
  lost_at: 'timestamptz',
  approved_at: 'timestamptz',
  approved_by_user_id: 'int',
  is_demo: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export type ProposalBenefitRow = {
  id: number;
  proposal_id: number;
  type: CityBenefitType;
  description: string;
  identification: string | null;
  area_m2: number | null;
  estimated_value: number | null;
  restrictions: string | null;
  url_map: string | null;
};

export const PROPOSAL_BENEFIT_COLUMNS: ColumnTypes<ProposalBenefitRow> = {
  id: 'int',
  proposal_id: 'int',
  type: 'text',
  description: 'text',
  identification: 'text',
  area_m2: 'float8',
  estimated_value: 'numeric',
  restrictions: 'text',
  url_map: 'text',
};

export type ProposalContactRow = {
  id: number;
  proposal_id: number;
  name: string;
  email: string;
  phone: string;
  cell_phone: string;
  responsibility: string;
  site: string | null;
  position: number;
};

export const PROPOSAL_CONTACT_COLUMNS: ColumnTypes<ProposalContactRow> = {
  id: 'int',
  proposal_id: 'int',
  name: 'text',
  email: 'text',
  phone: 'text',
  cell_phone: 'text',
  responsibility: 'text',
  site: 'text',
  position: 'smallint',
};

export type ProposalChildren = {
  benefits: Omit<ProposalBenefitRow, 'id' | 'proposal_id'>[];
  contacts: Omit<ProposalContactRow, 'id' | 'proposal_id'>[];
};

export type DemoProposal = { row: ProposalRow } & ProposalChildren;

/** Every optional field empty; each type of opportunity then fills its own. */
export function emptyProjectFields() {
  return {
    address_zip: null,
    address_street: null,
    address_number: null,
    address_neighborhood: null,
    address_city_id: null,
    project_category: null,
    project_total: null,
    project_required_investment: null,
    project_description: null,
    company_name: null,
    company_federal_tax_id: null,
    company_main_activity_code: null,
    company_share_capital: null,
    company_address_zip: null,
    company_address_street: null,
    company_address_number: null,
    company_address_neighborhood: null,
    company_address_city_id: null,
  };
}

export function proposalChildRows(proposals: readonly DemoProposal[]): {
  benefits: ProposalBenefitRow[];
  contacts: ProposalContactRow[];
} {
  return {
    benefits: proposals.flatMap((p) =>
      p.benefits.map((b) => ({ id: 0, proposal_id: p.row.id, ...b })),
    ),
    contacts: proposals.flatMap((p) =>
      p.contacts.map((c) => ({ id: 0, proposal_id: p.row.id, ...c })),
    ),
  };
}
