import { Button, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths.ts';

export interface WizardSuccessProps {
  id: number;
  /** Clears the form; every action does it (spec 1 §4), registering another stays here. */
  onReset: () => void;
}

/** 'Oportunidade cadastrada!' with the way to the new opportunity, a new one, or the list. */
export function WizardSuccess({ id, onReset }: WizardSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // It replaces the last step, whose button sits at the bottom: the page starts again at the top,
  // and the heading takes the focus so that it is also what a screen reader announces.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper withBorder radius="md" p="xl" mih={LAYOUT.formMinHeightPx}>
      <Stack align="center" gap="lg" pt="xl">
        <ThemeIcon size={72} radius="xl" color="green">
          <IconCheck size={44} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {MESSAGES.proposals.registered}
        </Title>
        <Group justify="center">
          <Button component={Link} to={paths.proposals.detail.getHref(id)} onClick={onReset}>
            {t('proposalForm.success.viewProposal', { id })}
          </Button>
          <Button variant="light" onClick={onReset}>
            {t('proposalForm.success.registerAnother')}
          </Button>
          <Button
            component={Link}
            to={paths.proposals.list.getHref()}
            variant="default"
            onClick={onReset}
          >
            {t('proposalForm.success.viewList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
