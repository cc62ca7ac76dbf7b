import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before leaving a tab with unsaved changes: keep editing, or discard them and go. */
export function TabLeaveModal({
  opened,
  onStay,
  onDiscard,
}: {
  opened: boolean;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('localityEdit.tabLeave.title')} centered>
      <Text size="sm" mb="lg">
        {t('localityEdit.tabLeave.text')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          {t('localityEdit.tabLeave.stay')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('localityEdit.tabLeave.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
