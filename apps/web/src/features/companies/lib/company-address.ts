import type { CompanyDetail } from '@oportuna/domain/companies';
import { formatCep, formatPhone, onlyDigits } from '@oportuna/domain/formatting';

/** 'RUA ARAUJO LEITE, 1200, SALA 2 · CENTRO · Bauru - SP · 17.015-000', as the Receita gives it. */
export function companyAddress(company: CompanyDetail): string {
  const { address } = company;
  const street = [address.street ?? company.street_name, address.number ?? company.street_number]
    .filter(Boolean)
    .join(', ');
  const city = address.city ? `${address.city}${address.state ? ` - ${address.state}` : ''}` : null;
  return [
    [street, company.subunit].filter(Boolean).join(', '),
    address.neighborhood ?? company.district,
    city,
    address.zip ? formatCep(address.zip) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface CompanyPhone {
  /** '(14) 3234-5678' */
  label: string;
  /** 'tel:+551432345678' (spec 3: phone links use the +55 prefix). */
  href: string;
}

export function companyPhones(company: Pick<CompanyDetail, 'phone'>): CompanyPhone[] {
  return company.phone.flatMap(({ ddd, phone }) => {
    const digits = onlyDigits(`${ddd}${phone}`);
    return digits ? [{ label: formatPhone(digits), href: `tel:+55${digits}` }] : [];
  });
}

/** Where a stored file is read from. */
export function fileHref(path: string): string {
  return /^(https?:)?\//.test(path) ? path : `/api/files/${path.replace(/^\/+/, '')}`;
}
