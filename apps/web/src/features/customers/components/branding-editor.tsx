import { Button, ColorInput, Group, Paper, Stack, Text } from '@mantine/core';
import type { Customer } from '@oportuna/domain/customers';
import { MESSAGES } from '@oportuna/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { loadCurrentUser } from '../../../lib/session/session-actions.ts';
import { useSaveBranding } from '../api/save-branding.ts';
import {
  type BrandingDraft,
  type BrandingPayload,
  brandingDraft,
  brandingPayload,
  ORIGINAL_BRANDING,
} from '../lib/branding-draft.ts';
import { BrandingImageField } from './branding-image-field.tsx';

/**
 * The whitelabel look of one customer: logo, background banner and map colour, held in a draft
 * until 'Salvar'. After a save the current user is read again, so the shell shows the new look
 * at once (it reads logo, banner and map colour from the user's customer).
 */
export function BrandingEditor({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveBranding(customer.id);
  const [draft, setDraft] = useState<BrandingDraft>(() => brandingDraft(customer));
  const set = (update: Partial<BrandingDraft>) =>
    setDraft((current) => ({ ...current, ...update }));

  const store = (payload: BrandingPayload, next: BrandingDraft) =>
    save.mutate(payload, {
      onSuccess: async () => {
        setDraft(next);
        notify.success(MESSAGES.customers.updated);
        await loadCurrentUser(queryClient);
      },
      onError: () => notify.warning(MESSAGES.customers.brandingSaveFailed),
    });

  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="lg" maw={640}>
        <Text c="dimmed">{t('customers.whitelabel.intro', { name: customer.name })}</Text>
        <BrandingImageField
          customerId={customer.id}
          label={t('customers.whitelabel.logo')}
          readyMessage={MESSAGES.upload.logoReady}
          value={draft.logo}
          onChange={(logo) => set({ logo })}
        />
        <BrandingImageField
          customerId={customer.id}
          label={t('customers.whitelabel.banner')}
          readyMessage={t('customers.whitelabel.bannerReady')}
          value={draft.banner}
          onChange={(banner) => set({ banner })}
        />
        <ColorInput
          label={t('customers.whitelabel.mapColor')}
          description={t('customers.whitelabel.mapColorHint')}
          format="hex"
          placeholder="#FFFFFF"
          eyeDropperButtonProps={{ 'aria-label': t('customers.whitelabel.pickMapColor') }}
          value={draft.mapColor}
          onChange={(mapColor) => set({ mapColor })}
        />
        <Group>
          <Button loading={save.isPending} onClick={() => store(brandingPayload(draft), draft)}>
            {t('customers.whitelabel.save')}
          </Button>
          <Button
            variant="default"
            disabled={save.isPending}
            onClick={() => store(ORIGINAL_BRANDING, { logo: null, banner: null, mapColor: '' })}
          >
            {t('customers.whitelabel.restore')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
