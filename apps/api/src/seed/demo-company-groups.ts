import type { LegalNatureCode } from './demo-company-names.ts';
import type { DemoCity, DemoContext } from './demo-context.ts';
import { SURNAMES } from './demo-names.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import { entries, slugify, upper } from './demo-text.ts';

/** One company of a business group; each member is owned by the member named in ownerIndex. */
export type GroupMemberPlan = {
  name: string;
  businessName: string | null;
  activityCode: string;
  nature: LegalNatureCode;
  city: DemoCity;
  capital: number;
  ownerIndex: number | null;
  branchCities: DemoCity[];
};

export type GroupPlan = {
  /** Surname shared by the family that controls the group's holding. */
  family: string;
  /** The group's web domain, shared by the e-mail addresses of all its companies. */
  domain: string;
  members: GroupMemberPlan[];
};

export const CUSTOMER_COMPANY_NAME = 'VALE DO TIETÊ ALIMENTOS S.A.';

/**
 * The company customer's group: a family holding controls a sub-holding, which controls the
 * dairy company, which controls a milk processor, which controls the group's carrier.
 */
export function valeDoTieteGroup(context: DemoContext): GroupPlan {
  const city = (code: number) => {
    const found = context.cityByCode.get(code);
    if (!found) throw new Error(`Município ${code} ausente dos dados de referência`);
    return found;
  };
  const bauru = context.bauru;
  return {
    family: 'RIBEIRO NOGUEIRA',
    domain: 'valedotiete',
    members: [
      {
        name: 'RIBEIRO NOGUEIRA PARTICIPAÇÕES S.A.',
        businessName: null,
        activityCode: '6462000',
        nature: '2054',
        city: bauru,
        capital: 320_000_000,
        ownerIndex: null,
        branchCities: [],
      },
      {
        name: 'VALE DO TIETÊ PARTICIPAÇÕES LTDA',
        businessName: null,
        activityCode: '6463800',
        nature: '2062',
        city: bauru,
        capital: 240_000_000,
        ownerIndex: 0,
        branchCities: [],
      },
      {
        name: CUSTOMER_COMPANY_NAME,
        businessName: 'VALE DO TIETÊ',
        activityCode: '1052000',
        nature: '2054',
        city: bauru,
        capital: 180_000_000,
        ownerIndex: 1,
        branchCities: [city(3529005), city(3525300)],
      },
      {
        name: 'LATICÍNIOS RIO TIETÊ LTDA',
        businessName: 'RIO TIETÊ',
        activityCode: '1051100',
        nature: '2062',
        city: city(3505302),
        capital: 42_000_000,
        ownerIndex: 2,
        branchCities: [],
      },
      {
        name: 'TIETÊ LOG TRANSPORTES LTDA',
        businessName: 'TIETÊ LOG',
        activityCode: '4930202',
        nature: '2062',
        city: city(3536703),
        capital: 12_500_000,
        ownerIndex: 3,
        branchCities: [bauru],
      },
      {
        name: 'VALE DO TIETÊ ADMINISTRAÇÃO DE BENS LTDA',
        businessName: null,
        activityCode: '6810202',
        nature: '2062',
        city: bauru,
        capital: 28_000_000,
        ownerIndex: 0,
        branchCities: [],
      },
    ],
  };
}

const GROUP_BRANDS = entries(`
  ALVORADA, HORIZONTE, PLANALTO, BANDEIRANTE, AURORA, CENTENÁRIO, JEQUITIBÁ, ARAUCÁRIA,
  SERRA DOURADA, CAMPOS GERAIS, VALE DO SOL, RIO BRANCO
`);

