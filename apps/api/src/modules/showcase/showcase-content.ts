import {
  DEMOGRAPHIC_INDICATORS,
  type DemographicIndicatorKey,
  indicatorDisplayValue,
  PROJECT_CATEGORY_LABELS,
  PROPOSAL_TYPE_LABELS,
  type ProjectCategory,
} from '@oportuna/domain';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Db } from '../../db/database.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { hectaresOf } from '../../lib/hectares.ts';
import { industrialAreaSvg } from './showcase-map.ts';
import {
  findBoundary,
  listActiveOpportunities,
  listBenefits,
  listContacts,
  listIndicators,
  listStateCities,
  listVocations,
  type ShowcasePlace,
} from './showcase-queries.ts';

/** The indicators a visiting company reads first, in this order. */
const SHOWN_INDICATORS: DemographicIndicatorKey[] = [
  'populacao_estimada',
  'pib_per_capta',
  'idhm',
  'salario_medio_mensal',
  'pessoal_ocupado',
  'taxa_escolarizacao',
  'unidade_territorial',
  'densidade_demografica',
  'bioma',
];

const OPPORTUNITIES_SHOWN = 20;

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function formatIndicator(key: DemographicIndicatorKey, value: number): string {
  const unit = DEMOGRAPHIC_INDICATORS[key].unit;
  const shown = indicatorDisplayValue(key, value);
  if (unit === 'currency' || unit === 'currency_thousands') return currency.format(shown);
  if (unit === 'percent') return `${number.format(shown)}%`;
  return number.format(shown);
}

export type ShowcasePageContent = Awaited<ReturnType<typeof buildShowcasePage>>;

/** Everything the public page shows, read in parallel; only public, approved content. */
export async function buildShowcasePage(
  db: Db,
  place: ShowcasePlace & { locationId: number; customerId: number },
  fileUrl: FileUrl,
) {
  const [benefits, vocations, contacts, indicators, opportunities, outline, projectCities] =
    await Promise.all([
      listBenefits(db, place.locationId),
      listVocations(db, place.locationId),
      listContacts(db, place.locationId),
      listIndicators(db, place.kind, place.id),
      listActiveOpportunities(
        db,
        { kind: place.kind, id: place.id, customerId: place.customerId },
        OPPORTUNITIES_SHOWN,
      ),
      place.kind === 'city' && place.industrialArea
        ? findBoundary(db, 'city', place.code)
        : Promise.resolve(null),
      // A project sent through a state's showcase names its municipality.
      place.kind === 'state' ? listStateCities(db, place.id) : Promise.resolve(null),
    ]);
  const byKey = new Map(indicators.map((row) => [row.indicator, row]));
  const shownIndicators = SHOWN_INDICATORS.flatMap((key) => {
    const row = byKey.get(key);
    const value =
      row?.valueNumber != null ? formatIndicator(key, row.valueNumber) : (row?.valueText ?? null);
    return value ? [{ label: DEMOGRAPHIC_INDICATORS[key].label, value }] : [];
  });
  const industrialArea = place.industrialArea as Feature<Polygon | MultiPolygon> | null;
  return {
    code: place.code,
    title: place.kind === 'city' ? `${place.name} – ${place.uf}` : place.name,
    description: place.description,
    logoUrl: fileUrl(place.logo),
    indicators: shownIndicators,
    benefits: benefits.map((b) => ({
      type: b.type,
      description: b.description,
      area: b.area === null ? null : `${number.format(b.area)} m²`,
    })),
    industrialArea: industrialArea
      ? {
          svg: industrialAreaSvg(outline, industrialArea),
          hectares: number.format(hectaresOf(industrialArea)),
        }
      : null,
    vocations,
    opportunities: opportunities.map((o) => ({
      name: o.name,
      kind: o.category
        ? PROJECT_CATEGORY_LABELS[o.category as ProjectCategory]
        : PROPOSAL_TYPE_LABELS[o.type],
    })),
    contacts,
    projectCities,
  };
}
