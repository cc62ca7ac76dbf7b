import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { isAdmin } from '@oportuna/domain/auth';
import type { InterestTargetKind } from '@oportuna/domain/interests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateInterest } from '../../lib/api/interests/create-interest.ts';
import { useColleagues } from '../../lib/api/interests/get-colleagues.ts';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/session/use-session.ts';
import {
  EMPTY_MESSAGE,
  type MessageDraft,
  MessageFields,
  messageError,
} from './message-fields.tsx';

export interface InterestTarget {
  kind: InterestTargetKind;
  id: number;
  /** 'Distrito industrial', 'Bauru - SP': said in the dialog's title. */
  name: string;
}

const TARGET_FIELD = { proposal: 'proposal_id', city: 'city_id', state: 'state_id' } as const;

/** "Tenho interesse": the first message, its attachments and who follows it on our side. */
export function InterestDialog({
  target,
  opened,
  onClose,
}: {
  target: InterestTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateInterest();
  const admin = isAdmin(me.roles);
  const colleagues = useColleagues(opened && admin);
  const [draft, setDraft] = useState<MessageDraft>(EMPTY_MESSAGE);
  const [follower, setFollower] = useState(String(me.id));
  const [error, setError] = useState<string | null>(null);

  const followerOptions = [
    { value: String(me.id), label: t('interests.dialog.me', { name: me.name }) },
    ...(colleagues.data?.data ?? [])
      .filter((user) => user.id !== me.id)
      .map((user) => ({ value: String(user.id), label: user.name })),
  ];

  const submit = () => {
    const invalid = messageError(draft.text);
    setError(invalid);
    if (invalid) return;
    create.mutate(
      {
        [TARGET_FIELD[target.kind]]: target.id,
        message: draft.text,
        follower_user_id: Number(follower),
        attachments: draft.attachments.map(({ path }) => ({ path })),
      },
      {
        onSuccess: ({ created, interest }) => {
          if (created) notify.success(t('interests.dialog.sent'));
          else notify.info(t('interests.dialog.alreadyOpen'));
          setDraft(EMPTY_MESSAGE);
          onClose();
          void navigate(paths.interests.detail.getHref(interest.id));
        },
        onError: (failure) => {
          const fieldError = isApiError(failure) ? failure.fields?.message : undefined;
          if (fieldError) setError(fieldError);
          else notify.error(isApiError(failure) ? failure.message : t('common.errors.unexpected'));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('interests.dialog.title', { name: target.name })}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('interests.dialog.intro')}
          </Text>
          <MessageFields
            label={t('interests.dialog.message')}
            value={draft}
            onChange={(update) => {
              setDraft(update);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          <Select
            label={t('interests.dialog.follower')}
            description={admin ? undefined : t('interests.dialog.followerSelf')}
            data={followerOptions}
            value={follower}
            onChange={(value) => setFollower(value ?? String(me.id))}
            allowDeselect={false}
            disabled={!admin}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('interests.dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('interests.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
