import { PROJECT_CATEGORIES, type ProjectCategory } from '@oportuna/domain';
import { z } from 'zod';
import type { DemoCity } from './demo-context.ts';
import type { Random } from './demo-random.ts';
import type { SectorProfile } from './demo-sectors.ts';
import { describeMoney, fillTemplate, fitText, formatThousands } from './demo-text.ts';
import { readSeedData } from './seed-data.ts';

const byCategory = <T extends z.ZodType>(schema: T) => z.record(z.enum(PROJECT_CATEGORIES), schema);
const textList = z.array(z.string());

/**
 * Slots: {facility}, {products}, {city}, {place} ('Bauru/SP'), {company}, and the facility's
 * article as {the} ('a'), {ofThe} ('da') and {new} ('nova').
 */
const TEXTS = readSeedData(
  'company-proposal-texts.json',
  z.object({
    /** One name per category, or alternatives drawn at random. */
    names: byCategory(textList),
    description: z.string(),
    plans: byCategory(z.string()),
    closings: textList,
    project: z.object({
      summary: z.string(),
      actions: byCategory(z.string()),
      figures: z.string(),
      closings: textList,
    }),
    contactRoles: z.object({ F: textList, M: textList }),
  }),
);

export const COMPANY_CONTACT_ROLES = TEXTS.contactRoles;

function slots(profile: SectorProfile, city: DemoCity) {
  const { facility } = profile;
  const feminine = facility.article === 'a';
  return {
    facility: facility.name,
    products: profile.products,
    city: city.name,
    place: `${city.name}/${city.uf}`,
    the: facility.article,
    ofThe: feminine ? 'da' : 'do',
    new: feminine ? 'nova' : 'novo',
  };
}

export function companyProposalName(
  random: Random,
  category: ProjectCategory,
  profile: SectorProfile,
  city: DemoCity,
): string {
  const names = TEXTS.names[category];
  const name = names.length === 1 ? (names[0] as string) : random.pick(names);
  return fillTemplate(name, slots(profile, city));
}

export function companyProposalDescription(
  random: Random,
  category: ProjectCategory,
  companyName: string,
  profile: SectorProfile,
  city: DemoCity,
): string {
  const values = slots(profile, city);
  return fillTemplate(TEXTS.description, {
    company: companyName,
    plan: fillTemplate(TEXTS.plans[category], values),
    closing: random.pick(TEXTS.closings),
  });
}

/** At most 500 characters, as the wizard allows. */
export function projectDescription(
  random: Random,
  category: ProjectCategory,
  profile: SectorProfile,
  city: DemoCity,
  total: number,
  required: number,
): string {
  const jobs = Math.max(5, Math.round(total / random.float(150_000, 600_000)));
  const months = random.pick([6, 9, 12, 18, 24, 36]);
  const { project } = TEXTS;
  const sentences = [
    fillTemplate(project.summary, {
      action: fillTemplate(project.actions[category], slots(profile, city)),
      total: describeMoney(total),
      required: describeMoney(required),
    }),
    fillTemplate(project.figures, { jobs: formatThousands(jobs), months }),
    random.pick(project.closings),
  ];
  return fitText(sentences.join(' '), 500);
}