/** Operating businesses a group may run, each with the title words of its companies. */
const GROUP_BUSINESSES: { activityCode: string; title: string; position: 'before' | 'after' }[] = [
  { activityCode: '1011201', title: 'FRIGORÍFICO', position: 'before' },
  { activityCode: '1071600', title: 'AÇÚCAR E ÁLCOOL', position: 'after' },
  { activityCode: '2330301', title: 'PRÉ-MOLDADOS', position: 'after' },
  { activityCode: '2930101', title: 'IMPLEMENTOS RODOVIÁRIOS', position: 'after' },
  { activityCode: '4639701', title: 'DISTRIBUIDORA', position: 'before' },
  { activityCode: '4711302', title: 'SUPERMERCADOS', position: 'after' },
  { activityCode: '4930202', title: 'TRANSPORTES', position: 'after' },
  { activityCode: '5250804', title: 'LOGÍSTICA', position: 'after' },
  { activityCode: '4120400', title: 'CONSTRUTORA', position: 'before' },
  { activityCode: '6201501', title: 'TECNOLOGIA', position: 'after' },
  { activityCode: '8610101', title: 'HOSPITAL', position: 'before' },
  { activityCode: '1733800', title: 'EMBALAGENS', position: 'after' },
  { activityCode: '2833000', title: 'MÁQUINAS AGRÍCOLAS', position: 'after' },
];

/**
 * Other groups, each a chain of four or five companies owning one another (holding,
 * sub-holding, two or three operating companies) plus a property company.
 */
export function randomGroups(random: Random, context: DemoContext, count: number): GroupPlan[] {
  const bigCities = context.cities.filter((city) => city.population >= 150_000);
  const pickSaoPaulo = createWeightedPicker(
    bigCities.filter((city) => city.uf === 'SP' && city.id !== context.bauru.id),
    (city) => Math.sqrt(city.population),
  );
  const pickElsewhere = createWeightedPicker(
    bigCities.filter((city) => city.uf !== 'SP'),
    (city) => Math.sqrt(city.population),
  );
  const brands = random.sample(GROUP_BRANDS, count);
  return brands.map((brand, index) => {
    const home = index < 3 ? pickSaoPaulo(random) : pickElsewhere(random);
    const family = upper(random.sample(SURNAMES, 2).join(' '));
    const businesses = random.sample(GROUP_BUSINESSES, random.chance(0.6) ? 3 : 2);
    let capital = Math.round(random.logUniform(80_000_000, 1_500_000_000) / 1e6) * 1e6;
    const next = (share: number) => {
      capital = Math.round((capital * share) / 1e5) * 1e5;
      return capital;
    };
    const members: GroupMemberPlan[] = [
      {
        name: `${family} PARTICIPAÇÕES S.A.`,
        businessName: null,
        activityCode: '6462000',
        nature: '2054',
        city: home,
        capital,
        ownerIndex: null,
        branchCities: [],
      },
      {
        name: `${brand} EMPREENDIMENTOS E PARTICIPAÇÕES LTDA`,
        businessName: null,
        activityCode: '6463800',
        nature: '2062',
        city: home,
        capital: next(random.float(0.6, 0.9)),
        ownerIndex: 0,
        branchCities: [],
      },
    ];
    businesses.forEach((business, position) => {
      const core =
        business.position === 'before'
          ? `${business.title} ${brand}`
          : `${brand} ${business.title}`;
      const nature: LegalNatureCode = position === 0 ? '2054' : '2062';
      members.push({
        name: `${core} ${nature === '2054' ? 'S.A.' : 'LTDA'}`,
        businessName: core,
        activityCode: business.activityCode,
        nature,
        city: position === 0 || random.chance(0.5) ? home : pickElsewhere(random),
        capital: next(random.float(0.3, 0.7)),
        ownerIndex: members.length - 1,
        branchCities: random.chance(0.5) ? [pickElsewhere(random)] : [],
      });
    });
    members.push({
      name: `${brand} ADMINISTRAÇÃO DE BENS LTDA`,
      businessName: null,
      activityCode: '6810202',
      nature: '2062',
      city: home,
      capital: Math.round(random.logUniform(2_000_000, 40_000_000) / 1e5) * 1e5,
      ownerIndex: 0,
      branchCities: [],
    });
    return { family, domain: `grupo${slugify(brand, '')}`, members };
  });
}
