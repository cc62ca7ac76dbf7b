import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes/no question: the list's deletion and the form's reactivation prompt. */
export function ConfirmModal({
  opened,
  question,
  confirmLabel,
  loading = false,
  danger = false,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  question: string;
  confirmLabel: string;
  loading?: boolean;
  /** The confirmation destroys something: the button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered>
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('users.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
