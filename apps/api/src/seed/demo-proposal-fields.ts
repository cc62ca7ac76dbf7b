// One demo opportunity's own fields and contacts: a municipality's incentives or a company's
// project.
import { PROJECT_CATEGORIES } from '@oportuna/domain';
import { pointNear, pointText, randomAddress } from './demo-addresses.ts';
import {
  CITY_CONTACT_ROLES,
  type CityBenefitType,
  cityProposalDescription,
  cityProposalName,
  type LandDetails,
  landBenefitText,
  landDetails,
  taxBenefitText,
} from './demo-city-proposal-texts.ts';
import {
  COMPANY_CONTACT_ROLES,
  companyProposalDescription,
  companyProposalName,
  projectDescription,
} from './demo-company-proposal-texts.ts';
import type { DemoCity, DemoContext } from './demo-context.ts';
import { landline, mobile } from './demo-documents.ts';
import type { DemoCompany } from './demo-establishment.ts';
import { shortName } from './demo-names.ts';
import type { CompanyPickers, PlacePickers } from './demo-proposal-pickers.ts';
import type { ProposalChildren, ProposalRow } from './demo-proposal-rows.ts';
import type { Slot } from './demo-proposal-schedule.ts';
import type { Random } from './demo-random.ts';
import { sectorProfile } from './demo-sectors.ts';
import { slugify } from './demo-text.ts';

export type ProposalFields = {
  row: Partial<ProposalRow> &
    Pick<ProposalRow, 'type' | 'name' | 'description' | 'city_id' | 'location'>;
} & ProposalChildren;

export function cityProposal(random: Random, city: DemoCity): ProposalFields {
  const point = pointNear(random, city, 0.03);
  const address = randomAddress(random, city, { industrial: true });
  const withLand = random.chance(0.6);
  const taxTypes = random.sample(
    ['iptu', 'itbi', 'iss', 'outros'] as const,
    random.int(withLand ? 0 : 1, 3),
  );
  const types: CityBenefitType[] = withLand ? ['terreno', ...taxTypes] : [...taxTypes];
  const land = withLand ? landDetails(random, city, point) : null;
  const benefits = types.map((type) => {
    if (type === 'terreno' && land) {
      return {
        type,
        description: landBenefitText(random, land),
        identification: land.identification,
        area_m2: land.area,
        estimated_value: land.estimatedValue,
        restrictions: land.restrictions,
        url_map: land.urlMap,
      };
    }
    return {
      type,
      description: taxBenefitText(random, type as Exclude<CityBenefitType, 'terreno'>),
      identification: null,
      area_m2: null,
      estimated_value: null,
      restrictions: null,
      url_map: null,
    };
  });
  return {
    row: {
      type: 'city',
      name: cityProposalName(random, city, types, land),
      description: cityProposalDescription(random, city, land, address.district),
      city_id: city.id,
      location: pointText(point),
      address_zip: address.zip,
      address_street: `${address.streetType} ${address.streetName}`,
      address_number: address.number,
      address_neighborhood: address.district,
      address_city_id: city.id,
    },
    benefits,
    contacts: cityContacts(random, city, land),
  };
}

function cityContacts(
  random: Random,
  city: DemoCity,
  land: LandDetails | null,
): ProposalChildren['contacts'] {
  const domain = `${slugify(city.name, '')}.${city.uf.toLowerCase()}.gov.br`;
  const count = random.chance(land ? 0.5 : 0.3) ? 2 : 1;
  return Array.from({ length: count }, (_, position) => {
    const person = shortName(random);
    return {
      name: person.full,
      email: `${slugify(person.full)}@${domain}`,
      phone: landline(random, city.areaCode),
      cell_phone: mobile(random, city.areaCode),
      responsibility: random.pick(CITY_CONTACT_ROLES[person.gender]),
      site: `https://www.${domain}`,
      position,
    };
  });
}

const MIN_PROJECT = 100_000;
const MAX_PROJECT = 500_000_000;
const MONEY_STEP = (value: number) => (value >= 1e7 ? 100_000 : value >= 1e6 ? 10_000 : 1_000);
const roundMoney = (value: number) => Math.round(value / MONEY_STEP(value)) * MONEY_STEP(value);

export function companyProposal(
  random: Random,
  context: DemoContext,
  slot: Slot,
  companies: CompanyPickers,
  places: PlacePickers,
): ProposalFields {
  const company = companies[slot.customer](random);
  const profile = sectorProfile(company.activity.sector);
  const target =
    slot.customer === 'city'
      ? random.chance(0.85)
        ? context.bauru
        : company.city
      : random.chance(0.6)
        ? company.city
        : places[random.chance(0.5) ? 'sao-paulo' : 'elsewhere'](random);
  const category = random.pick(PROJECT_CATEGORIES);
  // Larger companies carry larger projects; the whole set still spans R$ 100 mil to R$ 500 mi.
  const capital = company.row.share_capital;
  const total = roundMoney(
    random.logUniform(
      Math.max(MIN_PROJECT, capital / 50),
      Math.min(MAX_PROJECT, Math.max(capital * 5, 2 * MIN_PROJECT)),
    ),
  );
  const required = roundMoney(total * random.float(0.25, 1));
  const contacts = companyContacts(random, company);
  return {
    row: {
      type: 'company',
      name: companyProposalName(random, category, profile, target),
      description: companyProposalDescription(
        random,
        category,
        company.displayName,
        profile,
        target,
      ),
      city_id: target.id,
      location: pointText(pointNear(random, target, 0.03)),
      project_category: category,
      project_total: total,
      project_required_investment: Math.min(required, total),
      project_description: projectDescription(random, category, profile, target, total, required),
      company_name: company.row.name,
      company_federal_tax_id: company.row.cnpj,
      company_main_activity_code: company.row.main_activity_code,
      company_share_capital: company.row.share_capital,
      company_address_zip: company.row.postal_code,
      company_address_street: `${company.row.street_type} ${company.row.street_name}`,
      company_address_number: company.row.street_number,
      company_address_neighborhood: company.row.district,
      company_address_city_id: company.row.city_id,
    },
    benefits: [],
    contacts,
  };
}

function companyContacts(random: Random, company: DemoCompany): ProposalChildren['contacts'] {
  const domain = company.domain ? `${company.domain}.com.br` : null;
  const count = random.chance(0.35) ? 2 : 1;
  return Array.from({ length: count }, (_, position) => {
    const person = shortName(random);
    const mailbox = slugify(person.full);
    return {
      name: person.full,
      email: domain ? `${mailbox}@${domain}` : `${mailbox}${random.int(10, 99)}@gmail.com`,
      phone: landline(random, company.city.areaCode),
      cell_phone: mobile(random, company.city.areaCode),
      responsibility: random.pick(COMPANY_CONTACT_ROLES[person.gender]),
      site: domain ? `https://www.${domain}` : null,
      position,
    };
  });
}
