import { Group, MultiSelect, Radio, Text } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS } from '@oportuna/domain/auth';
import { MESSAGES } from '@oportuna/domain/messages';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from '@oportuna/domain/notifications';
import type { Profile } from '@oportuna/domain/profile';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useFollowableCustomers } from '../api/get-followable-customers.ts';
import { useSaveNotifications } from '../api/save-notifications.ts';
import { reportSaveFailure } from '../lib/save-failure.ts';
import { ProfileFormCard } from './profile-form-card.tsx';

/** 'Configuração de Notificações': Sim or Não per kind, and the customers followed. */
export function NotificationConfigurationForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveNotifications();
  const customers = useFollowableCustomers();
  const [kinds, setKinds] = useState<NotificationCategory[]>(profile.notification_types);
  const [followed, setFollowed] = useState<string[]>(profile.notification_customers.map(String));
  const [errors, setErrors] = useState<FieldErrors>({});

  // Grouped by type, as the user creation's customer list is (spec 3 §6).
  const options = useMemo(() => {
    const all = customers.data ?? [];
    return (['city', 'state', 'company'] as const)
      .map((type) => ({
        group: CUSTOMER_TYPE_LABELS[type],
        items: all
          .filter((customer) => customer.type === type)
          .map((customer) => ({ value: String(customer.id), label: customer.name })),
      }))
      .filter((group) => group.items.length > 0);
  }, [customers.data]);

  const setKind = (kind: NotificationCategory, on: boolean) =>
    setKinds((current) =>
      NOTIFICATION_CATEGORIES.filter((k) => (k === kind ? on : current.includes(k))),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { notification_types: kinds, notification_customers: followed.map(Number) },
      {
        onSuccess: (saved) => {
          setKinds(saved.notification_types);
          setFollowed(saved.notification_customers.map(String));
          setErrors({});
          notify.success(MESSAGES.profile.settingsUpdated);
        },
        onError: (error) =>
          reportSaveFailure(error, MESSAGES.profile.settingsUpdateFailed, setErrors),
      },
    );
  };

  return (
    <ProfileFormCard
      title={t('profile.menu.notificationConfiguration')}
      saving={save.isPending}
      onSubmit={submit}
    >
      <Text size="sm" c="dimmed">
        {t('profile.notifications.intro')}
      </Text>
      {NOTIFICATION_CATEGORIES.map((kind) => (
        <Radio.Group
          key={kind}
          label={NOTIFICATION_CATEGORY_LABELS[kind]}
          value={kinds.includes(kind) ? 'yes' : 'no'}
          onChange={(value) => setKind(kind, value === 'yes')}
        >
          <Group mt="xs">
            <Radio value="yes" label={t('profile.notifications.yes')} />
            <Radio value="no" label={t('profile.notifications.no')} />
          </Group>
        </Radio.Group>
      ))}
      <MultiSelect
        label={t('profile.notifications.customers')}
        description={t('profile.notifications.customersHint')}
        data={options}
        value={followed}
        onChange={(ids) => {
          setFollowed(ids);
          setErrors({});
        }}
        error={errors.notification_customers}
        searchable
        clearable
      />
    </ProfileFormCard>
  );
}
