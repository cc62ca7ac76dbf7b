import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';
import { ISO_DATE_PATTERN, isCalendarDate } from './calendar-date.ts';
import { isValidCep } from './cep.ts';
import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { isValidEmail } from './email.ts';
import { isValidMobilePhone, isValidPhone } from './phone.ts';
import { requiredString } from './required-string.ts';
import { onlyDigits } from './sanitize.ts';
import { isValidUrl } from './url.ts';

const { validation } = MESSAGES;

/** Accepts the masked or bare CNPJ, numeric or alphanumeric, and outputs its 14 characters. */
export const cnpjSchema = requiredString()
  .refine(isValidCnpj, { error: validation.invalidCnpj })
  .transform(normalizeCnpj);

/** Accepts the masked or bare CPF and outputs its 11 digits. */
export const cpfSchema = requiredString()
  .refine(isValidCpf, { error: validation.invalidCpf })
  .transform(onlyDigits);

/** Accepts 99999-999, 99.999-999 or bare digits and outputs the 8 digits. */
export const cepSchema = requiredString()
  .refine(isValidCep, { error: validation.invalidCep })
  .transform(onlyDigits);

/** Landline or mobile number; outputs digits only, as they are stored. */
export const phoneSchema = requiredString()
  .refine(isValidPhone, { error: validation.invalidPhone })
  .transform(onlyDigits);

export const mobilePhoneSchema = requiredString()
  .refine(isValidMobilePhone, { error: validation.invalidMobilePhone })
  .transform(onlyDigits);

export const emailSchema = requiredString().refine(isValidEmail, {
  error: validation.invalidEmail,
});

export const urlSchema = requiredString().refine(isValidUrl, { error: validation.invalidUrl });

/** A calendar date as aaaa-mm-dd text; impossible dates (30 February) are refused. */
export const calendarDateSchema = z
  .string({ error: validation.dateFormat })
  .regex(ISO_DATE_PATTERN, { error: validation.dateFormat, abort: true })
  .refine(isCalendarDate, { error: validation.invalidDate });
