import { z } from 'zod';
import type { Random } from './demo-random.ts';
import { readSeedData } from './seed-data.ts';

export type Gender = 'F' | 'M';

const NAMES = readSeedData(
  'names.json',
  z.object({
    female: z.array(z.string()),
    male: z.array(z.string()),
    surnames: z.array(z.string()),
    /** Surnames that usually carry a preposition when they close a full name. */
    particles: z.record(z.string(), z.string()),
  }),
);

export const FEMALE_FIRST_NAMES = NAMES.female;
export const MALE_FIRST_NAMES = NAMES.male;
export const SURNAMES = NAMES.surnames;
const PARTICLES = NAMES.particles;

export type PersonName = { first: string; last: string; full: string; gender: Gender };

const randomGender = (random: Random): Gender => (random.chance(0.5) ? 'F' : 'M');

/** A Brazilian full name: one or two given names and one to three surname words. */
export function personName(random: Random, gender: Gender = randomGender(random)): PersonName {
  const firstNames = gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const first = random.pick(firstNames);
  const given = [first];
  if (random.chance(0.3)) {
    const second = random.pick(firstNames);
    if (second !== first) given.push(second);
  }
  const middle = random.pick(SURNAMES);
  const last = random.pick(SURNAMES);
  const surnames = random.chance(0.7) && middle !== last ? [middle, last] : [last];
  const particle = PARTICLES[last];
  if (particle && random.chance(0.6)) surnames.splice(surnames.length - 1, 0, particle);
  return { first, last, full: [...given, ...surnames].join(' '), gender };
}

/** A two-word name, as people sign contact forms: 'Renata Albuquerque'. */
export function shortName(random: Random, gender?: Gender): PersonName {
  const name = personName(random, gender);
  return { ...name, full: `${name.first} ${name.last}` };
}
