import { maskedCpf } from './demo-documents.ts';
import type { DemoCompany } from './demo-establishment.ts';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, personName } from './demo-names.ts';
import { addDays, type Random } from './demo-random.ts';
import type { QualificationCode } from './demo-registry-codes.ts';
import { upper } from './demo-text.ts';
import type { CompanySet } from './generate-companies.ts';

export type PersonRow = { name: string; document: string };

export type PartnerRow = {
  company_cnpj_basico: string;
  kind: 'person' | 'company';
  partner_cnpj: string | null;
  name: string;
  document: string;
  qualification_code: QualificationCode;
  entry_date: string;
  age_range: number;
};

type DemoPerson = { row: PersonRow; ageRange: number };

type PartnerLink = PartnerRow & { person: DemoPerson | null };

export type PartnerGraph = {
  persons: PersonRow[];
  partnerRows: () => PartnerRow[];
};

const LAST_ENTRY_DAY = '2025-12-31';
const SERIAL_ENTREPRENEURS = 150;

/**
 * Persons and ownership links: families control each group's holding, which owns the next
 * company down the chain; executives sit on several boards; ordinary companies have one to
 * four partners drawn from a pool in which some people appear many times.
 */
export function generatePartnerGraph(
  random: Random,
  set: CompanySet,
  personCount: number,
): PartnerGraph {
  const persons: DemoPerson[] = [];
  const usedNames = new Set<string>();
  const addPerson = (name: string): DemoPerson => {
    usedNames.add(name);
    const person = {
      row: { name, document: maskedCpf(random) },
      ageRange: random.weighted([
        [3, 10],
        [4, 25],
        [5, 27],
        [6, 20],
        [7, 12],
        [8, 6],
      ] as const),
    };
    persons.push(person);
    return person;
  };

  const families = set.groups.map((group) =>
    [MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, random.pick([MALE_FIRST_NAMES, FEMALE_FIRST_NAMES])].map(
      (firstNames) =>
        addPerson(
          `${upper(`${random.pick(firstNames)} ${random.pick(firstNames)}`)} ${group.family}`,
        ),
    ),
  );
  while (persons.length < personCount) {
    const name = upper(personName(random).full);
    if (!usedNames.has(name)) addPerson(name);
  }

  const familyCount = families.flat().length;
  const serial = persons.slice(familyCount, familyCount + SERIAL_ENTREPRENEURS);
  let cursor = familyCount;
  const nextPerson = (): DemoPerson => {
    if (random.chance(0.22)) return random.pick(serial);
    const person = persons[cursor];
    if (person) {
      cursor += 1;
      return person;
    }
    return random.pick(persons.slice(familyCount));
  };

  const links: PartnerLink[] = [];
  const seen = new Set<string>();
  const link = (
    company: DemoCompany,
    qualification: QualificationCode,
    partner: { person: DemoPerson } | { owner: DemoCompany },
    entryDate: string,
  ) => {
    const key =
      'person' in partner
        ? `${company.row.cnpj_basico}:p:${partner.person.row.name}`
        : `${company.row.cnpj_basico}:c:${partner.owner.row.cnpj}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const common = {
      company_cnpj_basico: company.row.cnpj_basico,
      qualification_code: qualification,
      entry_date: entryDate,
    };
    links.push(
      'person' in partner
        ? {
            ...common,
            kind: 'person',
            person: partner.person,
            partner_cnpj: null,
            name: partner.person.row.name,
            document: partner.person.row.document,
            age_range: partner.person.ageRange,
          }
        : {
            ...common,
            kind: 'company',
            person: null,
            partner_cnpj: partner.owner.row.cnpj,
            name: partner.owner.row.name,
            document: partner.owner.row.cnpj,
            age_range: 0,
          },
    );
    return true;
  };
  const entryAfter = (company: DemoCompany) =>
    random.chance(0.6) ? company.row.open_at : random.day(company.row.open_at, LAST_ENTRY_DAY);

  const inGroups = new Set<DemoCompany>();
  set.groups.forEach((group, groupIndex) => {
    const family = families[groupIndex] as DemoPerson[];
    const [patriarch, ...heirs] = family as [DemoPerson, ...DemoPerson[]];
    const executive = random.pick(serial);
    group.members.forEach((member, index) => {
      inGroups.add(member);
      const ownerIndex = group.ownerIndexes[index];
      if (ownerIndex === null || ownerIndex === undefined) {
        link(member, '16', { person: patriarch }, member.row.open_at);
        for (const heir of heirs) link(member, '10', { person: heir }, entryAfter(member));
        return;
      }
      const owner = group.members[ownerIndex] as DemoCompany;
      // A holding enters when it is created, or when it buys an older company.
      const since = [owner.row.open_at, member.row.open_at].sort()[1] as string;
      link(member, '22', { owner }, since);
      if (member.row.legal_nature_code === '2054') {
        link(member, '16', { person: patriarch }, entryAfter(member));
        link(member, '10', { person: executive }, entryAfter(member));
      } else {
        link(
          member,
          '05',
          { person: random.chance(0.5) ? (heirs[0] ?? patriarch) : nextPerson() },
          entryAfter(member),
        );
      }
    });
  });

  // Only group holdings invest in ordinary companies, so ownership never runs in a circle.
  const investors = set.companies.filter((c) => c.isHeadOffice && c.activity.sector === 'holding');
  const ordinary = set.companies.filter((c) => c.isHeadOffice && !inGroups.has(c));
  for (const company of ordinary) {
    const nature = company.row.legal_nature_code;
    if (nature === '2135') continue;
    if (nature === '2305') {
      link(company, '65', { person: nextPerson() }, company.row.open_at);
      continue;
    }
    if (nature === '2054' || nature === '2046' || nature === '2143') {
      link(company, '16', { person: nextPerson() }, company.row.open_at);
      for (let i = random.int(1, 2); i > 0; i -= 1)
        link(company, '10', { person: nextPerson() }, entryAfter(company));
      if (random.chance(0.3)) link(company, '05', { person: nextPerson() }, entryAfter(company));
    } else {
      const count = random.weighted([
        [1, 35],
        [2, 45],
        [3, 15],
        [4, 5],
      ] as const);
      link(company, '49', { person: nextPerson() }, company.row.open_at);
      for (let i = 1; i < count; i += 1) {
        link(
          company,
          random.chance(0.7) ? '22' : '49',
          { person: nextPerson() },
          entryAfter(company),
        );
      }
    }
    if (random.chance(0.05)) {
      const since = addDays(company.row.open_at, random.int(30, 3000));
      link(
        company,
        '22',
        { owner: random.pick(investors) },
        since > LAST_ENTRY_DAY ? LAST_ENTRY_DAY : since,
      );
    }
  }

  const limited = ordinary.filter((c) => c.row.legal_nature_code === '2062');
  while (cursor < persons.length) {
    const person = persons[cursor] as DemoPerson;
    cursor += 1;
    const company = random.pick(limited);
    link(company, '22', { person }, entryAfter(company));
  }

  return {
    persons: persons.map((person) => person.row),
    partnerRows: () => links.map(({ person: _, ...row }) => row),
  };
}

/** A name as Receita writes a partner's: upper case, without accents. */
const registryName = (name: string) =>
  upper(name.normalize('NFD').replace(/\p{Diacritic}/gu, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Gives a few partners the names of office holders: for each name, the next person (past the
 * families of the groups, halfway down) who is a partner, with others, of a company in
 * `companies` takes it
 * in all their holdings. Demo politicians carry no CPF digits, so each makes a possible link of
 * name and state, of medium confidence.
 */
export function withNamesakes(
  rows: PartnerRow[],
  names: string[],
  companies: ReadonlySet<string>,
): PartnerRow[] {
  const personOf = (row: PartnerRow) => `${row.document}|${row.name}`;
  const renamed = new Map<string, string>();
  const taken = new Set(rows.map((row) => row.name));
  const partnersOf = new Map<string, number>();
  for (const row of rows) {
    partnersOf.set(row.company_cnpj_basico, (partnersOf.get(row.company_cnpj_basico) ?? 0) + 1);
  }
  // With a co-partner, the namesake's connections graph has someone to show.
  const eligible = (row: PartnerRow) =>
    row.kind === 'person' &&
    companies.has(row.company_cnpj_basico) &&
    (partnersOf.get(row.company_cnpj_basico) ?? 0) >= 2;
  let cursor = Math.floor(rows.length / 2);
  for (const name of names.map(registryName)) {
    if (taken.has(name)) continue;
    for (; cursor < rows.length; cursor += 1) {
      const row = rows[cursor] as PartnerRow;
      if (eligible(row)) {
        if (!renamed.has(personOf(row))) {
          renamed.set(personOf(row), name);
          break;
        }
      }
    }
  }
  return rows.map((row) => {
    const name = row.kind === 'person' ? renamed.get(personOf(row)) : undefined;
    return name ? { ...row, name } : row;
  });
}
