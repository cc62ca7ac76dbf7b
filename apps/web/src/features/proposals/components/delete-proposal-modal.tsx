import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { useDeleteProposal } from '../api/delete-proposal.ts';

/** 'Tem certeza? Essa ação não poderá ser desfeita': Cancelar does nothing, Excluir deletes. */
export function DeleteProposalModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteProposal();
  return (
    <Modal opened onClose={onClose} title={t('proposals.menu.confirmTitle', { id })} centered>
      <Text>{MESSAGES.common.deleteConfirmation}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
          {t('proposals.menu.cancel')}
        </Button>
        <Button
          color="red"
          loading={mutation.isPending}
          onClick={() => mutation.mutate(id, { onSettled: onClose })}
        >
          {t('proposals.menu.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
