import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Tem certeza? Essa ação não poderá ser desfeita' before a saved file is deleted. */
export function DeleteMediaModal({
  name,
  onConfirm,
  onClose,
}: {
  /** The file asked about; the modal is closed without one. */
  name: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('localityEdit.deleteTitle', { name })}
      centered
    >
      <Text size="sm">{MESSAGES.common.deleteConfirmation}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('localityEdit.deleteCancel')}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {t('localityEdit.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
