// Where the demo opportunities lie, and which companies the private ones are about.
import type { DemoCity, DemoContext } from './demo-context.ts';
import type { DemoCompany } from './demo-establishment.ts';
import type { CustomerKey, Slot } from './demo-proposal-schedule.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import type { CompanySet } from './generate-companies.ts';

export type PlacePickers = Record<Slot['place'], (random: Random) => DemoCity>;

export function placePickers(random: Random, context: DemoContext): PlacePickers {
  const saoPaulo = createWeightedPicker(
    context.cities.filter((c) => c.uf === 'SP' && c.id !== context.bauru.id),
    (c) => c.population ** 0.6,
  );
  // Other states in turn, so the opportunities reach nearly every state.
  const otherStates = random.shuffle(context.states.filter((s) => s.uf !== 'SP').map((s) => s.uf));
  const byState = new Map(
    otherStates.map((uf) => [
      uf,
      createWeightedPicker(
        context.cities.filter((c) => c.uf === uf),
        (c) => c.population ** 0.6,
      ),
    ]),
  );
  let turn = 0;
  return {
    bauru: () => context.bauru,
    'sao-paulo': saoPaulo,
    elsewhere: (r) => {
      const uf = otherStates[turn % otherStates.length] as string;
      turn += 1;
      return (byState.get(uf) as (random: Random) => DemoCity)(r);
    },
  };
}

export type CompanyPickers = Record<CustomerKey, (random: Random) => DemoCompany>;

export function companyPickers(context: DemoContext, set: CompanySet): CompanyPickers {
  const active = set.companies.filter(
    (c) =>
      c.row.status === '02' &&
      c.activity.sector !== 'holding' &&
      c.row.legal_nature_code !== '2135',
  );
  const group = (set.groups[0]?.members ?? []).filter(
    (c) => c.activity.sector !== 'holding' && c.activity.sector !== 'real_estate',
  );
  const groupEstablishments = set.companies.filter((c) =>
    group.some((member) => member.row.cnpj_basico === c.row.cnpj_basico),
  );
  const partnersOfGroup = active.filter((c) =>
    ['dairy', 'food', 'livestock', 'agriculture', 'logistics', 'paper', 'machinery'].includes(
      c.activity.sector,
    ),
  );
  const inBauru = active.filter((c) => c.city.id === context.bauru.id);
  const capitalWeight = (c: DemoCompany) => Math.log10(c.row.share_capital);
  const pickGroup = createWeightedPicker(groupEstablishments, () => 1);
  const pickPartner = createWeightedPicker(partnersOfGroup, capitalWeight);
  const pickSaoPaulo = createWeightedPicker(
    active.filter((c) => c.row.state === 'SP'),
    capitalWeight,
  );
  const pickElsewhere = createWeightedPicker(
    active.filter((c) => c.row.state !== 'SP'),
    capitalWeight,
  );
  return {
    company: (r) => (r.chance(0.35) ? pickGroup(r) : pickPartner(r)),
    city: createWeightedPicker(inBauru, capitalWeight),
    state: (r) => (r.chance(0.5) ? pickSaoPaulo(r) : pickElsewhere(r)),
  };
}
