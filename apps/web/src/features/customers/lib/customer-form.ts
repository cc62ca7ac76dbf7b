import type { CustomerType } from '@oportuna/domain/auth';
import { type Customer, customerInputSchema } from '@oportuna/domain/customers';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import type { SelectOption } from '../../../components/selectors/options.ts';
import {
  type FieldErrors,
  type ValidationResult,
  validateWithSchema,
} from '../../../lib/forms/validate-with-schema.ts';

/** What the customer form holds; the CNPJ as its characters, without the mask. */
export interface CustomerFormValues {
  name: string;
  type: CustomerType | null;
  state: SelectOption | null;
  city: SelectOption | null;
  cnpj: string;
}

/** POST customers and PUT customers/{id}, as spec 3 §7 writes them. */
export interface CustomerPayload {
  name: string;
  type: CustomerType | null;
  state: number | null;
  city: number | null;
  company: { federal_tax_id: string } | null;
}

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  name: '',
  type: null,
  state: null,
  city: null,
  cnpj: '',
};

const CNPJ_LENGTH = 14;

/** The fields each type shows (spec 3, 'Customer form'). */
export function visibleFields(type: CustomerType | null) {
  return {
    state: type === 'state' || type === 'city',
    city: type === 'city',
    cnpj: type === 'company',
  };
}

/** Whether every field the type requires is filled: the submit button waits for it. */
export function isComplete(values: CustomerFormValues): boolean {
  if (values.name.trim() === '' || values.type === null) return false;
  const shown = visibleFields(values.type);
  if (shown.state && values.state === null) return false;
  if (shown.city && values.city === null) return false;
  if (shown.cnpj && normalizeCnpj(values.cnpj).length !== CNPJ_LENGTH) return false;
  return true;
}

/** The payload of the fields the type shows; the CNPJ travels without its mask. */
export function customerPayload(values: CustomerFormValues): CustomerPayload {
  const shown = visibleFields(values.type);
  return {
    name: values.name.trim(),
    type: values.type,
    state: shown.state && values.state ? Number(values.state.value) : null,
    city: shown.city && values.city ? Number(values.city.value) : null,
    company: shown.cnpj ? { federal_tax_id: normalizeCnpj(values.cnpj) } : null,
  };
}

/** The API's field names (company.federal_tax_id) as the form's (cnpj). */
export function formErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key === 'company.federal_tax_id' || key === 'company' ? 'cnpj' : key,
      message,
    ]),
  );
}

/** Checks the form with the API's own schema and messages. */
export function validateCustomerForm(
  values: CustomerFormValues,
): ValidationResult<CustomerPayload> {
  const payload = customerPayload(values);
  const result = validateWithSchema(customerInputSchema, payload);
  return result.success
    ? { success: true, data: payload }
    : { success: false, errors: formErrors(result.errors) };
}

/** The form filled from a loaded customer (editing). */
export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    type: customer.type,
    state: customer.state ? { value: String(customer.state.id), label: customer.state.name } : null,
    // As the city selector labels its options: 'Bauru - SP'.
    city: customer.city
      ? {
          value: String(customer.city.id),
          label: customer.state
            ? `${customer.city.name} - ${customer.state.acronym}`
            : customer.city.name,
        }
      : null,
    cnpj: customer.company?.federal_tax_id ?? '',
  };
}
