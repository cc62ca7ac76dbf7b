import { Checkbox, Paper, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { BENEFIT_TYPE_LABELS, BENEFIT_TYPES, type BenefitType } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/masked-input/money-input.tsx';
import { useBenefitOptions } from '../../../components/selectors/api/get-benefit-options.ts';
import {
  emptyIncentive,
  type IncentiveValue,
  type LocalityFormValues,
} from '../lib/locality-form.ts';

const isBenefitType = (value: string): value is BenefitType =>
  (BENEFIT_TYPES as readonly string[]).includes(value);

/** Incentivos Disponíveis: a checkbox per type; a checked one asks for its description. */
export function IncentivesTab({
  incentives,
  errors,
  onChange,
}: {
  incentives: LocalityFormValues['incentives'];
  errors: Readonly<Record<string, string>>;
  onChange: (incentives: LocalityFormValues['incentives']) => void;
}) {
  const { t } = useTranslation();
  const options = useBenefitOptions();
  if (options.isPending) return <Skeleton height={160} />;
  const types = (options.data ?? []).filter((option) => isBenefitType(option.value));
  const list =
    types.length > 0
      ? types
      : BENEFIT_TYPES.map((type) => ({ value: type, label: BENEFIT_TYPE_LABELS[type] }));

  const toggle = (type: BenefitType, checked: boolean) => {
    const { [type]: _removed, ...rest } = incentives;
    onChange(checked ? { ...rest, [type]: incentives[type] ?? emptyIncentive() } : rest);
  };
  const patch = (type: BenefitType, change: Partial<IncentiveValue>) => {
    onChange({ ...incentives, [type]: { ...(incentives[type] ?? emptyIncentive()), ...change } });
  };

  return (
    <Stack gap="md">
      {list.map(({ value, label }) => {
        const type = value as BenefitType;
        const incentive = incentives[type];
        const error = (field: string) => errors[`incentives.${type}.${field}`];
        return (
          <Paper key={type} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Checkbox
                label={label}
                checked={incentive !== undefined}
                onChange={(event) => toggle(type, event.currentTarget.checked)}
              />
              {incentive ? (
                <>
                  <Textarea
                    label={t('localityEdit.incentives.description', { name: label })}
                    value={incentive.description}
                    onChange={(event) => patch(type, { description: event.currentTarget.value })}
                    error={error('description')}
                    withAsterisk
                    autosize
                    minRows={2}
                  />
                  {type === 'terreno' ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label={t('localityEdit.incentives.identification')}
                        value={incentive.identification}
                        onChange={(event) =>
                          patch(type, { identification: event.currentTarget.value })
                        }
                        error={error('identification')}
                      />
                      <TextInput
                        label={t('localityEdit.incentives.area')}
                        value={incentive.area}
                        onChange={(event) => patch(type, { area: event.currentTarget.value })}
                        error={error('area')}
                        inputMode="decimal"
                      />
                      <MoneyInput
                        label={t('localityEdit.incentives.estimatedValue')}
                        value={incentive.estimated_value}
                        onChange={(amount) => patch(type, { estimated_value: amount })}
                        error={error('estimated_value')}
                      />
                      <TextInput
                        label={t('localityEdit.incentives.urlMap')}
                        value={incentive.url_map}
                        onChange={(event) => patch(type, { url_map: event.currentTarget.value })}
                        error={error('url_map')}
                        type="url"
                        placeholder="https://"
                      />
                      <Textarea
                        label={t('localityEdit.incentives.restrictions')}
                        value={incentive.restrictions}
                        onChange={(event) =>
                          patch(type, { restrictions: event.currentTarget.value })
                        }
                        error={error('restrictions')}
                        autosize
                        minRows={2}
                      />
                    </SimpleGrid>
                  ) : null}
                </>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
