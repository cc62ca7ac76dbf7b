import { normalizeCnpj, onlyDigits } from '@oportuna/domain/formatting';
import { parseMoney } from '@oportuna/domain/money';
import {
  type BenefitType,
  PROPOSAL_DEFAULTS,
  type ProjectCategory,
} from '@oportuna/domain/proposals';
import type { AreaValue } from '../../../../components/masked-input/area-input.tsx';
import type { MoneyValue } from '../../../../components/masked-input/money-input.tsx';
import {
  type AddressValues,
  type CityChoice,
  type ContactValues,
  companyHasNoAddress,
  type EditableStatus,
  type KeptContact,
  type LandIncentive,
  type ProposalFormValues,
} from './form-values.ts';
import { chosenIncentives } from './incentives.ts';

export interface AddressPayload {
  zip: string;
  street: string;
  number: string | null;
  neighborhood: string;
  city_id: number | null;
}

export interface ContactPayload {
  name: string;
  email: string;
  cell_phone: string;
  phone: string | null;
  responsibility: string;
  site: string | null;
}

export interface CompanyContactPayload extends Omit<ContactPayload, 'responsibility'> {
  role: string;
}

export interface BenefitPayload {
  type: BenefitType;
  description: string;
  identification?: string | null;
  area?: number | string | null;
  estimated_value?: number | null;
  restrictions?: string | null;
  url_map?: string | null;
}

export interface MultimediaPayload {
  path: string;
  type: 'image' | 'document' | 'video';
  name: string | null;
}

interface CommonPayload {
  name: string;
  description: string;
  responsible_id: number;
  multimedia: MultimediaPayload[];
  visibility: typeof PROPOSAL_DEFAULTS.visibility;
}

/** POST proposals, public opportunity (spec 1 §3). */
export interface CityProposalPayload extends CommonPayload {
  type: 'city';
  city_id: number | null;
  address: AddressPayload;
  contacts: (ContactPayload | KeptContact)[];
  benefits: BenefitPayload[];
}

/** POST proposals, private opportunity (spec 1 §3). */
export interface CompanyProposalPayload extends CommonPayload {
  type: 'company';
  city_id?: number;
  /**
   * Contacts after the main one: empty on creation (spec 1 §3), the stored ones on edit. The
   * main one travels as project.company.contact and is stored first (docs/proposals.md).
   */
  contacts: KeptContact[];
  project: {
    total: number | null;
    required_investment: number | null;
    description: string;
    category: ProjectCategory | null;
    /** Square metres; text the input could not read as a number goes as typed, for the schema to name. */
    required_area_m2: number | string | null;
    /** UFs; [] means all of Brazil. */
    preferred_ufs: string[];
    company: {
      name: string;
      federal_tax_id: string;
      main_activity: string;
      share_capital: number | null;
      contact: CompanyContactPayload;
      address: AddressPayload | null;
    };
  };
}

export type ProposalPayload = CityProposalPayload | CompanyProposalPayload;

/** PUT proposals/{id}: the same payload, with the status chosen in the editor. */
export type ProposalUpdatePayload = ProposalPayload & { status?: EditableStatus };

const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toMoney(value: MoneyValue): number | null {
  return typeof value === 'number' ? value : parseMoney(value);
}

export function cityId(choice: CityChoice): number | null {
  return choice.city ? Number(choice.city.value) : null;
}

/** Square metres with a decimal comma or point; text that is not a number goes as typed, for the schema to name. */
export function toArea(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

/** The area input's value: a number, '' when empty, else the text it could not read. */
export function toRequiredArea(value: AreaValue): number | string | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

function address(values: AddressValues, city: CityChoice): AddressPayload {
  return {
    zip: onlyDigits(values.zip),
    street: values.street.trim(),
    number: emptyToNull(values.number),
    neighborhood: values.neighborhood.trim(),
    city_id: cityId(city),
  };
}

function contact(values: ContactValues): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    cell_phone: onlyDigits(values.cellphone),
    phone: emptyToNull(onlyDigits(values.phone)),
    responsibility: values.role.trim(),
    site: emptyToNull(values.site),
  };
}

