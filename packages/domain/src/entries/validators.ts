/** Validation of Brazilian documents, contacts and dates, alone and as zod schemas. */
export { ISO_DATE_PATTERN, isCalendarDate } from '../validators/calendar-date.ts';
export { isValidCep } from '../validators/cep.ts';
export { cnpjCheckDigits, isValidCnpj, normalizeCnpj } from '../validators/cnpj.ts';
export { isMaskedCpf, isValidCpf } from '../validators/cpf.ts';
export { EMAIL_PATTERN, isValidEmail } from '../validators/email.ts';
export {
  isValidLandlinePhone,
  isValidMobilePhone,
  isValidPhone,
} from '../validators/phone.ts';
export { requiredString } from '../validators/required-string.ts';
export {
  calendarDateSchema,
  cepSchema,
  cnpjSchema,
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  urlSchema,
} from '../validators/schemas.ts';
export { isValidUrl, URL_PATTERN } from '../validators/url.ts';
export { formatZodIssues, ROOT_ISSUE_KEY } from '../zod/format-zod-issues.ts';
export { ptBrErrorMap, setZodPtBrErrorMap } from '../zod/pt-br-error-map.ts';
