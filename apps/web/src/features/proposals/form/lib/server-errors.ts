import { MESSAGES } from '@oportuna/domain/messages';
import { isApiError } from '../../../../lib/api-error.ts';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import type { ProposalPayload } from './build-payload.ts';

const CONTACT_FIELDS: Record<string, string> = {
  name: 'name',
  email: 'email',
  cell_phone: 'cellphone',
  phone: 'phone',
  responsibility: 'role',
  role: 'role',
  site: 'site',
};

const COMPANY_FIELDS: Record<string, string> = {
  name: 'business_name',
  federal_tax_id: 'company_document',
  main_activity: 'main_activity',
  share_capital: 'share_capital',
};

const COMPANY_ADDRESS_FIELDS: Record<string, string> = {
  zip: 'postal_code',
  street: 'street',
  number: 'number',
  neighborhood: 'district',
  city_id: 'address_city',
};

const PROJECT_FIELDS: Record<string, string> = {
  total: 'total_investment',
  required_investment: 'required_investment',
  description: 'private_proposal_description',
  category: 'project_category',
  required_area_m2: 'required_area_m2',
  preferred_ufs: 'preferred_ufs',
};

/** The form field behind a payload path, as the API and the domain schemas name it. */
export function formFieldOf(path: string, payload: ProposalPayload): string {
  const parts = path.split('.');
  const [head, second, third, fourth] = parts;
  const isCompany = payload.type === 'company';
  switch (head) {
    case 'description':
      return isCompany ? 'private_proposal_description' : 'description';
    case 'city_id':
      return isCompany ? 'company_city' : 'city';
    case 'address':
      return second === 'city_id' || second === undefined ? 'city' : `address.${second}`;
    case 'contacts':
      return third ? `contact.${CONTACT_FIELDS[third] ?? third}` : 'contact.name';
    case 'benefits': {
      const type = payload.type === 'city' ? payload.benefits[Number(second)]?.type : undefined;
      if (!type) return 'incentives';
      return type === 'terreno'
        ? `incentives.terreno.${third ?? 'description'}`
        : `incentives.${type}`;
    }
    case 'multimedia':
      return 'attachments';
    case 'project':
      if (second !== 'company') return PROJECT_FIELDS[second ?? ''] ?? path;
      if (third === 'contact') return `contact.${CONTACT_FIELDS[fourth ?? ''] ?? 'name'}`;
      if (third === 'address') return COMPANY_ADDRESS_FIELDS[fourth ?? ''] ?? 'postal_code';
      return COMPANY_FIELDS[third ?? ''] ?? path;
    default:
      return path;
  }
}

/** Payload-path errors (API `fields`, or the domain schema's) keyed by form field. */
export function toFormErrors(
  fields: Readonly<Record<string, string>>,
  payload: ProposalPayload,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    errors[formFieldOf(path, payload)] ??= message;
  }
  return errors;
}

/** The server's own message when it sent one, else the spec's fallback for a failed creation. */
export function createFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && !error.code.startsWith('http_'))
    return error.message;
  return MESSAGES.proposals.createFailed;
}
