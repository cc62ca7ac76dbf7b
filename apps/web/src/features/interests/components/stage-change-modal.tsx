import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import {
  INTEREST_LIMITS,
  INTEREST_LOST_REASON_LABELS,
  INTEREST_LOST_REASONS,
  INTEREST_STAGE_LABELS,
  type InterestLostReason,
  type InterestStageChange,
  interestStageChangeSchema,
} from '@oportuna/domain/interests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, type MoneyValue } from '../../../components/masked-input/money-input.tsx';

type Closing = 'won' | 'lost';

const REASON_OPTIONS = INTEREST_LOST_REASONS.map((reason) => ({
  value: reason,
  label: INTEREST_LOST_REASON_LABELS[reason],
}));

/**
 * Closing an interest asks what closing needs: 'Ganho' the confirmed investment and the jobs
 * announced, 'Perdido' a reason from the catalogue (and a text for 'Outro'). The domain's
 * schema validates it, with its pt-BR messages.
 */
export function StageChangeModal({
  stage,
  loading,
  onSubmit,
  onClose,
}: {
  stage: Closing | null;
  loading: boolean;
  onSubmit: (change: InterestStageChange) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<MoneyValue>('');
  const [jobs, setJobs] = useState<MoneyValue>('');
  const [reason, setReason] = useState<InterestLostReason | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    if (!stage) return;
    const input =
      stage === 'won'
        ? {
            stage,
            won_amount: amount === '' ? undefined : Number(amount),
            won_jobs: jobs === '' ? undefined : Number(jobs),
          }
        : {
            stage,
            lost_reason: reason ?? undefined,
            lost_text: text.trim() === '' ? undefined : text,
          };
    const parsed = interestStageChangeSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'stage');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Modal
      opened={stage !== null}
      onClose={onClose}
      title={stage ? t('interests.stage.moveTo', { stage: INTEREST_STAGE_LABELS[stage] }) : ''}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {stage === 'won' ? (
            <>
              <MoneyInput
                label={t('interests.stage.wonAmount')}
                value={amount}
                onChange={setAmount}
                error={errors.won_amount}
                required
                data-autofocus
              />
              <NumberInput
                label={t('interests.stage.wonJobs')}
                value={jobs}
                onChange={setJobs}
                error={errors.won_jobs}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator="."
                decimalSeparator=","
                hideControls
                required
              />
            </>
          ) : (
            <>
              <Select
                label={t('interests.stage.lostReason')}
                data={REASON_OPTIONS}
                value={reason}
                onChange={(value) => setReason(value as InterestLostReason | null)}
                error={errors.lost_reason}
                required
                data-autofocus
              />
              <Textarea
                label={t('interests.stage.lostText')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={errors.lost_text}
                maxLength={INTEREST_LIMITS.lostTextMax}
                required={reason === 'other'}
                rows={3}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('interests.dialog.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('interests.stage.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
