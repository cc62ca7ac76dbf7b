import type { CnaeActivity, SectorKey } from './demo-cnae.ts';
import type { DemoCity } from './demo-context.ts';
import { personName, SURNAMES } from './demo-names.ts';
import type { Random } from './demo-random.ts';
import { BRAND_SUFFIXES, SECTOR_PROFILES } from './demo-sectors.ts';
import { entries, slugify, titleCase, upper } from './demo-text.ts';

/** Receita Federal's natureza jurídica codes used by the demo companies. */
export const LEGAL_NATURES = {
  '2046': 'Sociedade Anônima Aberta',
  '2054': 'Sociedade Anônima Fechada',
  '2062': 'Sociedade Empresária Limitada',
  '2135': 'Empresário (Individual)',
  '2143': 'Cooperativa',
  '2240': 'Sociedade Simples Limitada',
  '2305': 'Empresa Individual de Responsabilidade Limitada (de Natureza Empresária)',
} as const;

export type LegalNatureCode = keyof typeof LEGAL_NATURES;

const PLACE_BRANDS = entries(`
  VALE VERDE, SERRA AZUL, BOA VISTA, SANTA CLARA, SÃO JORGE, NOVA ERA, TRÊS MARIAS,
  PONTE ALTA, CAMPO BELO, MONTE ALEGRE, PEDRA BRANCA, SOL NASCENTE, ESTRELA, PIONEIRA,
  PLANALTO, HORIZONTE, ALIANÇA, BANDEIRANTE, AURORA, ALVORADA, CENTENÁRIO, PRIMAVERA,
  SÃO FRANCISCO, SANTA RITA, SÃO LUCAS, BOM JESUS, IPÊ, JEQUITIBÁ, ARAUCÁRIA, CRUZEIRO,
  PARAÍSO, BELA VISTA, RIO CLARO, CANAÃ, SANTA FÉ, VERA CRUZ, NOVO HORIZONTE, TERRA NOVA
`);

const ACRONYM_LETTERS = 'ABCDEFGJLMNPRSTV';

type BrandStyle = 'coined' | 'surname' | 'place' | 'city' | 'acronym';

function brandName(random: Random, sector: SectorKey, city: DemoCity, style: BrandStyle): string {
  switch (style) {
    case 'coined': {
      const prefix = random.pick(SECTOR_PROFILES[sector].brandPrefixes);
      const suffix = random.pick(BRAND_SUFFIXES.filter((s) => !prefix.endsWith(s)));
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
      return random.pick(PLACE_BRANDS);
    case 'city':
      return upper(city.name);
    case 'acronym':
      return Array.from({ length: 3 }, () => random.pick([...ACRONYM_LETTERS])).join('');
  }
}

const NATURE_SUFFIX: Record<LegalNatureCode, string> = {
  '2046': 'S.A.',
  '2054': 'S.A.',
  '2062': 'LTDA',
  '2135': '',
  '2143': '',
  '2240': 'LTDA',
  '2305': 'EIRELI',
};

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
  const name = `${core} ${NATURE_SUFFIX[nature]}`.trim();
  // A coined brand stands alone as a trade name; a place or a surname needs the title words.
  const tradeName = style === 'coined' && random.chance(0.7) ? brand : core;
  const businessName = random.chance(0.8) && tradeName.length <= 45 ? tradeName : null;
  const domain = slugify(style === 'coined' ? brand : core, '');
  const displayName = businessName === brand ? titleCase(brand) : displayOf(style, brand, title);
  return { name, businessName, displayName, domain };
}

function titleWords(random: Random, activity: CnaeActivity): { before?: string; after?: string } {
  const own = activity.nameWords;
  const sector = SECTOR_PROFILES[activity.sector].nameWords;
  const before = own?.before ?? (own?.after ? undefined : sector.before);
  const after = own?.after ?? (own?.before ? undefined : sector.after);
  if (before && (!after || random.chance(0.5))) return { before: random.pick(before) };
  return { after: random.pick(after ?? ['COMÉRCIO E SERVIÇOS']) };
}
