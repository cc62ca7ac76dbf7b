import { useBenefitOptions } from './api/get-benefit-options.ts';
import { useVocationOptions } from './api/get-vocation-options.ts';
import { CatalogueMultiSelect } from './catalogue-multi-select.tsx';
import type { SelectOption } from './options.ts';

/** Filters of localities by regional vocation and by the incentives they offer. */
export interface VocationIncentiveSelection {
  vocations: SelectOption[];
  incentives: SelectOption[];
}

export function VocationIncentiveFields<Filters extends VocationIncentiveSelection>({
  value,
  onChange,
  labels,
}: {
  value: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  labels: { vocations: string; incentives: string };
}) {
  const vocations = useVocationOptions();
  const benefits = useBenefitOptions();
  return (
    <>
      <CatalogueMultiSelect
        label={labels.vocations}
        value={value.vocations}
        options={vocations.data ?? []}
        loading={vocations.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, vocations: selected }))}
      />
      <CatalogueMultiSelect
        label={labels.incentives}
        value={value.incentives}
        options={benefits.data ?? []}
        loading={benefits.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, incentives: selected }))}
      />
    </>
  );
}
