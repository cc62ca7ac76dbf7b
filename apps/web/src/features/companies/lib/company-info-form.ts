import {
  type CompanyDetail,
  type CompanyInfoInput,
  companyInfoInputSchema,
} from '@oportuna/domain/companies';
import { MESSAGES } from '@oportuna/domain/messages';
import { type FieldErrors, validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';
import { fileHref } from './company-address.ts';

export type MediaType = 'image' | 'document' | 'video';

/** The main contact as the form edits it: text, phones as digits, '' when empty. */
export interface ContactValues {
  name: string;
  responsibility: string;
  phone: string;
  mobile_phone: string;
  mobile_phone_2: string;
  email: string;
  site: string;
  linkedin: string;
}

export interface MediaValue {
  path: string;
  type: MediaType;
  name: string | null;
  /** Where to show it: the upload's address, or the stored file's. */
  url: string;
}

/** Everything the company editor changes; the logo is a draft until saved. */
export interface CompanyInfoValues {
  logo: { path: string; url: string } | null;
  description: string | null;
  contact: ContactValues;
  /** Contacts after the first, kept as they are. */
  otherContacts: CompanyInfoInput['contacts'];
  multimedia: MediaValue[];
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  responsibility: '',
  phone: '',
  mobile_phone: '',
  mobile_phone_2: '',
  email: '',
  site: '',
  linkedin: '',
};

type StoredContact = CompanyDetail['info']['contacts'][number];

function contactValues(contact: StoredContact | undefined): ContactValues {
  if (!contact) return EMPTY_CONTACT;
  return {
    name: contact.name ?? '',
    responsibility: contact.responsibility ?? '',
    phone: contact.phone ?? '',
    mobile_phone: contact.mobile_phone ?? '',
    mobile_phone_2: contact.mobile_phone_2 ?? '',
    email: contact.email ?? '',
    site: contact.site ?? '',
    linkedin: contact.linkedin ?? '',
  };
}

/** The editor's starting values from the stored company. */
export function companyToInfoValues(company: CompanyDetail): CompanyInfoValues {
  const [first, ...others] = company.info.contacts;
  return {
    logo: company.info.logo
      ? { path: company.info.logo, url: company.url ?? fileHref(company.info.logo) }
      : null,
    description: company.info.description,
    contact: contactValues(first),
    otherContacts: others.map(({ id: _id, ...contact }) => contact),
    multimedia: company.info.multimedia.map((media) => ({
      path: media.path,
      type: media.type,
      name: media.name,
      url: fileHref(media.path),
    })),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function isBlank(contact: ContactValues): boolean {
  return Object.values(contact).every((value) => value.trim() === '');
}

/**
 * PUT companies/{cnpj}/info: a main contact with nothing typed is left out; a blank
 * description is null.
 */
export function infoPayload(values: CompanyInfoValues): CompanyInfoInput {
  const { contact } = values;
  const main = isBlank(contact)
    ? []
    : [
        {
          name: blankToNull(contact.name),
          responsibility: blankToNull(contact.responsibility),
          phone: blankToNull(contact.phone),
          mobile_phone: blankToNull(contact.mobile_phone),
          mobile_phone_2: blankToNull(contact.mobile_phone_2),
          email: blankToNull(contact.email),
          site: blankToNull(contact.site),
          linkedin: blankToNull(contact.linkedin),
        },
      ];
  return {
    logo: values.logo?.path ?? null,
    description: blankToNull(values.description ?? ''),
    contacts: [...main, ...values.otherContacts],
    multimedia: values.multimedia.map(({ path, type, name }) => ({ path, type, name })),
  };
}

/**
 * Spec 3 §5: once a name is typed, name, role, e-mail and mobile phone are all needed.
 * Answers the message, or null when the rule holds.
 */
export function contactRuleMessage(contact: ContactValues): string | null {
  if (contact.name.trim() === '') return null;
  const complete = [contact.responsibility, contact.email, contact.mobile_phone].every(
    (value) => value.trim() !== '',
  );
  return complete ? null : MESSAGES.validation.companyContactIncomplete;
}

export type InfoCheck =
  | { ok: true; payload: CompanyInfoInput }
  | { ok: false; errors: FieldErrors };

/**
 * The payload, or errors keyed as the form names its fields ('contact.email'): the contact
 * rule first, then the contract's own checks.
 */
export function checkInfo(values: CompanyInfoValues): InfoCheck {
  const rule = contactRuleMessage(values.contact);
  if (rule) return { ok: false, errors: { 'contact.name': rule } };
  const payload = infoPayload(values);
  const checked = validateWithSchema(companyInfoInputSchema, payload);
  if (checked.success) return { ok: true, payload };
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(checked.errors)) {
    // contacts.0.* is the main contact when one was typed.
    const field = key.replace(/^contacts\.0\./, 'contact.');
    errors[field] = message;
  }
  return { ok: false, errors };
}

/** The tab holding a field: 0 logo and description, 1 contacts, 2 attachments. */
export function tabOfField(field: string): number {
  if (field.startsWith('logo') || field.startsWith('description')) return 0;
  if (field.startsWith('multimedia')) return 2;
  return 1;
}
