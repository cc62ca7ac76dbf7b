import { eq, sql } from 'drizzle-orm';
import type { Feature, Polygon } from 'geojson';
import type { Db } from '../src/db/database.ts';
import {
  benefitTypes,
  locationBenefits,
  locations,
  locationVocations,
  proposalBenefits,
  proposals,
  regionalVocations,
} from '../src/db/schema/index.ts';
import { createCustomer, createUser } from './fixtures.ts';
import { cityByCode, insertOpportunity } from './proposal-fixtures.ts';
import { signIn } from './sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const BOA_VISTA = 1_400_100;
export const CARACARAI = 1_400_209;

export type Who = { authorization: string };

/** Caracaraí's locality profile as a test sets it up. */
export interface ProfileSeed {
  industrialArea?: Feature<Polygon>;
  /** Slugs of the regional vocations it declares. */
  vocations?: string[];
  /** Its incentives: benefit kind slug and description. */
  benefits: [slug: string, description: string][];
}

/**
 * The places matching is tried on: a company customer's signed-in user (`owner`) with an open
 * food-industry project (CNAE 1052000, implantação) and a pending one in Boa Vista, a signed-in
 * user of another company (`stranger`), and Caracaraí with an open public opportunity offering
 * an 80,000 m² plot and a locality profile as `profile` says.
 */
export interface MatchingPlaces {
  t: TestApp;
  smtp: SmtpCapture;
  owner: Who;
  stranger: Who;
  companyId: number;
  projectId: number;
  pendingId: number;
  publicId: number;
  boaVista: Awaited<ReturnType<typeof cityByCode>>;
  caracarai: Awaited<ReturnType<typeof cityByCode>>;
  close: () => Promise<void>;
}

export async function openMatchingPlaces(seed: {
  /** The description of the public opportunity's plot. */
  plot: string;
  profile: ProfileSeed;
}): Promise<MatchingPlaces> {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ SMTP_URL: smtp.url });
  const db = t.database.db;
  const company = await createCustomer(db, { type: 'company' });
  const other = await createCustomer(db, { type: 'company' });
  const owner = await signIn(t.app, smtp, (await createUser(db, { customerId: company.id })).email);
  const stranger = await signIn(
    t.app,
    smtp,
    (await createUser(db, { customerId: other.id })).email,
  );
  const boaVista = await cityByCode(db, BOA_VISTA);
  const caracarai = await cityByCode(db, CARACARAI);
  const at = { customerId: company.id, city: boaVista, createdAt: '2026-11-01T12:00:00Z' };
  const projectId = await insertOpportunity(db, {
    ...at,
    name: 'Fábrica de laticínios',
    type: 'company',
    status: 'open',
  });
  const pendingId = await insertOpportunity(db, {
    ...at,
    name: 'Projeto pendente',
    type: 'company',
    status: 'pending',
  });
  await db
    .update(proposals)
    .set({ companyMainActivityCode: '1052000', projectCategory: 'implantation' })
    .where(sql`${proposals.id} in (${projectId}, ${pendingId})`);
  const publicId = await insertOpportunity(db, {
    ...at,
    customerId: (await createCustomer(db, { type: 'city' })).id,
    city: caracarai,
    name: 'Distrito industrial de Caracaraí',
    type: 'city',
    status: 'open',
  });
  await db.insert(proposalBenefits).values({
    proposalId: publicId,
    type: 'terreno',
    description: seed.plot,
    areaM2: 80_000,
  });
  await seedProfile(db, caracarai, seed.profile);
  return {
    t,
    smtp,
    owner,
    stranger,
    companyId: company.id,
    projectId,
    pendingId,
    publicId,
    boaVista,
    caracarai,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

async function seedProfile(
  db: Db,
  city: { id: number; state_id: number },
  profile: ProfileSeed,
): Promise<void> {
  const [row] = await db
    .insert(locations)
    .values({
      cityId: city.id,
      stateId: city.state_id,
      ...(profile.industrialArea ? { industrialArea: profile.industrialArea } : {}),
    })
    .returning({ id: locations.id });
  if (!row) throw new Error('no profile');
  for (const slug of profile.vocations ?? []) {
    const [vocation] = await db
      .select({ id: regionalVocations.id })
      .from(regionalVocations)
      .where(eq(regionalVocations.slug, slug));
    if (!vocation) throw new Error(`no vocation ${slug}`);
    await db.insert(locationVocations).values({ locationId: row.id, vocationId: vocation.id });
  }
  for (const [slug, description] of profile.benefits) {
    const [kind] = await db
      .select({ id: benefitTypes.id })
      .from(benefitTypes)
      .where(eq(benefitTypes.slug, slug));
    if (!kind) throw new Error(`no ${slug}`);
    await db
      .insert(locationBenefits)
      .values({ locationId: row.id, benefitTypeId: kind.id, description });
  }
}

/** A square of about 300 m × 300 m near Caracaraí, the profile's industrial area. */
export const INDUSTRIAL_AREA: Feature<Polygon> = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-61.13, 1.82],
        [-61.127, 1.82],
        [-61.127, 1.823],
        [-61.13, 1.823],
        [-61.13, 1.82],
      ],
    ],
  },
};

/** Caracaraí with an industrial area and IPTU and ISS incentives. */
export const COMPARED_PLACES: Parameters<typeof openMatchingPlaces>[0] = {
  plot: 'Lote com acesso à BR-174',
  profile: {
    industrialArea: INDUSTRIAL_AREA,
    benefits: [
      ['iptu', 'Isenção por 10 anos'],
      ['iss', 'Alíquota de 2% por 5 anos'],
    ],
  },
};

/** Caracaraí with food industry among its vocations and an IPTU incentive. */
export const FOOD_INDUSTRY_PLACES: Parameters<typeof openMatchingPlaces>[0] = {
  plot: 'Lote com acesso à BR-381',
  profile: {
    vocations: ['industria-alimenticia'],
    benefits: [['iptu', 'Isenção por 10 anos']],
  },
};

/** A public opportunity offering every incentive and a large plot in a municipality. */
export const strongOpportunity = (cityId: number, name: string) => ({
  type: 'city',
  city_id: cityId,
  name,
  description: 'Lotes urbanizados com todos os incentivos.',
  address: {
    zip: '69375-000',
    street: 'Rua Principal',
    number: '1',
    neighborhood: 'Centro',
    city_id: cityId,
  },
  contacts: [],
  benefits: [
    { type: 'iptu', description: 'Isenção de IPTU por 10 anos' },
    { type: 'iss', description: 'ISS de 2%' },
    { type: 'itbi', description: 'Isenção de ITBI' },
    { type: 'terreno', description: 'Terreno cedido', area: '500000' },
    { type: 'outros', description: 'Energia subsidiada' },
  ],
  multimedia: [],
  visibility: 'restrict',
});
