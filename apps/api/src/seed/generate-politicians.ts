import { z } from 'zod';
import type { ColumnTypes } from './demo-bulk-insert.ts';
import { type DemoCity, type DemoContext, required } from './demo-context.ts';
import { type Gender, personName } from './demo-names.ts';
import type { Random } from './demo-random.ts';
import { DEMO_IMPORTED_AT, DEMO_SOURCE } from './demo-settings.ts';
import { fillTemplate, slugify, upper } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

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

const weighted = z.array(z.tuple([z.string(), z.number()]));

const POLITICS = readSeedData(
  'politicians.json',
  z.object({
    /**
     * The demo state's (São Paulo) and city's (Bauru) offices; an e-mail is a template over
     * the holder's slug. The sitting deputy or councillor shows the office as occupation, as
     * TSE records re-elections. Senators serve eight years: two seats date from 2018.
     */
    seats: z.array(
      z.object({
        office: z.string(),
        year: z.number().int(),
        count: z.number().int().positive(),
        cityCode: z.number().int().nullable(),
        email: z.string(),
        incumbentOccupation: z.string().optional(),
      }),
    ),
    /** A plausible spread of seats among the parties registered with TSE. */
    parties: weighted,
    /** Party federations registered with TSE for the 2022 and 2024 elections. */
    federations: z.record(z.string(), z.string()),
    occupations: weighted,
    scholarities: weighted,
    bornStates: weighted,
    /** Titles a ballot name takes from the occupation, male then female. */
    ballotTitles: z.record(z.string(), z.tuple([z.string(), z.string()])),
  }),
);

type Seat = {
  office: string;
  year: number;
  city: DemoCity | null;
  email: string;
  incumbentOccupation?: string;
};

/**
 * Fictional office holders for the demo state (São Paulo) and city (Bauru). The real mayor and
 * vice-mayor rows loaded with the reference data are left as they are.
 */
export function generatePoliticians(random: Random, context: DemoContext): PoliticianRow[] {
  // State offices represent the whole state: they carry no city, so a municipality's
  // politicians are its own (mayor, vice-mayor, councillors).
  const seats: Seat[] = POLITICS.seats.flatMap(({ count, cityCode, ...seat }) =>
    Array.from({ length: count }, () => ({
      ...seat,
      city:
        cityCode === null
          ? null
          : required(context.cityByCode.get(cityCode), `município ${cityCode}`),
    })),
  );
  const ineligible = new Set(random.sample([...seats.keys()].slice(5), 3));
  const usedNames = new Set<string>();
  return seats.map((seat, index) => {
    const gender: Gender = random.chance(0.3) ? 'F' : 'M';
    let name = personName(random, gender);
    while (usedNames.has(name.full)) name = personName(random, gender);
    usedNames.add(name.full);
    const party = random.weighted(POLITICS.parties);
    const occupation =
      seat.incumbentOccupation && random.chance(0.35)
        ? seat.incumbentOccupation
        : random.weighted(POLITICS.occupations);
    const bornUf = random.weighted(POLITICS.bornStates);
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
      scholarity: random.weighted(POLITICS.scholarities),
      email: seatEmail(seat.email, slugify(`${name.first} ${name.last}`)),
      gender: gender === 'F' ? 'FEMININO' : 'MASCULINO',
      occupation,
      association: POLITICS.federations[party] ?? 'PARTIDO ISOLADO',
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
  const title = POLITICS.ballotTitles[occupation];
  if (title && random.chance(0.7)) return `${gender === 'F' ? title[1] : title[0]} ${first}`;
  return random.chance(0.8) ? `${first} ${last}` : first;
}

/** Official mailboxes go by the slug ('joao.silva'); a campaign domain drops its dots. */
function seatEmail(template: string, slug: string): string {
  return fillTemplate(template, { slug, compactSlug: slug.replace(/\./g, '') });
}
