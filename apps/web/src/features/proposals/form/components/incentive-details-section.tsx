import { Divider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { BENEFIT_TYPE_LABELS } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../../components/masked-input/money-input.tsx';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import type { LandIncentive } from '../lib/form-values.ts';
import { chosenIncentives, withLand, withTaxDescription } from '../lib/incentives.ts';
import { FieldRow } from './field-row.tsx';

/** Detalhamento: the opportunity's description and the details of every chosen incentive. */
export function IncentiveDetailsSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const { incentives } = values;
  const land = incentives.terreno;
  const setLand = (patch: Partial<LandIncentive>, field: keyof LandIncentive) =>
    form.change({ incentives: withLand(incentives, patch) }, `incentives.terreno.${field}`);
  const describe = (label: string) =>
    t('proposalForm.fields.incentiveDescription', { incentive: label });

  return (
    <Stack gap="md">
      <Textarea
        label={t('proposalForm.fields.description')}
        value={values.description}
        onChange={(event) => form.change({ description: event.currentTarget.value })}
        error={errors.description}
        description={t('proposalForm.fields.characterCount', {
          count: values.description.length,
          max: FIELD_LIMITS.projectDescriptionMax,
        })}
        autosize
        minRows={3}
      />
      <Divider label={t('proposalForm.sections.incentiveDetails')} labelPosition="left" />
      {chosenIncentives(incentives).map((type) =>
        type === 'terreno' ? null : (
          <Textarea
            key={type}
            label={describe(BENEFIT_TYPE_LABELS[type])}
            value={incentives[type] ?? ''}
            onChange={(event) =>
              form.change(
                { incentives: withTaxDescription(incentives, type, event.currentTarget.value) },
                `incentives.${type}`,
              )
            }
            error={errors[`incentives.${type}`]}
            withAsterisk
            autosize
            minRows={2}
          />
        ),
      )}
      {land ? (
        <Stack gap="md">
          <Text fw={600}>{t('proposalForm.sections.land')}</Text>
          <Textarea
            label={describe(BENEFIT_TYPE_LABELS.terreno)}
            value={land.description}
            onChange={(event) => setLand({ description: event.currentTarget.value }, 'description')}
            error={errors['incentives.terreno.description']}
            withAsterisk
            autosize
            minRows={2}
          />
          <FieldRow cols={3}>
            <TextInput
              label={t('proposalForm.fields.landIdentification')}
              value={land.identification}
              onChange={(event) =>
                setLand({ identification: event.currentTarget.value }, 'identification')
              }
              error={errors['incentives.terreno.identification']}
            />
            <TextInput
              label={t('proposalForm.fields.landArea')}
              value={land.area}
              inputMode="decimal"
              onChange={(event) => setLand({ area: event.currentTarget.value }, 'area')}
              error={errors['incentives.terreno.area']}
            />
            <MoneyInput
              label={t('proposalForm.fields.landEstimatedValue')}
              value={land.estimated_value}
              onChange={(estimated_value) => setLand({ estimated_value }, 'estimated_value')}
              error={errors['incentives.terreno.estimated_value']}
            />
          </FieldRow>
          <Textarea
            label={t('proposalForm.fields.landRestrictions')}
            value={land.restrictions}
            onChange={(event) =>
              setLand({ restrictions: event.currentTarget.value }, 'restrictions')
            }
            error={errors['incentives.terreno.restrictions']}
            autosize
            minRows={2}
          />
          <TextInput
            label={t('proposalForm.fields.landUrlMap')}
            value={land.url_map}
            onChange={(event) => setLand({ url_map: event.currentTarget.value }, 'url_map')}
            error={errors['incentives.terreno.url_map']}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
