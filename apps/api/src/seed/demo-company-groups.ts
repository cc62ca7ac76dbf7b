import { z } from 'zod';
import type { LegalNatureCode } from './demo-company-names.ts';
import type { DemoCity, DemoContext } from './demo-context.ts';
import { SURNAMES } from './demo-names.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import { slugify, upper } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

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

const memberSchema = z.object({
  name: z.string(),
  businessName: z.string().nullable(),
  activityCode: z.string(),
  nature: z.string(),
  cityCode: z.number().int(),
  capital: z.number(),
  ownerIndex: z.number().int().nullable(),
  branchCityCodes: z.array(z.number().int()),
  /** The company that becomes the demo company customer. */
  customer: z.literal(true).optional(),
});

const GROUPS = readSeedData(
  'company-groups.json',
  z.object({
    /**
     * The company customer's group: a family holding controls a sub-holding, which controls
     * the dairy company, which controls a milk processor, which controls the group's carrier.
     */
    customerGroup: z.object({
      family: z.string(),
      domain: z.string(),
      members: z.array(memberSchema),
    }),
    /** Brands of the other groups. */
    brands: z.array(z.string()),
    /** Operating businesses a group may run, each with the title words of its companies. */
    businesses: z.array(
      z.object({
        activityCode: z.string(),
        title: z.string(),
        position: z.enum(['before', 'after']),
      }),
    ),
  }),
);

const customerMember = GROUPS.customerGroup.members.find((member) => member.customer);
if (!customerMember) throw new Error('company-groups.json: nenhuma empresa marcada como cliente');
export const CUSTOMER_COMPANY_NAME = customerMember.name;

/** The group of the demo company customer, placed in its real municipalities. */
export function customerGroupPlan(context: DemoContext): GroupPlan {
  const city = (code: number) => {
    const found = context.cityByCode.get(code);
    if (!found) throw new Error(`Município ${code} ausente dos dados de referência`);
    return found;
  };
  const { family, domain, members } = GROUPS.customerGroup;
  return {
    family,
    domain,
    members: members.map((member) => ({
      name: member.name,
      businessName: member.businessName,
      activityCode: member.activityCode,
      nature: member.nature,
      city: city(member.cityCode),
      capital: member.capital,
      ownerIndex: member.ownerIndex,
      branchCities: member.branchCityCodes.map(city),
    })),
  };
}

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
  const brands = random.sample(GROUPS.brands, count);
  return brands.map((brand, index) => {
    const home = index < 3 ? pickSaoPaulo(random) : pickElsewhere(random);
    const family = upper(random.sample(SURNAMES, 2).join(' '));
    const businesses = random.sample(GROUPS.businesses, random.chance(0.6) ? 3 : 2);
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
