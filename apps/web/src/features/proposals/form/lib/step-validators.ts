import { MESSAGES } from '@oportuna/domain/messages';
import { moneySchema } from '@oportuna/domain/money';
import {
  cityProposalInputSchema,
  companyProposalInputSchema,
  preferredUfsSchema,
  projectInvestmentSchema,
  requiredAreaSchema,
} from '@oportuna/domain/proposals';
import {
  cepSchema,
  cnpjSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  requiredString,
  urlSchema,
} from '@oportuna/domain/validators';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import {
  type ParsingSchema,
  validateWithSchema,
} from '../../../../lib/forms/validate-with-schema.ts';
import { toArea, toRequiredArea } from './build-payload.ts';
import {
  type CityChoice,
  type ContactValues,
  companyHasNoAddress,
  type ProposalFormValues,
} from './form-values.ts';
import { chosenIncentives, incentiveDescription } from './incentives.ts';

type Errors = Record<string, string>;

const required = requiredString();
const benefitSchema = cityProposalInputSchema.shape.benefits.element;
const incentivesSchema = cityProposalInputSchema.shape.benefits;
const cityDescriptionSchema = cityProposalInputSchema.shape.description;
const projectDescriptionSchema = companyProposalInputSchema.shape.project.shape.description;

/** Runs one field's schema and records its first message under `field`. */
function check(errors: Errors, field: string, schema: ParsingSchema<unknown>, value: unknown) {
  const result = validateWithSchema(schema, value);
  if (!result.success)
    errors[field] = Object.values(result.errors)[0] ?? MESSAGES.validation.invalidValue;
}

function checkCity(errors: Errors, field: string, choice: CityChoice) {
  if (!choice.city) errors[field] = MESSAGES.validation.required;
}

function checkOptional(
  errors: Errors,
  field: string,
  schema: ParsingSchema<unknown>,
  value: string,
) {
  if (value.trim() !== '') check(errors, field, schema, value);
}

function checkMoney(errors: Errors, field: string, value: number | string, isRequired: boolean) {
  if (value === '' || value === null) {
    if (isRequired) errors[field] = MESSAGES.validation.required;
    return;
  }
  check(errors, field, moneySchema, typeof value === 'number' ? value : String(value));
}

export function validateTypeStep(values: ProposalFormValues): FieldErrors {
  return values.type ? {} : { type: MESSAGES.validation.required };
}

/** 'Next' on the city location step needs a name, a city and at least one incentive. */
export function canLeaveCityLocation(values: ProposalFormValues): boolean {
  return (
    values.name.trim() !== '' &&
    values.city.city !== null &&
    chosenIncentives(values.incentives).length > 0
  );
}

export function validateCityLocationStep(values: ProposalFormValues): FieldErrors {
  const errors: Errors = {};
  check(errors, 'name', required, values.name);
  checkCity(errors, 'city', values.city);
  const chosen = chosenIncentives(values.incentives).map((type) => ({ type, description: '-' }));
  check(errors, 'incentives', incentivesSchema, chosen);
  check(errors, 'address.zip', cepSchema, values.address.zip);
  check(errors, 'address.neighborhood', required, values.address.neighborhood);
  check(errors, 'address.street', required, values.address.street);
  check(errors, 'address.number', required, values.address.number);
  return errors;
}

/** Every chosen incentive needs a description; the land's area must be numeric. */
export function validateIncentivesStep(values: ProposalFormValues): FieldErrors {
  const errors: Errors = {};
  check(errors, 'description', cityDescriptionSchema, values.description);
  for (const type of chosenIncentives(values.incentives)) {
    const land = type === 'terreno' ? values.incentives.terreno : undefined;
    const benefit = land
      ? {
          type,
          description: land.description,
          area: toArea(land.area),
          estimated_value: land.estimated_value === '' ? null : land.estimated_value,
          url_map: land.url_map,
        }
      : { type, description: incentiveDescription(values.incentives, type) };
    const result = validateWithSchema(benefitSchema, benefit);
    if (result.success) continue;
    for (const [field, message] of Object.entries(result.errors)) {
      const key = type === 'terreno' ? `incentives.terreno.${field}` : `incentives.${type}`;
      errors[key] ??= message;
    }
  }
  return errors;
}

export function validateContact(contact: ContactValues): FieldErrors {
  const errors: Errors = {};
  check(errors, 'contact.name', required, contact.name);
  check(errors, 'contact.email', emailSchema, contact.email);
  check(errors, 'contact.cellphone', mobilePhoneSchema, contact.cellphone);
  checkOptional(errors, 'contact.phone', phoneSchema, contact.phone);
  check(errors, 'contact.role', required, contact.role);
  checkOptional(errors, 'contact.site', urlSchema, contact.site);
  return errors;
}

export function validateContactStep(values: ProposalFormValues): FieldErrors {
  return validateContact(values.contact);
}

/** The pattern checks run when the e-mail or the site field loses focus. */
export function validateContactPattern(field: 'email' | 'site', value: string): string | undefined {
  const errors: Errors = {};
  if (field === 'email') checkOptional(errors, field, emailSchema, value);
  else checkOptional(errors, field, urlSchema, value);
  return errors[field];
}

export function validateCompanyDetailsStep(values: ProposalFormValues): FieldErrors {
  const errors: Errors = {};
  check(errors, 'name', required, values.name);
  check(errors, 'company_document', cnpjSchema, values.company_document);
  check(errors, 'business_name', required, values.business_name);
  check(errors, 'main_activity', required, values.main_activity);
  checkMoney(errors, 'share_capital', values.share_capital, false);
  if (values.link_with_city) checkCity(errors, 'company_city', values.company_city);
  return errors;
}

export function validateCompanyAddressStep(values: ProposalFormValues): FieldErrors {
  if (companyHasNoAddress(values)) return {};
  const errors: Errors = {};
  check(errors, 'postal_code', cepSchema, values.postal_code);
  check(errors, 'street', required, values.street);
  check(errors, 'district', required, values.district);
  checkCity(errors, 'address_city', values.address_city);
  return errors;
}

export function validateProjectDescriptionStep(values: ProposalFormValues): FieldErrors {
  const errors: Errors = {};
  if (!values.project_category) errors.project_category = MESSAGES.validation.required;
  checkMoney(errors, 'total_investment', values.total_investment, true);
  checkMoney(errors, 'required_investment', values.required_investment, true);
  if (!errors.total_investment && !errors.required_investment) {
    check(errors, 'required_investment', projectInvestmentSchema, {
      total: values.total_investment,
      required_investment: values.required_investment,
    });
  }
  check(
    errors,
    'private_proposal_description',
    projectDescriptionSchema,
    values.private_proposal_description,
  );
  check(errors, 'required_area_m2', requiredAreaSchema, toRequiredArea(values.required_area_m2));
  check(errors, 'preferred_ufs', preferredUfsSchema, values.preferred_ufs);
  return errors;
}
