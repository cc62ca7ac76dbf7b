import { z } from 'zod';
import type { CompanyPhone } from '../db/schema/index.ts';
import { randomAddress } from './demo-addresses.ts';
import { CNAE_ACTIVITIES, type CnaeActivity } from './demo-cnae.ts';
import type { CompanyNames, LegalNatureCode } from './demo-company-names.ts';
import type { DemoCity } from './demo-context.ts';
import { buildCnpj, landline, mobile } from './demo-documents.ts';
import { personName } from './demo-names.ts';
import type { Random } from './demo-random.ts';
import { sectorProfile } from './demo-sectors.ts';
import { slugify, upper } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

export type CompanyRow = {
  cnpj: string;
  cnpj_basico: string;
  name: string;
  business_name: string | null;
  legal_nature_code: LegalNatureCode;
  company_size: string;
  type: number;
  main_activity_code: string;
  city_id: number;
  city_code: number;
  state: string;
  street_type: string;
  street_name: string;
  street_number: string;
  subunit: string | null;
  district: string;
  postal_code: string;
  email: string | null;
  phones: CompanyPhone[];
  share_capital: number;
  open_at: string;
  status: string;
  status_at: string;
  status_reason_code: string | null;
};

export type DemoCompany = {
  row: CompanyRow;
  activity: CnaeActivity;
  city: DemoCity;
  secondaryCodes: string[];
  /** Web domain of the company's e-mail addresses, empty for individual entrepreneurs. */
  domain: string;
  /** How people write the company in a sentence. */
  displayName: string;
  isHeadOffice: boolean;
};

const statusSchema = z.object({
  status: z.string(),
  reasonCode: z.string().nullable(),
});

const VOCABULARY = readSeedData(
  'establishments.json',
  z.object({
    /** Receita's situação cadastral codes and the motivo codes that usually go with them. */
    statuses: z.object({
      active: statusSchema,
      closed: statusSchema,
      unfit: statusSchema,
      suspended: statusSchema,
    }),
    /** Where an individual entrepreneur without a domain keeps the company's mailbox. */
    emailProviders: z.array(z.string()),
    /** Mailboxes of a company with its own domain. */
    mailboxes: z.array(z.string()),
  }),
);

/** Share capital is declared in round figures. */
function roundCapital(value: number): number {
  const step = value >= 1e6 ? 10_000 : value >= 1e5 ? 1_000 : 100;
  return Math.max(Math.round(value / step) * step, 1_000);
}

export type EstablishmentSpec = {
  root: string;
  order: number;
  activity: CnaeActivity;
  nature: LegalNatureCode;
  city: DemoCity;
  names: CompanyNames;
  capital: number;
  active?: boolean;
};

