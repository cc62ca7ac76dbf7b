import type { CompanyDetail } from '@oportuna/domain/companies';
import { onlyDigits } from '@oportuna/domain/formatting';
import type { PostalCodeResponse } from '@oportuna/domain/proposals';
import { activityLabel } from '../api/get-activities.ts';
import type { CityChoice, ProposalFormValues } from './form-values.ts';

export interface FoundAddress {
  street: string | null;
  district: string | null;
  city: CityChoice | null;
}

/** What a postal code fills in: street, district and city, when the answer has them. */
export function addressFromPostalCode(answer: PostalCodeResponse): FoundAddress {
  return {
    street: answer.street,
    district: answer.district,
    city: answer.city
      ? {
          uf: answer.city.state.uf,
          city: {
            value: String(answer.city.id),
            label: `${answer.city.name} - ${answer.city.state.uf}`,
          },
        }
      : null,
  };
}

/** What 'Buscar Dados' fills in: the company's name, share capital, main activity and address. */
export function companyFields(company: CompanyDetail): Partial<ProposalFormValues> {
  const { address } = company;
  const uf = address.state;
  return {
    business_name: company.name,
    share_capital: company.share_capital ?? '',
    main_activity: onlyDigits(company.main_activity?.code ?? ''),
    main_activity_label: company.main_activity
      ? activityLabel(company.main_activity.code, company.main_activity.text)
      : '',
    company_loaded: true,
    postal_code: onlyDigits(address.zip ?? ''),
    street: address.street ?? '',
    number: address.number ?? '',
    district: address.neighborhood ?? '',
    address_city: {
      uf,
      city:
        address.city_id && address.city
          ? { value: String(address.city_id), label: uf ? `${address.city} - ${uf}` : address.city }
          : null,
    },
  };
}
