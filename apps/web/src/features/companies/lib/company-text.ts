import type { CompanyListItem } from '@oportuna/domain/companies';
import { formatBRL, notInformed } from '../../../lib/format-number.ts';

/** The name people know a company by: its trade name, else its legal name. */
export function displayName(company: Pick<CompanyListItem, 'name' | 'business_name'>): string {
  return company.business_name?.trim() || company.name;
}

export function shareCapital(value: number | null): string {
  return value === null ? notInformed() : formatBRL(value);
}

export function activityText(activity: CompanyListItem['main_activity']): string {
  return activity ? `${activity.code} - ${activity.text}` : notInformed();
}

/** 'Bauru - SP', or whatever part is known. */
export function placeText(company: Pick<CompanyListItem, 'city' | 'state'>): string {
  const parts = [company.city?.name, company.state].filter(Boolean);
  return parts.length > 0 ? parts.join(' - ') : notInformed();
}

/** Spec 3: the badge reads active only for status_reason ATIVA. */
export function isActiveCompany(company: Pick<CompanyListItem, 'status_reason'>): boolean {
  return company.status_reason === 'ATIVA';
}
