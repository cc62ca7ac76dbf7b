import { z } from 'zod';
import { INDUSTRIAL_DISTRICTS } from './demo-addresses.ts';
import type { DemoCity } from './demo-context.ts';
import type { Random } from './demo-random.ts';
import { fillTemplate, formatThousands } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

export type CityBenefitType = 'iptu' | 'itbi' | 'iss' | 'outros' | 'terreno';
type TaxBenefitType = Exclude<CityBenefitType, 'terreno'>;

const byTax = <T extends z.ZodType>(schema: T) =>
  z.object({ iptu: schema, itbi: schema, iss: schema, outros: schema });
const textList = z.array(z.string());

const TEXTS = readSeedData(
  'city-proposal-texts.json',
  z.object({
    /** Templates whose slots are drawn from `taxBenefitSlots`, left to right. */
    taxBenefits: byTax(textList),
    taxBenefitSlots: z.record(z.string(), z.array(z.number())),
    land: z.object({
      identification: z.string(),
      blocks: textList,
      restrictions: textList,
      deals: textList,
      benefit: z.string(),
    }),
    names: z.object({
      landAssets: textList,
      sizedAsset: z.string(),
      programmes: textList,
      /** What the name says of the first tax benefit. */
      qualifiers: byTax(textList),
      qualified: z.string(),
      inCity: z.string(),
    }),
    descriptions: z.object({
      withLand: z.string(),
      withoutLand: z.string(),
      infrastructure: textList,
      target: z.string(),
      targets: textList,
      distance: z.string(),
    }),
    contactRoles: z.object({ F: textList, M: textList }),
  }),
);

export const CITY_CONTACT_ROLES = TEXTS.contactRoles;

export type LandDetails = {
  identification: string;
  area: number;
  /** Per square metre, since an area is given. */
  estimatedValue: number;
  restrictions: string;
  urlMap: string;
};

export function taxBenefitText(random: Random, type: TaxBenefitType): string {
  return fillTemplate(random.pick(TEXTS.taxBenefits[type]), (slot) => {
    const values = TEXTS.taxBenefitSlots[slot];
    if (!values) throw new Error(`city-proposal-texts.json: {${slot}} sem valores`);
    return random.pick(values);
  });
}

/** Land prices grow with the size of the town. */
export function landDetails(random: Random, city: DemoCity, point: [number, number]): LandDetails {
  const area = Math.round(random.logUniform(2_000, 150_000) / 50) * 50;
  const base = 25 + 45 * Math.log10(Math.max(city.population, 2_000) / 2_000);
  const { land } = TEXTS;
  return {
    identification: fillTemplate(land.identification, (slot) => {
      if (slot === 'lot') return random.int(1, 40);
      if (slot === 'block') return random.pick(land.blocks);
      if (slot === 'district') return random.pick(INDUSTRIAL_DISTRICTS);
      throw new Error(`city-proposal-texts.json: {${slot}} desconhecido`);
    }),
    area,
    estimatedValue: Math.round(base * random.float(0.7, 1.4) * 100) / 100,
    restrictions: random.sample(land.restrictions, random.int(1, 2)).join(' '),
    urlMap: `https://www.google.com/maps?q=${point[1]},${point[0]}`,
  };
}

export function landBenefitText(random: Random, land: LandDetails): string {
  return fillTemplate(TEXTS.land.benefit, {
    deal: random.pick(TEXTS.land.deals),
    area: formatThousands(land.area),
    identification: land.identification,
  });
}

export function cityProposalName(
  random: Random,
  city: DemoCity,
  types: readonly CityBenefitType[],
  land: LandDetails | null,
): string {
  const { names } = TEXTS;
  const tax = types.find((type): type is TaxBenefitType => type !== 'terreno');
  const qualifier = tax ? random.pick(names.qualifiers[tax]) : null;
  let subject: string;
  if (land) {
    const asset = random.pick(names.landAssets);
    subject = random.chance(0.4)
      ? fillTemplate(names.sizedAsset, { asset, area: formatThousands(land.area) })
      : asset;
  } else {
    subject = random.pick(names.programmes);
  }
  if (qualifier) subject = fillTemplate(names.qualified, { subject, qualifier });
  return fillTemplate(names.inCity, { subject, city: city.name });
}

export function cityProposalDescription(
  random: Random,
  city: DemoCity,
  land: LandDetails | null,
  district: string,
): string {
  const texts = TEXTS.descriptions;
  const infrastructure = random.sample(texts.infrastructure, 3).join(', ');
  const opening = land
    ? fillTemplate(texts.withLand, {
        city: city.name,
        area: formatThousands(land.area),
        district,
        infrastructure,
      })
    : fillTemplate(texts.withoutLand, { city: city.name, infrastructure });
  const target = fillTemplate(texts.target, { target: random.pick(texts.targets) });
  const distance = fillTemplate(texts.distance, { km: random.int(2, 15) });
  return land && random.chance(0.6) ? `${opening} ${distance} ${target}` : `${opening} ${target}`;
}
