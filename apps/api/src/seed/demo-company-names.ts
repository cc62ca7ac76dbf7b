import { z } from 'zod';
import type { CnaeActivity } from './demo-cnae.ts';
import type { DemoCity } from './demo-context.ts';
import { personName, SURNAMES } from './demo-names.ts';
import type { Random } from './demo-random.ts';
import { type SectorKey, sectorProfile } from './demo-sectors.ts';
import { slugify, titleCase, upper } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

/** A Receita Federal natureza jurídica code of registry-codes.json: '2062', '2135', … */
export type LegalNatureCode = string;

const VOCABULARY = readSeedData(
  'company-names.json',
  z.object({
    placeBrands: z.array(z.string()),
    /** Endings of coined brands. */
    brandSuffixes: z.array(z.string()),
    acronymLetters: z.string(),
    /** What closes a razão social of each natureza jurídica: 'LTDA', 'S.A.', or nothing. */
    natureSuffixes: z.record(z.string(), z.string()),
  }),
);

function natureSuffix(nature: LegalNatureCode): string {
  const suffix = VOCABULARY.natureSuffixes[nature];
  if (suffix === undefined) throw new Error(`Natureza jurídica ${nature} sem sufixo`);
  return suffix;
}

type BrandStyle = 'coined' | 'surname' | 'place' | 'city' | 'acronym';

function brandName(random: Random, sector: SectorKey, city: DemoCity, style: BrandStyle): string {
  switch (style) {
    case 'coined': {
      const prefix = random.pick(sectorProfile(sector).brandPrefixes);
      const suffix = random.pick(VOCABULARY.brandSuffixes.filter((s) => !prefix.endsWith(s)));
      return `${prefix}${suffix}`;
    }
    case 'surname': {
      const first = upper(random.pick(SURNAMES));
      const second = upper(random.pick(SURNAMES.filter((s) => upper(s) !== first)));
      return random.weighted([
        [first, 3],
        [`IRMÃOS ${first}`, 1],
        [`${first} & ${second}`, 2],
        [`${first} ${second}`, 2],
      ]);
    }
    case 'place':
      return random.pick(VOCABULARY.placeBrands);
    case 'city':
      return upper(city.name);
    case 'acronym':
      return Array.from({ length: 3 }, () => random.pick([...VOCABULARY.acronymLetters])).join('');
  }
}

export type CompanyNames = {
  name: string;
  businessName: string | null;
  /** How people write the company in a sentence: 'Irmãos Furtado Logística', 'JCM Massas'. */
  displayName: string;
  domain: string;
};

function displayOf(style: BrandStyle, brand: string, title: { before?: string; after?: string }) {
  const brandText = style === 'acronym' ? brand : titleCase(brand);
  if (title.before) return `${titleCase(title.before)} ${brandText}`;
  return title.after ? `${brandText} ${titleCase(title.after)}` : brandText;
}

/** Razão social and nome fantasia in Receita's upper case, built around the main activity. */
export function companyNames(
  random: Random,
  activity: CnaeActivity,
  nature: LegalNatureCode,
  city: DemoCity,
): CompanyNames {
  if (nature === '2135') {
    const owner = upper(personName(random).full);
    const brand = brandName(
      random,
      activity.sector,
      city,
      random.pick(['place', 'city', 'coined']),
    );
    const title = titleWords(random, activity);
    const businessName = title.before ? `${title.before} ${brand}` : `${brand} ${title.after}`;
    const withTradeName = random.chance(0.8);
    return {
      name: owner,
      businessName: withTradeName ? businessName : null,
      displayName: titleCase(withTradeName ? businessName : owner),
      domain: '',
    };
  }
  const style = random.weighted<BrandStyle>([
    ['coined', 34],
    ['surname', 28],
    ['place', 20],
    ['city', 10],
    ['acronym', 8],
  ]);
  const brand = brandName(random, activity.sector, city, style);
  if (nature === '2143') {
    const place = upper(city.name);
    return {
      name: `COOPERATIVA AGROINDUSTRIAL DOS PRODUTORES DE ${place}`,
      businessName: `COOP ${brand}`,
      displayName: `Coop ${displayOf(style, brand, {})}`,
      domain: slugify(`coop ${place}`, ''),
    };
  }
  const title = titleWords(random, activity);
  const core = title.before ? `${title.before} ${brand}` : `${brand} ${title.after}`;
  const name = `${core} ${natureSuffix(nature)}`.trim();
  // A coined brand stands alone as a trade name; a place or a surname needs the title words.
  const tradeName = style === 'coined' && random.chance(0.7) ? brand : core;
  const businessName = random.chance(0.8) && tradeName.length <= 45 ? tradeName : null;
  const domain = slugify(style === 'coined' ? brand : core, '');
  const displayName = businessName === brand ? titleCase(brand) : displayOf(style, brand, title);
  return { name, businessName, displayName, domain };
}

function titleWords(random: Random, activity: CnaeActivity): { before?: string; after?: string } {
  const own = activity.nameWords;
  const sector = sectorProfile(activity.sector).nameWords;
  const before = own?.before ?? (own?.after ? undefined : sector.before);
  const after = own?.after ?? (own?.before ? undefined : sector.after);
  if (before && (!after || random.chance(0.5))) return { before: random.pick(before) };
  return { after: random.pick(after ?? ['COMÉRCIO E SERVIÇOS']) };
}
