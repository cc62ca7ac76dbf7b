import type { CompaniesMap } from '@oportuna/domain/companies';
import type { MapBubble, MapPoint } from '../../../components/map/map-types.ts';
import { displayName } from './company-text.ts';

export interface CompanyMapLayers {
  /**
   * Mode 'cities': one bubble per municipality, sized and labelled by its count (said to be
   * about that many when the counts are estimated).
   */
  bubbles: MapBubble[];
  /** Mode 'points': one point per company; its CNPJ travels as the point's code. */
  points: MapPoint[];
}

const NO_LAYERS: CompanyMapLayers = { bubbles: [], points: [] };

/** What the map draws for an answer of GET companies/map. */
export function companyMapLayers(
  answer: CompaniesMap | undefined,
  countLabel: (count: number, estimated: boolean) => string,
  companyLabel: string,
): CompanyMapLayers {
  if (!answer) return NO_LAYERS;
  if (answer.mode === 'cities') {
    return {
      points: [],
      bubbles: answer.data.map((city) => ({
        id: city.city_id,
        name: `${city.name} - ${city.uf}`,
        count: city.total,
        label: countLabel(city.total, answer.total_is_estimate),
        longitude: city.longitude,
        latitude: city.latitude,
      })),
    };
  }
  return {
    bubbles: [],
    points: answer.data.map((company, index) => ({
      type: 'company',
      status: 'default',
      statusDesc: companyLabel,
      id: index,
      name: displayName(company),
      code: company.cnpj,
      isFavorite: false,
      longitude: company.longitude,
      latitude: company.latitude,
    })),
  };
}
