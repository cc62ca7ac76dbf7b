import type { ColumnTypes } from './demo-bulk-insert.ts';
import { type DemoCity, type DemoContext, required } from './demo-context.ts';
import { type Gender, personName } from './demo-names.ts';
import type { Random } from './demo-random.ts';
import { DEMO_IMPORTED_AT, DEMO_SOURCE } from './demo-settings.ts';
import { slugify, upper } from './demo-text.ts';

export type PoliticianRow = {
  id: number;
  name: string;
  ballot_name: string;
  party_id: number;
  political_office_id: number;
  city_id: number | null;
  state_id: number;
  born_state_id: number;
  birth_date: string;
  situation: string;
  scholarity: string;
  email: string;
  gender: string;
  occupation: string;
  association: string;
  election_year: number;
  is_elected: boolean;
  source: string;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export const POLITICIAN_COLUMNS: ColumnTypes<PoliticianRow> = {
  id: 'int',
  name: 'text',
  ballot_name: 'text',
  party_id: 'int',
  political_office_id: 'int',
  city_id: 'int',
  state_id: 'int',
  born_state_id: 'int',
  birth_date: 'date',
  situation: 'text',
  scholarity: 'text',
  email: 'text',
  gender: 'text',
  occupation: 'text',
  association: 'text',
  election_year: 'smallint',
  is_elected: 'boolean',
  source: 'text',
  is_demo: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** A plausible spread of seats among the parties registered with TSE. */
const PARTY_WEIGHTS: [string, number][] = [
  ['PL', 14],
  ['PT', 12],
  ['REPUBLICANOS', 10],
  ['PSD', 9],
  ['UNIÃO', 8],
  ['MDB', 7],
  ['PP', 6],
  ['PSDB', 6],
  ['PSOL', 5],
  ['PODE', 5],
  ['NOVO', 4],
  ['PSB', 4],
  ['PDT', 2],
  ['CIDADANIA', 2],
  ['AVANTE', 2],
  ['SOLIDARIEDADE', 2],
  ['PV', 1],
  ['REDE', 1],
  ['PC do B', 1],
];

/** Party federations registered with TSE for the 2022 and 2024 elections. */
const FEDERATIONS: Record<string, string> = {
  PT: 'FEDERAÇÃO BRASIL DA ESPERANÇA - FE BRASIL',
  'PC do B': 'FEDERAÇÃO BRASIL DA ESPERANÇA - FE BRASIL',
  PV: 'FEDERAÇÃO BRASIL DA ESPERANÇA - FE BRASIL',
  PSDB: 'FEDERAÇÃO PSDB CIDADANIA',
  CIDADANIA: 'FEDERAÇÃO PSDB CIDADANIA',
  PSOL: 'FEDERAÇÃO PSOL REDE',
  REDE: 'FEDERAÇÃO PSOL REDE',
};

const OCCUPATIONS: [string, number][] = [
  ['ADVOGADO', 14],
  ['EMPRESÁRIO', 16],
  ['MÉDICO', 7],
  ['PROFESSOR DE ENSINO MÉDIO', 7],
  ['ADMINISTRADOR', 8],
  ['ENGENHEIRO', 5],
  ['COMERCIANTE', 6],
  ['SERVIDOR PÚBLICO MUNICIPAL', 6],
  ['POLICIAL MILITAR', 4],
  ['AGRICULTOR', 3],
  ['ECONOMISTA', 3],
  ['JORNALISTA E REDATOR', 2],
];

const SCHOLARITIES: [string, number][] = [
  ['SUPERIOR COMPLETO', 72],
  ['SUPERIOR INCOMPLETO', 10],
  ['ENSINO MÉDIO COMPLETO', 14],
  ['ENSINO FUNDAMENTAL COMPLETO', 4],
];

const BORN_STATES: [string, number][] = [
  ['SP', 75],
  ['MG', 6],
  ['PR', 5],
  ['BA', 3],
  ['PE', 3],
  ['RJ', 3],
  ['CE', 2],
  ['GO', 1],
  ['MS', 2],
];

type Seat = {
  office: string;
  year: number;
  city: DemoCity | null;
  email: (slug: string) => string;
  /** The sitting deputy or councillor shows the office as occupation, as TSE records re-elections. */
  incumbentOccupation?: string;
};

/**
 * Fictional office holders for the demo state (São Paulo) and city (Bauru). The real mayor and
 * vice-mayor rows loaded with the reference data are left as they are.
 */
export function generatePoliticians(random: Random, context: DemoContext): PoliticianRow[] {
  // State offices represent the whole state: they carry no city, so a municipality's
  // politicians are its own (mayor, vice-mayor, councillors).
  const seats: Seat[] = [
    {
      office: 'governador',
      year: 2022,
      city: null,
      email: (s) => `contato@${s.replace(/\./g, '')}.com.br`,
    },
    {
      office: 'vice-governador',
      year: 2022,
      city: null,
      email: (s) => `contato@${s.replace(/\./g, '')}.com.br`,
    },
    // Senators serve eight years: two seats were filled in 2018, one in 2022.
    ...[2018, 2018, 2022].map((year) => ({
      office: 'senador',
      year,
      city: null,
      email: (s: string) => `sen.${s}@senado.leg.br`,
    })),
    ...Array.from({ length: 20 }, () => ({
      office: 'deputado-federal',
      year: 2022,
      city: null,
      email: (s: string) => `dep.${s}@camara.leg.br`,
      incumbentOccupation: 'DEPUTADO',
    })),
    ...Array.from({ length: 20 }, () => ({
      office: 'deputado-estadual',
      year: 2022,
      city: null,
      email: (s: string) => `${s}@al.sp.gov.br`,
      incumbentOccupation: 'DEPUTADO',
    })),
    ...Array.from({ length: 17 }, () => ({
      office: 'vereador',
      year: 2024,
      city: context.bauru,
      email: (s: string) => `${s}@bauru.sp.leg.br`,
      incumbentOccupation: 'VEREADOR',
    })),
  ];
  const ineligible = new Set(random.sample([...seats.keys()].slice(5), 3));
  const usedNames = new Set<string>();
  return seats.map((seat, index) => {
    const gender: Gender = random.chance(0.3) ? 'F' : 'M';
    let name = personName(random, gender);
    while (usedNames.has(name.full)) name = personName(random, gender);
    usedNames.add(name.full);
    const party = random.weighted(PARTY_WEIGHTS);
    const occupation =
      seat.incumbentOccupation && random.chance(0.35)
        ? seat.incumbentOccupation
        : random.weighted(OCCUPATIONS);
    const bornUf = random.weighted(BORN_STATES);
    return {
      id: 0,
      name: upper(name.full),
      ballot_name: upper(ballotName(random, name.first, name.last, occupation, gender)),
      party_id: required(context.partyIdByAbbreviation.get(party), `partido ${party}`),
      political_office_id: required(
        context.officeIdBySlug.get(seat.office),
        `cargo ${seat.office}`,
      ),
      city_id: seat.city?.id ?? null,
      state_id: context.saoPauloState.id,
      born_state_id: required(context.stateByUf.get(bornUf)?.id, `UF ${bornUf}`),
      birth_date: random.day('1952-01-01', '1996-12-31'),
      situation: ineligible.has(index) ? 'INAPTO' : 'APTO',
      scholarity: random.weighted(SCHOLARITIES),
      email: seat.email(slugify(`${name.first} ${name.last}`)),
      gender: gender === 'F' ? 'FEMININO' : 'MASCULINO',
      occupation,
      association: FEDERATIONS[party] ?? 'PARTIDO ISOLADO',
      election_year: seat.year,
      is_elected: true,
      source: DEMO_SOURCE,
      is_demo: true,
      created_at: DEMO_IMPORTED_AT,
      updated_at: DEMO_IMPORTED_AT,
    };
  });
}

function ballotName(
  random: Random,
  first: string,
  last: string,
  occupation: string,
  gender: Gender,
): string {
  const titles: Record<string, [string, string]> = {
    MÉDICO: ['Dr.', 'Dra.'],
    'PROFESSOR DE ENSINO MÉDIO': ['Professor', 'Professora'],
    'POLICIAL MILITAR': ['Sargento', 'Sargento'],
  };
  const title = titles[occupation];
  if (title && random.chance(0.7)) return `${gender === 'F' ? title[1] : title[0]} ${first}`;
  return random.chance(0.8) ? `${first} ${last}` : first;
}
