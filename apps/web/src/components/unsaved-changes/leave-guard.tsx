import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuardLabels {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation waits for the answer,
 * and closing or reloading the tab gets the browser's own question. `isDirty` is read at the
 * moment of leaving, so a save that just finished lets the screen go.
 */
export function LeaveGuard({
  isDirty,
  labels,
}: {
  isDirty: () => boolean;
  labels: LeaveGuardLabels;
}) {
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
      title={labels.title}
      centered
    >
      <Text size="sm" mb="lg">
        {labels.text}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {labels.cancel}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {labels.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
