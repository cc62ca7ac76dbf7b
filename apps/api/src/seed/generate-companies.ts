import { z } from 'zod';
import { CNAE_BY_CODE, type CnaeActivity } from './demo-cnae.ts';
import {
  type CityPickers,
  createCityPickers,
  pickActivity,
  pickNature,
  shareCapital,
  uniqueNames,
} from './demo-company-draws.ts';
import {
  CUSTOMER_COMPANY_NAME,
  customerGroupPlan,
  type GroupPlan,
  randomGroups,
} from './demo-company-groups.ts';
import type { LegalNatureCode } from './demo-company-names.ts';
import type { DemoContext } from './demo-context.ts';
import { uniqueCnpjRoots } from './demo-documents.ts';
import { branchOf, type DemoCompany, establishment } from './demo-establishment.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import { DEMO_COUNTS } from './demo-settings.ts';
import { titleCase } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

export type DemoGroup = {
  family: string;
  members: DemoCompany[];
  /** For each member, the index of the member that owns it. */
  ownerIndexes: (number | null)[];
};

export type CompanySet = {
  companies: DemoCompany[];
  groups: DemoGroup[];
  customerCompany: DemoCompany;
};

/** Activities of the large companies that head the 'top companies' blocks. */
const BIG_ACTIVITIES = readSeedData(
  'big-company-activities.json',
  z.array(z.string().refine((code) => CNAE_BY_CODE.has(code), 'CNAE fora do catálogo')),
);

const GROUP_COUNT = 7;
const BIG_IN_BAURU = 8;
const BIG_IN_SAO_PAULO = 14;
const BRANCHES_IN_BAURU = 6;
/** With the large companies, the groups and Bauru, about a quarter of the set lies in São Paulo. */
const SAO_PAULO_SHARE_OF_REGULAR = 0.2;

/**
 * About 2,000 establishments: business groups with holding chains, a handful of large
 * companies in Bauru and São Paulo state, and many ordinary ones over the whole country,
 * with branches sharing their head office's CNPJ root.
 */
export function generateCompanies(random: Random, context: DemoContext): CompanySet {
  const pickers = createCityPickers(context);
  const plans = [
    customerGroupPlan(context),
    ...randomGroups(random.fork('groups'), context, GROUP_COUNT),
  ];
  const branchPlanCount = plans.reduce(
    (sum, plan) => sum + plan.members.reduce((n, member) => n + member.branchCities.length, 0),
    0,
  );
  const headCount = DEMO_COUNTS.companies - DEMO_COUNTS.branches;
  const roots = uniqueCnpjRoots(random, headCount);
  const usedNames = new Set<string>();
  const companies: DemoCompany[] = [];
  let headsMade = 0;
  const nextRoot = () => {
    const root = roots[headsMade];
    if (!root) throw new Error('raízes de CNPJ esgotadas');
    headsMade += 1;
    return root;
  };

  const groups: DemoGroup[] = plans.map((plan) =>
    buildGroup(random, plan, nextRoot, companies, usedNames),
  );
  const customerCompany = groups[0]?.members.find((c) => c.row.name === CUSTOMER_COMPANY_NAME);
  if (!customerCompany) throw new Error('empresa cliente de demonstração não gerada');

  for (let i = 0; i < BIG_IN_BAURU + BIG_IN_SAO_PAULO; i += 1) {
    const inBauru = i < BIG_IN_BAURU;
    const city = inBauru ? context.bauru : pickers.saoPaulo(random);
    const activity = CNAE_BY_CODE.get(random.pick(BIG_ACTIVITIES)) as CnaeActivity;
    const nature: LegalNatureCode = !inBauru && i < BIG_IN_BAURU + 3 ? '2046' : '2054';
    const capital = inBauru
      ? random.logUniform(30_000_000, 600_000_000)
      : random.logUniform(300_000_000, 2_000_000_000);
    const names = uniqueNames(random, usedNames, activity, nature, city);
    companies.push(
      establishment(random, {
        root: nextRoot(),
        order: 1,
        activity,
        nature,
        city,
        names,
        capital,
        active: true,
      }),
    );
  }

  const bauruSoFar = companies.filter((c) => c.city.id === context.bauru.id).length;
  const bauruGroupBranches = plans.reduce(
    (sum, plan) =>
      sum +
      plan.members.reduce(
        (n, m) => n + m.branchCities.filter((c) => c.id === context.bauru.id).length,
        0,
      ),
    0,
  );
  let bauruHeadsLeft =
    DEMO_COUNTS.bauruCompanies - bauruSoFar - bauruGroupBranches - BRANCHES_IN_BAURU;
  while (headsMade < headCount) {
    const city =
      bauruHeadsLeft-- > 0
        ? context.bauru
        : random.chance(SAO_PAULO_SHARE_OF_REGULAR)
          ? pickers.saoPaulo(random)
          : pickers.elsewhere(random);
    const activity = pickActivity(random);
    const nature = pickNature(random, activity.sector);
    const names = uniqueNames(random, usedNames, activity, nature, city);
    const capital = shareCapital(random, activity.sector, nature);
    companies.push(
      establishment(random, { root: nextRoot(), order: 1, activity, nature, city, names, capital }),
    );
  }

  addBranches(random, context, pickers, companies, DEMO_COUNTS.branches - branchPlanCount);
  return { companies, groups, customerCompany };
}

