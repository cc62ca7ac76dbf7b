import type { CompanyRegistration } from '@oportuna/domain/companies';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import { FIELD_LIMITS } from '@oportuna/domain/limits';

/** The hand registration form: text as typed, digits for CEP and phone. */
export interface RegistrationValues {
  name: string;
  business_name: string;
  /** 7-digit CNAE code, with its label for the select. */
  activity: { code: string; label: string } | null;
  share_capital: number | '';
  /** yyyy-mm-dd or ''. */
  open_at: string;
  postal_code: string;
  street_name: string;
  street_number: string;
  subunit: string;
  district: string;
  /** Filled by the CEP lookup only. */
  city: { id: number; label: string } | null;
  email: string;
  phone: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  business_name: '',
  activity: null,
  share_capital: '',
  open_at: '',
  postal_code: '',
  street_name: '',
  street_number: '',
  subunit: '',
  district: '',
  city: null,
  email: '',
  phone: '',
};

/** What POST companies needs before the button is offered. */
export function isRegistrationComplete(values: RegistrationValues): boolean {
  return (
    values.name.trim() !== '' &&
    values.activity !== null &&
    values.postal_code.length === FIELD_LIMITS.cepDigits &&
    values.street_name.trim() !== '' &&
    values.city !== null
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST companies body, as the contract reads it. */
export function registrationPayload(cnpj: string, values: RegistrationValues) {
  return {
    cnpj: normalizeCnpj(cnpj),
    name: values.name.trim(),
    business_name: orNull(values.business_name),
    main_activity_code: values.activity?.code ?? '',
    share_capital: values.share_capital === '' ? null : values.share_capital,
    open_at: orNull(values.open_at),
    postal_code: values.postal_code,
    street_name: values.street_name.trim(),
    street_number: orNull(values.street_number),
    subunit: orNull(values.subunit),
    district: orNull(values.district),
    city_id: values.city?.id ?? null,
    email: orNull(values.email),
    phone: orNull(values.phone),
  } satisfies Record<keyof CompanyRegistration, unknown>;
}

/** The form field an API or schema error names ('main_activity_code' → 'activity'). */
export function registrationField(key: string): string {
  if (key === 'main_activity_code') return 'activity';
  if (key === 'city_id') return 'city';
  return key;
}
