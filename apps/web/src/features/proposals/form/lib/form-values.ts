import type {
  BenefitType,
  ProjectCategory,
  ProposalStatus,
  ProposalType,
} from '@oportuna/domain/proposals';
import type { AreaValue } from '../../../../components/masked-input/area-input.tsx';
import type { MoneyValue } from '../../../../components/masked-input/money-input.tsx';
import type { SelectOption } from '../../../../components/selectors/options.ts';

/** A municipality chosen through its state: the UF, then the city (value: city id). */
export interface CityChoice {
  uf: string | null;
  city: SelectOption | null;
}

export interface LandIncentive {
  description: string;
  identification: string;
  /** Square metres as typed; the domain schema checks that it is numeric. */
  area: string;
  estimated_value: MoneyValue;
  restrictions: string;
  url_map: string;
}

export type TaxBenefitType = Exclude<BenefitType, 'terreno'>;

/** The chosen incentives: a description per tax incentive, an object for the land. */
export type Incentives = Partial<Record<TaxBenefitType, string>> & { terreno?: LandIncentive };

export interface ContactValues {
  name: string;
  role: string;
  /** Digits only, as the masked inputs keep them. */
  cellphone: string;
  phone: string;
  email: string;
  site: string;
}

export interface AddressValues {
  /** Digits only. */
  zip: string;
  street: string;
  neighborhood: string;
  number: string;
}

export interface Attachment {
  path: string;
  original_name: string;
  url: string;
  /** Kept from a stored file; a new upload is an image named 'Banner' (spec 1 §9). */
  stored?: { type: 'image' | 'document' | 'video'; name: string | null };
}

/** A stored contact the form does not edit, sent back unchanged so that saving keeps it. */
export interface KeptContact {
  name: string | null;
  email: string | null;
  cell_phone: string | null;
  phone: string | null;
  responsibility: string | null;
  site: string | null;
}

/** Editable statuses; a pending opportunity is approved elsewhere. */
export type EditableStatus = Extract<ProposalStatus, 'open' | 'completed' | 'lost'>;
export const EDITABLE_STATUSES: readonly EditableStatus[] = ['open', 'completed', 'lost'];

/** The wizard's and the editor's fields (spec 1 §3 'Wizard form fields'). */
export interface ProposalFormValues {
  type: ProposalType | null;
  status: EditableStatus | null;
  name: string;
  description: string;
  city: CityChoice;
  address: AddressValues;
  incentives: Incentives;
  attachments: Attachment[];
  contact: ContactValues;
  /** The stored contacts after the one the form edits (none when creating). */
  other_contacts: KeptContact[];
  company_document: string;
  business_name: string;
  share_capital: MoneyValue;
  /** The CNAE code, digits only; the label keeps its text for the select. */
  main_activity: string;
  main_activity_label: string;
  /** Whether company data was loaded ('Buscar Dados' or an existing opportunity). */
  company_loaded: boolean;
  link_with_city: boolean;
  company_city: CityChoice;
  no_address: boolean;
  postal_code: string;
  street: string;
  number: string;
  district: string;
  address_city: CityChoice;
  project_category: ProjectCategory | null;
  total_investment: MoneyValue;
  required_investment: MoneyValue;
  private_proposal_description: string;
  /** Land the project needs, in m²: a number, or '' when not informed. */
  required_area_m2: AreaValue;
  /** UFs of the states the project would go to; none means all of Brazil. */
  preferred_ufs: string[];
}

const noCity: CityChoice = { uf: null, city: null };

export function emptyContact(): ContactValues {
  return { name: '', role: '', cellphone: '', phone: '', email: '', site: '' };
}

export function emptyLandIncentive(): LandIncentive {
  return {
    description: '',
    identification: '',
    area: '',
    estimated_value: '',
    restrictions: '',
    url_map: '',
  };
}

export function emptyProposalForm(): ProposalFormValues {
  return {
    type: null,
    status: null,
    name: '',
    description: '',
    city: noCity,
    address: { zip: '', street: '', neighborhood: '', number: '' },
    incentives: {},
    attachments: [],
    contact: emptyContact(),
    other_contacts: [],
    company_document: '',
    business_name: '',
    share_capital: '',
    main_activity: '',
    main_activity_label: '',
    company_loaded: false,
    link_with_city: false,
    company_city: noCity,
    no_address: false,
    postal_code: '',
    street: '',
    number: '',
    district: '',
    address_city: noCity,
    project_category: null,
    total_investment: '',
    required_investment: '',
    private_proposal_description: '',
    required_area_m2: '',
    preferred_ufs: [],
  };
}

/** The no-address box counts only once a company is loaded, the only time it is shown. */
export function companyHasNoAddress(values: ProposalFormValues): boolean {
  return values.company_loaded && values.no_address;
}
