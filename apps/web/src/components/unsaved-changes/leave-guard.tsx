import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation waits for the answer,
 * and closing or reloading the tab gets the browser's own question. `isDirty` is read at the
 * moment of leaving, so a save that just finished lets the screen go.
 */
export function LeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('common.leave.title')}
      centered
    >
      <Text size="sm" mb="lg">
        {t('common.leave.text')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('common.leave.cancel')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('common.leave.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