function buildGroup(
  random: Random,
  plan: GroupPlan,
  nextRoot: () => string,
  companies: DemoCompany[],
  usedNames: Set<string>,
): DemoGroup {
  const members = plan.members.map((member) => {
    const activity = CNAE_BY_CODE.get(member.activityCode);
    if (!activity) throw new Error(`CNAE ${member.activityCode} fora do catálogo de demonstração`);
    usedNames.add(member.name);
    const core = member.businessName ?? member.name.replace(/ (S\.A\.|LTDA)$/, '');
    const head = establishment(random, {
      root: nextRoot(),
      order: 1,
      activity,
      nature: member.nature,
      city: member.city,
      names: {
        name: member.name,
        businessName: member.businessName,
        displayName: titleCase(core),
        domain: plan.domain,
      },
      capital: member.capital,
      active: true,
    });
    // Operating companies are older than the holdings created to control them.
    head.row.open_at =
      member.ownerIndex === null
        ? random.day('1994-01-01', '2012-12-31')
        : random.day('1968-01-01', '2010-12-31');
    head.row.status_at = head.row.open_at;
    companies.push(head);
    return head;
  });
  plan.members.forEach((member, index) => {
    const head = members[index] as DemoCompany;
    member.branchCities.forEach((city, position) => {
      companies.push(branchOf(random, head, position + 2, city, true));
    });
  });
  return {
    family: plan.family,
    members,
    ownerIndexes: plan.members.map((member) => member.ownerIndex),
  };
}

function addBranches(
  random: Random,
  context: DemoContext,
  pickers: CityPickers,
  companies: DemoCompany[],
  count: number,
) {
  const candidates = companies.filter(
    (c) =>
      c.isHeadOffice &&
      !['2135', '2305'].includes(c.row.legal_nature_code) &&
      c.activity.sector !== 'holding' &&
      c.row.share_capital >= 300_000 &&
      c.row.status === '02',
  );
  const pickHead = createWeightedPicker(candidates, (c) => Math.log10(c.row.share_capital) - 4);
  const nextOrder = new Map<string, number>();
  for (const company of companies) {
    if (!company.isHeadOffice) {
      const order = Number(company.row.cnpj.slice(8, 12));
      nextOrder.set(
        company.row.cnpj_basico,
        Math.max(nextOrder.get(company.row.cnpj_basico) ?? 2, order + 1),
      );
    }
  }
  for (let i = 0; i < count; i += 1) {
    const head = pickHead(random);
    const order = nextOrder.get(head.row.cnpj_basico) ?? 2;
    nextOrder.set(head.row.cnpj_basico, order + 1);
    const city =
      i < BRANCHES_IN_BAURU
        ? context.bauru
        : random.chance(0.35)
          ? pickers.inState(head.city.uf)(random)
          : random.chance(0.2)
            ? pickers.saoPaulo(random)
            : pickers.elsewhere(random);
    companies.push(branchOf(random, head, order, city, false));
  }
}
