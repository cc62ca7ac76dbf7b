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
import {
  type DemoProposal,
  emptyProjectFields,
  type ProposalChildren,
  type ProposalRow,
} from './demo-proposal-rows.ts';
import { type CustomerKey, type Slot, scheduleProposals } from './demo-proposal-schedule.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import { sectorProfile } from './demo-sectors.ts';
import { slugify } from './demo-text.ts';
import type { CompanySet } from './generate-companies.ts';
import type { DemoCustomers } from './generate-customers.ts';
import { type DemoUser, usersOf } from './generate-users.ts';

const SHARED_POINTS = 8;

export function generateProposals(
  random: Random,
  context: DemoContext,
  customers: DemoCustomers,
  users: readonly DemoUser[],
  set: CompanySet,
): DemoProposal[] {
  const schedule = scheduleProposals(random);
  const places = placePickers(random, context);
  const companies = companyPickers(context, set);
  const usedNames = new Set<string>();
  const proposals = schedule.map(({ slot, status, fromShowcase, dates }): DemoProposal => {
    const staff = usersOf(users, slot.customer);
    const admin =
      staff.find((user) => user.account.role === 'ROLE_ADMIN') ?? (staff[0] as DemoUser);
    const responsible = random.pick(staff);
    const registrant = random.chance(0.8) ? responsible : admin;
    const fields = uniquelyNamed(usedNames, () =>
      slot.type === 'city'
        ? cityProposal(random, places[slot.place](random))
        : companyProposal(random, context, slot, companies, places),
    );
    return {
      row: {
        id: 0,
        ...emptyProjectFields(),
        status,
        visibility: 'restrict',
        source: fromShowcase ? 'showcase' : 'app',
        customer_id: customers[slot.customer].id,
        responsible_user_id: fromShowcase ? admin.row.id : responsible.row.id,
        // Showcase submissions come from outside the platform: no user registered them.
        created_by_user_id: fromShowcase ? null : registrant.row.id,
        approved_by_user_id: dates.approved_at ? admin.row.id : null,
        is_demo: true,
        ...dates,
        ...fields.row,
      },
      benefits: fields.benefits,
      contacts: fields.contacts,
    };
  });
  shareSomePoints(random, proposals);
  return proposals;
}

/** Draws again when a name is taken, so the list reads as distinct opportunities. */
function uniquelyNamed(used: Set<string>, draw: () => Fields): Fields {
  let fields = draw();
  for (let attempt = 0; attempt < 10 && used.has(fields.row.name); attempt += 1) fields = draw();
  used.add(fields.row.name);
  return fields;
}

type PlacePickers = Record<Slot['place'], (random: Random) => DemoCity>;

function placePickers(random: Random, context: DemoContext): PlacePickers {
  const saoPaulo = createWeightedPicker(
    context.cities.filter((c) => c.uf === 'SP' && c.id !== context.bauru.id),
    (c) => c.population ** 0.6,
  );
  // Other states in turn, so the opportunities reach nearly every state.
  const otherStates = random.shuffle(context.states.filter((s) => s.uf !== 'SP').map((s) => s.uf));
  const byState = new Map(
    otherStates.map((uf) => [
      uf,
      createWeightedPicker(
        context.cities.filter((c) => c.uf === uf),
        (c) => c.population ** 0.6,
      ),
    ]),
  );
  let turn = 0;
  return {
    bauru: () => context.bauru,
    'sao-paulo': saoPaulo,
    elsewhere: (r) => {
      const uf = otherStates[turn % otherStates.length] as string;
      turn += 1;
      return (byState.get(uf) as (random: Random) => DemoCity)(r);
    },
  };
}

type CompanyPickers = Record<CustomerKey, (random: Random) => DemoCompany>;

function companyPickers(context: DemoContext, set: CompanySet): CompanyPickers {
  const active = set.companies.filter(
    (c) =>
      c.row.status === '02' &&
      c.activity.sector !== 'holding' &&
      c.row.legal_nature_code !== '2135',
  );
  const group = (set.groups[0]?.members ?? []).filter(
    (c) => c.activity.sector !== 'holding' && c.activity.sector !== 'real_estate',
  );
  const groupEstablishments = set.companies.filter((c) =>
    group.some((member) => member.row.cnpj_basico === c.row.cnpj_basico),
  );
  const partnersOfGroup = active.filter((c) =>
    ['dairy', 'food', 'livestock', 'agriculture', 'logistics', 'paper', 'machinery'].includes(
      c.activity.sector,
    ),
  );
  const inBauru = active.filter((c) => c.city.id === context.bauru.id);
  const capitalWeight = (c: DemoCompany) => Math.log10(c.row.share_capital);
  const pickGroup = createWeightedPicker(groupEstablishments, () => 1);
  const pickPartner = createWeightedPicker(partnersOfGroup, capitalWeight);
  const pickSaoPaulo = createWeightedPicker(
    active.filter((c) => c.row.state === 'SP'),
    capitalWeight,
  );
  const pickElsewhere = createWeightedPicker(
    active.filter((c) => c.row.state !== 'SP'),
    capitalWeight,
  );
  return {
    company: (r) => (r.chance(0.35) ? pickGroup(r) : pickPartner(r)),
    city: createWeightedPicker(inBauru, capitalWeight),
    state: (r) => (r.chance(0.5) ? pickSaoPaulo(r) : pickElsewhere(r)),
  };
}

type Fields = {
  row: Partial<ProposalRow> &
    Pick<ProposalRow, 'type' | 'name' | 'description' | 'city_id' | 'location'>;
} & ProposalChildren;

function cityProposal(random: Random, city: DemoCity): Fields {
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

function companyProposal(
  random: Random,
  context: DemoContext,
  slot: Slot,
  companies: CompanyPickers,
  places: PlacePickers,
): Fields {
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

/** Several opportunities on the same lot or building: the map spreads points that coincide. */
function shareSomePoints(random: Random, proposals: DemoProposal[]) {
  const byCity = new Map<number, DemoProposal[]>();
  for (const proposal of proposals) {
    const list = byCity.get(proposal.row.city_id) ?? [];
    list.push(proposal);
    byCity.set(proposal.row.city_id, list);
  }
  const crowded = [...byCity.values()].filter((list) => list.length >= 2);
  for (let i = 0; i < SHARED_POINTS && crowded.length > 0; i += 1) {
    const [first, second] = random.sample(random.pick(crowded), 2) as [DemoProposal, DemoProposal];
    second.row.location = first.row.location;
  }
}
