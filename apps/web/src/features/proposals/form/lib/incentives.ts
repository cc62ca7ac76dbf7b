import { BENEFIT_TYPES, type BenefitType } from '@oportuna/domain/proposals';
import {
  emptyLandIncentive,
  type Incentives,
  type LandIncentive,
  type TaxBenefitType,
} from './form-values.ts';

export function isBenefitType(value: string): value is BenefitType {
  return (BENEFIT_TYPES as readonly string[]).includes(value);
}

/** The chosen incentive types, in the catalogue's order. */
export function chosenIncentives(incentives: Incentives): BenefitType[] {
  return BENEFIT_TYPES.filter((type) => incentives[type] !== undefined);
}

/** Ticks or unticks an incentive; a ticked one starts with an empty description. */
export function toggleIncentive(
  incentives: Incentives,
  type: BenefitType,
  chosen: boolean,
): Incentives {
  const { [type]: _removed, ...rest } = incentives;
  if (!chosen) return rest;
  if (type === 'terreno') return { ...rest, terreno: incentives.terreno ?? emptyLandIncentive() };
  return { ...rest, [type]: incentives[type] ?? '' };
}

export function incentiveDescription(incentives: Incentives, type: BenefitType): string {
  if (type === 'terreno') return incentives.terreno?.description ?? '';
  return incentives[type] ?? '';
}

export function withTaxDescription(
  incentives: Incentives,
  type: TaxBenefitType,
  description: string,
): Incentives {
  return { ...incentives, [type]: description };
}

export function withLand(incentives: Incentives, patch: Partial<LandIncentive>): Incentives {
  return { ...incentives, terreno: { ...(incentives.terreno ?? emptyLandIncentive()), ...patch } };
}
