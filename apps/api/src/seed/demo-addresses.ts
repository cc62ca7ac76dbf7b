import type { DemoCity } from './demo-context.ts';
import type { Random } from './demo-random.ts';
import { entries } from './demo-text.ts';

const STREET_TYPES: readonly (readonly [string, number])[] = [
  ['Rua', 64],
  ['Avenida', 28],
  ['Alameda', 3],
  ['Travessa', 3],
  ['Praça', 2],
];

const STREET_NAMES = entries(`
  Sete de Setembro, Quinze de Novembro, Tiradentes, Dom Pedro II, Santos Dumont,
  Getúlio Vargas, Rui Barbosa, Duque de Caxias, Marechal Deodoro, Barão do Rio Branco,
  José Bonifácio, Presidente Kennedy, das Nações Unidas, dos Bandeirantes, das Flores,
  dos Ipês, das Palmeiras, Brasil, da Independência, João Pessoa, Sete de Abril,
  Treze de Maio, Primeiro de Maio, Castro Alves, Monteiro Lobato, Carlos Gomes,
  Princesa Isabel, Visconde de Mauá, Almirante Barroso, Coronel Oliveira, Floriano Peixoto,
  Benjamin Constant, Amador Bueno, Anchieta, Padre Anchieta, Júlio Prestes, Campos Sales,
  Prudente de Moraes, Washington Luís, Euclides da Cunha, Machado de Assis, Olavo Bilac,
  Cândido Portinari, Vital Brasil, Oswaldo Cruz, Alberto Santos, das Indústrias,
  dos Expedicionários, Bela Vista, São Sebastião, Santo Antônio, São José, São Benedito,
  Nossa Senhora Aparecida, das Acácias, dos Jacarandás, das Orquídeas, dos Girassóis,
  Paraná, Minas Gerais, Goiás, Bahia, Pernambuco, Amazonas, Rio Grande do Sul, Santa Catarina,
  Industrial, Comendador Martins, Engenheiro Luiz Carlos Berrini, Doutor Arnaldo,
  Professor Francisco Morato, Vereador José Ferreira, Capitão Lima, Major Cardoso
`);

const DISTRICTS = entries(`
  Centro, Jardim América, Vila Nova, Distrito Industrial, Jardim Europa, Vila Santa Isabel,
  Parque Industrial, Jardim Paulista, Vila São João, Jardim Bela Vista, Chácara São José,
  Jardim das Flores, Vila Industrial, Jardim Primavera, Vila Operária, Jardim Panorama,
  Parque das Nações, Jardim Brasil, Vila Esperança, Jardim Santa Mônica, Cidade Jardim,
  Jardim Redentor, Vila Aeroporto, Jardim Planalto, Parque São Jorge, Jardim Alvorada,
  Vila Carolina, Jardim Itália, Jardim Tropical, Residencial Primavera
`);

export const INDUSTRIAL_DISTRICTS = entries(`
  Distrito Industrial I, Distrito Industrial II, Distrito Industrial III,
  Distrito Empresarial, Parque Industrial, Polo Logístico, Polo Empresarial
`);

export type Address = {
  streetType: string;
  streetName: string;
  number: string;
  district: string;
  zip: string;
};

/** Bauru numbers its buildings by block and lot, as in 'Praça das Cerejeiras, 1-59'. */
const BAURU_IBGE_CODE = 3506003;

function streetNumber(random: Random, city: DemoCity): string {
  if (city.code === BAURU_IBGE_CODE) return `${random.int(1, 40)}-${random.int(1, 99)}`;
  return String(random.chance(0.7) ? random.int(10, 2999) : random.int(3000, 9800));
}

/**
 * A postal code plausible for the city: small towns share the seat's code; larger ones vary
 * the sector and suffix inside the seat's range.
 */
export function postalCode(random: Random, city: DemoCity): string {
  const seat = city.postalCode ?? city.statePostalCode;
  if (city.population < 60_000) return seat;
  const keep = city.population >= 500_000 ? 3 : 4;
  return `${seat.slice(0, keep)}${random.digits(8 - keep - 3)}${random.digits(3)}`;
}

export function randomAddress(
  random: Random,
  city: DemoCity,
  options: { industrial?: boolean } = {},
): Address {
  const streetType = random.weighted(STREET_TYPES);
  const industrial = options.industrial ?? false;
  return {
    streetType,
    streetName: industrial && random.chance(0.4) ? 'das Indústrias' : random.pick(STREET_NAMES),
    number: streetNumber(random, city),
    district: industrial ? random.pick(INDUSTRIAL_DISTRICTS) : random.pick(DISTRICTS),
    zip: postalCode(random, city),
  };
}

/** A point near the city's seat, rounded as a geocoder would give it. */
export function pointNear(random: Random, city: DemoCity, spread: number): [number, number] {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [
    round(city.longitude + random.float(-spread, spread)),
    round(city.latitude + random.float(-spread, spread)),
  ];
}

export const pointText = ([longitude, latitude]: [number, number]) => `(${longitude},${latitude})`;