/** Opening dates lean towards recent decades, as the register does. */
function openingDate(random: Random): string {
  const from = Date.UTC(1960, 0, 1);
  const to = Date.UTC(2025, 11, 31);
  const ms = from + (to - from) * random.next() ** 0.55;
  return new Date(Math.floor(ms / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
}

function situation(random: Random, openAt: string, active: boolean) {
  const kind = active
    ? 'active'
    : random.weighted([
        ['active', 88],
        ['closed', 7],
        ['unfit', 3.6],
        ['suspended', 1.4],
      ] as const);
  const entry = VOCABULARY.statuses[kind];
  const statusAt = kind === 'active' ? openAt : random.day(laterDay(openAt, 365), '2025-12-31');
  return { ...entry, statusAt };
}

/** A year after opening when possible, never after the register's last day nor before opening. */
const laterDay = (day: string, days: number) => {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  const later = new Date(Math.min(ms, Date.parse('2025-12-01T00:00:00Z')))
    .toISOString()
    .slice(0, 10);
  return later < day ? day : later;
};

function contactPhones(random: Random, city: DemoCity): CompanyPhone[] {
  const phones = [{ ddd: city.areaCode, phone: landline(random, city.areaCode).slice(2) }];
  if (random.chance(0.35))
    phones.push({ ddd: city.areaCode, phone: mobile(random, city.areaCode).slice(2) });
  return phones;
}

function companyEmail(random: Random, names: EstablishmentSpec['names']): string | null {
  if (random.chance(0.12)) return null;
  if (!names.domain) {
    const owner = personName(random);
    const provider = random.pick(VOCABULARY.emailProviders);
    return `${slugify(`${owner.first} ${owner.last}`)}${random.int(10, 99)}@${provider}`;
  }
  const mailbox = random.pick(VOCABULARY.mailboxes);
  return `${mailbox}@${names.domain}.com.br`;
}

function companySize(capital: number, nature: LegalNatureCode): string {
  if (nature === '2135' || capital < 150_000) return '01';
  return capital < 1_500_000 ? '03' : '05';
}

function subunit(random: Random): string | null {
  if (!random.chance(0.2)) return null;
  return random.pick([
    `SALA ${random.int(1, 40)}`,
    `GALPÃO ${random.int(1, 12)}`,
    `BLOCO ${random.pick(['A', 'B', 'C'])}`,
    `ANDAR ${random.int(1, 20)}`,
    `CONJ ${random.int(11, 180)}`,
    `LOJA ${random.int(1, 30)}`,
  ]);
}

function secondaryActivities(random: Random, activity: CnaeActivity): string[] {
  const count = random.weighted([
    [0, 30],
    [1, 35],
    [2, 22],
    [3, 13],
  ] as const);
  const sectors = [activity.sector, ...sectorProfile(activity.sector).related];
  const pool = CNAE_ACTIVITIES.filter(
    (entry) =>
      sectors.includes(entry.sector) && entry.code !== activity.code && entry.sector !== 'holding',
  );
  return random.sample(pool, count).map((entry) => entry.code);
}

export function establishment(random: Random, spec: EstablishmentSpec): DemoCompany {
  const industrial = ![
    'retail',
    'professional',
    'health',
    'education',
    'personal_services',
    'hospitality',
  ].includes(spec.activity.sector);
  const address = randomAddress(random, spec.city, {
    industrial: industrial && random.chance(0.5),
  });
  const openAt = openingDate(random);
  const state = situation(random, openAt, spec.active ?? false);
  const capital = roundCapital(spec.capital);
  return {
    row: {
      cnpj: buildCnpj(spec.root, spec.order),
      cnpj_basico: spec.root,
      name: spec.names.name,
      business_name: spec.names.businessName,
      legal_nature_code: spec.nature,
      company_size: companySize(capital, spec.nature),
      type: spec.order === 1 ? 1 : 2,
      main_activity_code: spec.activity.code,
      city_id: spec.city.id,
      city_code: spec.city.code,
      state: spec.city.uf,
      street_type: upper(address.streetType),
      street_name: upper(address.streetName),
      street_number: address.number,
      subunit: subunit(random),
      district: upper(address.district),
      postal_code: address.zip,
      email: companyEmail(random, spec.names),
      phones: contactPhones(random, spec.city),
      share_capital: capital,
      open_at: openAt,
      status: state.status,
      status_at: state.statusAt,
      status_reason_code: state.reasonCode,
    },
    activity: spec.activity,
    city: spec.city,
    secondaryCodes: secondaryActivities(random, spec.activity),
    domain: spec.names.domain,
    displayName: spec.names.displayName,
    isHeadOffice: spec.order === 1,
  };
}

/** A branch shares its head office's root, names, activity and share capital. */
export function branchOf(
  random: Random,
  head: DemoCompany,
  order: number,
  city: DemoCity,
  active: boolean,
): DemoCompany {
  const branch = establishment(random, {
    root: head.row.cnpj_basico,
    order,
    activity: head.activity,
    nature: head.row.legal_nature_code,
    city,
    names: {
      name: head.row.name,
      businessName: head.row.business_name,
      displayName: head.displayName,
      domain: head.domain,
    },
    capital: head.row.share_capital,
    active,
  });
  if (branch.row.open_at < head.row.open_at) {
    branch.row.open_at = head.row.open_at;
    if (branch.row.status === '02') branch.row.status_at = head.row.open_at;
  }
  if (branch.row.status_at < branch.row.open_at) branch.row.status_at = branch.row.open_at;
  branch.row.company_size = head.row.company_size;
  branch.secondaryCodes = head.secondaryCodes;
  return branch;
}
