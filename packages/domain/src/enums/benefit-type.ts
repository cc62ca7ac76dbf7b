export const BENEFIT_TYPES = ['iptu', 'itbi', 'iss', 'outros', 'terreno'] as const;

export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  iptu: 'IPTU',
  itbi: 'ITBI',
  iss: 'ISS',
  outros: 'OUTROS',
  terreno: 'Terreno',
};

/** The tax incentives a locality edits as plain descriptions; terreno has its own fields. */
export const TAX_BENEFIT_TYPES = [
  'iptu',
  'itbi',
  'iss',
  'outros',
] as const satisfies readonly BenefitType[];

/** Extra fields carried by a benefit of type terreno; area is in square metres. */
export interface LandBenefitDetails {
  identification: string | null;
  area: number | null;
  estimated_value: number | null;
  restrictions: string | null;
  url_map: string | null;
}

/** The estimated value is per square metre when an area is given, otherwise it is the whole value. */
export function landEstimatedTotal(
  land: Pick<LandBenefitDetails, 'area' | 'estimated_value'>,
): number | null {
  if (land.estimated_value == null) return null;
  return land.area ? land.estimated_value * land.area : land.estimated_value;
}
