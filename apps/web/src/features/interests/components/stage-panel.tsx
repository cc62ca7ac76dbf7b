import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  INTEREST_LOST_REASON_LABELS,
  INTEREST_STAGE_LABELS,
  INTEREST_STAGES,
  type Interest,
  type InterestStage,
  type InterestStageChange,
} from '@oportuna/domain/interests';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatBRL, formatNumber } from '../../../lib/format-number.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeInterestStage } from '../api/change-interest-stage.ts';
import { useCompleteInterestOpportunity } from '../api/complete-interest-opportunity.ts';
import { InterestStageBadge } from './interest-stage-badge.tsx';
import { StageChangeModal } from './stage-change-modal.tsx';

const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * The stage both sides see; the owner side's editors move it ('Mover etapa'), and complete a
 * won interest's opportunity in one step ('Concluir oportunidade').
 */
export function StagePanel({ interest }: { interest: Interest }) {
  const { t } = useTranslation();
  const change = useChangeInterestStage(interest.id);
  const complete = useCompleteInterestOpportunity(interest.id);
  const [closing, setClosing] = useState<'won' | 'lost' | null>(null);

  const move = (input: InterestStageChange) =>
    change.mutate(input, {
      onSuccess: (moved) => {
        setClosing(null);
        notify.success(t('interests.stage.moved', { stage: INTEREST_STAGE_LABELS[moved.stage] }));
      },
      onError: (error) => notify.error(failureOf(error, t('common.errors.unexpected'))),
    });
  const choose = (stage: InterestStage) => {
    if (stage === 'won' || stage === 'lost') setClosing(stage);
    else move({ stage });
  };
  const completeOpportunity = () =>
    complete.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message || t('interests.stage.completed')),
      onError: (error) => notify.error(failureOf(error, t('common.errors.unexpected'))),
    });

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('interests.stage.current')}
        </Text>
        <InterestStageBadge stage={interest.stage} />
        {interest.can_move_stage ? (
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                rightSection={<IconChevronDown size={14} />}
                loading={change.isPending}
              >
                {t('interests.stage.move')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {INTEREST_STAGES.filter((stage) => stage !== interest.stage).map((stage) => (
                <Menu.Item key={stage} onClick={() => choose(stage)}>
                  {INTEREST_STAGE_LABELS[stage]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
        {interest.can_move_stage &&
        interest.stage === 'won' &&
        interest.target.kind === 'proposal' ? (
          <Button
            size="xs"
            leftSection={<IconCircleCheck size={16} />}
            loading={complete.isPending}
            onClick={completeOpportunity}
          >
            {t('interests.stage.completeOpportunity')}
          </Button>
        ) : null}
      </Group>
      {interest.stage === 'won' ? (
        <Text size="sm">
          {t('interests.stage.wonSummary', {
            amount: formatBRL(interest.won_amount),
            jobs: formatNumber(interest.won_jobs ?? 0, 0),
          })}
        </Text>
      ) : null}
      {interest.stage === 'lost' && interest.lost_reason ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('interests.stage.lostSummary', {
            reason: INTEREST_LOST_REASON_LABELS[interest.lost_reason],
          })}
          {interest.lost_text ? ` — ${interest.lost_text}` : ''}
        </Text>
      ) : null}
      {closing ? (
        <StageChangeModal
          stage={closing}
          loading={change.isPending}
          onSubmit={move}
          onClose={() => setClosing(null)}
        />
      ) : null}
    </Stack>
  );
}
