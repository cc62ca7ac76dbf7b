import { Button, Group, Modal, Slider, Stack, Text, Title } from '@mantine/core';
import {
  MATCH_CRITERION_GROUP_LABELS,
  MATCH_CRITERION_GROUPS,
  MATCH_CRITERION_LABELS,
  MATCH_WEIGHT_MAX,
  type MatchCriterionGroup,
  type MatchWeights,
} from '@oportuna/domain/matching';
import { PROJECT_CATEGORY_LABELS, type ProjectCategory } from '@oportuna/domain/proposals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMatchWeights } from '../../lib/api/matching/match-weights.ts';
import { notify } from '../../lib/notify.ts';

/**
 * The user's own weights for one project category: a slider per criterion, by group. Saved
 * on the server for this user only; "Restaurar pesos padrão" goes back to the category's.
 */
export function WeightsEditor({
  category,
  weights,
  onClose,
}: {
  category: ProjectCategory;
  weights: MatchWeights;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MatchWeights>(weights);
  const save = useSaveMatchWeights();
  const total = Object.values(draft).reduce((sum, weight) => sum + weight, 0);
  const submit = (next: MatchWeights | null) =>
    save.mutate(
      { category, weights: next },
      {
        onSuccess: () => {
          notify.success(next ? t('matching.weightsSaved') : t('matching.weightsReset'));
          onClose();
        },
        onError: () => notify.error(t('matching.weightsFailed')),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('matching.weightsTitle', { category: PROJECT_CATEGORY_LABELS[category] })}
    >
      <Stack gap="md">
        <Text size="sm">{t('matching.weightsHelp')}</Text>
        {(Object.keys(MATCH_CRITERION_GROUPS) as MatchCriterionGroup[]).map((group) => (
          <Stack key={group} gap="xs">
            <Title order={3} fz="md">
              {MATCH_CRITERION_GROUP_LABELS[group]}
            </Title>
            {MATCH_CRITERION_GROUPS[group].map((criterion) => (
              <Group key={criterion} gap="md" wrap="nowrap">
                <Text size="sm" w={220} id={`weight-${criterion}`}>
                  {MATCH_CRITERION_LABELS[criterion]}
                </Text>
                <Slider
                  flex={1}
                  min={0}
                  max={MATCH_WEIGHT_MAX}
                  value={draft[criterion]}
                  onChange={(value) => setDraft((current) => ({ ...current, [criterion]: value }))}
                  thumbLabel={t('matching.weightOf', {
                    criterion: MATCH_CRITERION_LABELS[criterion],
                  })}
                  label={null}
                />
                <Text size="sm" w={32} ta="right" aria-hidden>
                  {draft[criterion]}
                </Text>
              </Group>
            ))}
          </Stack>
        ))}
        <Text size="sm">{t('matching.weightsTotal', { total })}</Text>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => submit(null)} loading={save.isPending}>
            {t('matching.resetWeights')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('matching.cancel')}
            </Button>
            <Button onClick={() => submit(draft)} disabled={total === 0} loading={save.isPending}>
              {t('matching.saveWeights')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