function land(values: LandIncentive): BenefitPayload {
  return {
    type: 'terreno',
    description: values.description.trim(),
    identification: emptyToNull(values.identification),
    area: toArea(values.area),
    estimated_value: toMoney(values.estimated_value),
    restrictions: emptyToNull(values.restrictions),
    url_map: emptyToNull(values.url_map),
  };
}

function multimedia(values: ProposalFormValues): MultimediaPayload[] {
  return values.attachments.map(({ path, stored }) => ({
    path,
    type: stored?.type ?? PROPOSAL_DEFAULTS.banner.type,
    name: stored ? stored.name : PROPOSAL_DEFAULTS.banner.name,
  }));
}

export function buildCityPayload(
  values: ProposalFormValues,
  responsibleId: number,
): CityProposalPayload {
  return {
    city_id: cityId(values.city),
    name: values.name.trim(),
    description: values.description.trim(),
    responsible_id: responsibleId,
    address: address(values.address, values.city),
    contacts: [contact(values.contact), ...values.other_contacts],
    benefits: chosenIncentives(values.incentives).map((type) =>
      type === 'terreno' && values.incentives.terreno
        ? land(values.incentives.terreno)
        : {
            type,
            description: (values.incentives[type as Exclude<BenefitType, 'terreno'>] ?? '').trim(),
          },
    ),
    multimedia: multimedia(values),
    visibility: PROPOSAL_DEFAULTS.visibility,
    type: 'city',
  };
}

/**
 * The spec says the original form swapped the total and required-investment values when
 * building this payload. We do not reproduce it: the list shows the project total as the
 * investment and the card shows required_investment as 'Investimento', so a swap would show
 * each amount the user typed under the other's label. The field labelled total investment
 * goes to project.total, the one labelled required investment to project.required_investment.
 */
export function buildCompanyPayload(
  values: ProposalFormValues,
  responsibleId: number,
): CompanyProposalPayload {
  const linkedCity = values.link_with_city ? cityId(values.company_city) : null;
  const { responsibility, ...companyContact } = contact(values.contact);
  return {
    name: values.name.trim(),
    description: values.private_proposal_description.trim(),
    responsible_id: responsibleId,
    contacts: values.other_contacts,
    project: {
      total: toMoney(values.total_investment),
      required_investment: toMoney(values.required_investment),
      description: values.private_proposal_description.trim(),
      category: values.project_category,
      required_area_m2: toRequiredArea(values.required_area_m2),
      preferred_ufs: [...values.preferred_ufs],
      company: {
        name: values.business_name.trim(),
        federal_tax_id: normalizeCnpj(values.company_document),
        main_activity: onlyDigits(values.main_activity),
        share_capital: toMoney(values.share_capital),
        contact: { ...companyContact, role: responsibility },
        address: companyHasNoAddress(values)
          ? null
          : address(
              {
                zip: values.postal_code,
                street: values.street,
                number: values.number,
                neighborhood: values.district,
              },
              values.address_city,
            ),
      },
    },
    multimedia: multimedia(values),
    visibility: PROPOSAL_DEFAULTS.visibility,
    type: 'company',
    ...(linkedCity ? { city_id: linkedCity } : {}),
  };
}

export function buildPayload(values: ProposalFormValues, responsibleId: number): ProposalPayload {
  return values.type === 'company'
    ? buildCompanyPayload(values, responsibleId)
    : buildCityPayload(values, responsibleId);
}

export function buildUpdatePayload(
  values: ProposalFormValues,
  responsibleId: number,
): ProposalUpdatePayload {
  const payload = buildPayload(values, responsibleId);
  return values.status ? { ...payload, status: values.status } : payload;
}
