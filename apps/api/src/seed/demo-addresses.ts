import { z } from 'zod';
import type { DemoCity } from './demo-context.ts';
import type { Random } from './demo-random.ts';
import { readSeedData } from './seed-data.ts';

const ADDRESSES = readSeedData(
  'addresses.json',
  z.object({
    /** Street type and its relative frequency. */
    streetTypes: z.array(z.tuple([z.string(), z.number()])),
    streetNames: z.array(z.string()),
    /** The street that industrial districts often have. */
    industrialStreetName: z.string(),
    districts: z.array(z.string()),
    industrialDistricts: z.array(z.string()),
  }),
);

export const INDUSTRIAL_DISTRICTS = ADDRESSES.industrialDistricts;

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
  const streetType = random.weighted(ADDRESSES.streetTypes);
  const industrial = options.industrial ?? false;
  return {
    streetType,
    streetName:
      industrial && random.chance(0.4)
        ? ADDRESSES.industrialStreetName
        : random.pick(ADDRESSES.streetNames),
    number: streetNumber(random, city),
    district: industrial ? random.pick(INDUSTRIAL_DISTRICTS) : random.pick(ADDRESSES.districts),
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
