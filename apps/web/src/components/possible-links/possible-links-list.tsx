import { Anchor, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { isAdmin, isSuperAdmin } from '@oportuna/domain/auth';
import { formatCnpj } from '@oportuna/domain/formatting';
import type { PossibleLink } from '@oportuna/domain/possible-links';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissPossibleLink } from '../../lib/api/possible-links/dismiss-possible-link.ts';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyText } from '../locality/empty-text.tsx';

export interface PossibleLinksListProps {
  links: PossibleLink[] | undefined;
  /** More links exist than those listed (the strongest ones). */
  hasMore?: boolean;
  /** Which end of each link the page is not about: it is the one each entry names. */
  show: 'company' | 'politician';
  loading?: boolean;
  error?: unknown;
}

/**
 * 'Possível vínculo': politicians and companies that may be the same person as a partner,
 * each with its evidence and confidence, worded as a clue rather than a fact; a link to the
 * partner's connections, and for administrators 'Marcar como incorreto' (for their customer's
 * users; the superadmin's for everyone).
 */
export function PossibleLinksList({
  links,
  hasMore,
  show,
  loading,
  error,
}: PossibleLinksListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [confirming, setConfirming] = useState<PossibleLink | null>(null);
  const dismiss = useDismissPossibleLink();
  const admin = Boolean(user && isAdmin(user.roles));
  // The superadmin hides a link from everyone; a customer's admin from that customer's users.
  const everyone = Boolean(user && isSuperAdmin(user.roles));
  const customerName = user?.customer?.name ?? user?.customer_name ?? '';

  // A company the registry lacks (an opportunity's, say) simply has no links.
  const failed = error && !(isApiError(error) && error.status === 404);
  const confirm = (link: PossibleLink) =>
    dismiss.mutate(link, {
      onSuccess: () => {
        setConfirming(null);
        notify.success(t('possibleLinks.dismissed'));
      },
      onError: (failure) =>
        notify.error(isApiError(failure) ? failure.message : t('possibleLinks.dismissFailed')),
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('possibleLinks.explanation')}
      </Text>
      {loading ? <Skeleton height={72} radius="md" /> : null}
      {failed ? (
        <Text size="sm" c="red" role="alert">
          <IconAlertTriangle size={14} /> {t('possibleLinks.loadFailed')}
        </Text>
      ) : null}
      {!loading && !failed && (links ?? []).length === 0 ? (
        <EmptyText>{t('possibleLinks.empty')}</EmptyText>
      ) : null}
      {(links ?? []).map((link) => (
        <PossibleLinkEntry
          key={`${link.politician.id}:${link.company.cnpj}`}
          link={link}
          show={show}
          onDismiss={admin ? () => setConfirming(link) : undefined}
        />
      ))}
      {hasMore ? (
        <Text size="sm" c="dimmed">
          {t('possibleLinks.more', { count: links?.length ?? 0 })}
        </Text>
      ) : null}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('possibleLinks.confirmTitle')}
        centered
      >
        {confirming ? (
          <Stack>
            <Text size="sm">
              {t(everyone ? 'possibleLinks.confirmText' : 'possibleLinks.confirmTextCustomer', {
                politician: confirming.politician.name,
                company: confirming.company.name,
                customer: customerName,
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('possibleLinks.cancel')}
              </Button>
              <Button color="red" loading={dismiss.isPending} onClick={() => confirm(confirming)}>
                {t('possibleLinks.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function PossibleLinkEntry({
  link,
  show,
  onDismiss,
}: {
  link: PossibleLink;
  show: 'company' | 'politician';
  onDismiss: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { politician, company, evidence, partner } = link;
  const name = show === 'company' ? company.name : politician.name;
  const politicianSummary = [politician.office, politician.party, politician.year]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" color="orange" leftSection={<IconLink size={12} />}>
            {t('possibleLinks.badge')}
          </Badge>
          <Badge variant="outline" color={link.confidence === 'alta' ? 'teal' : 'gray'}>
            {t(`possibleLinks.confidence.${link.confidence}`)}
          </Badge>
        </Group>
        {show === 'company' ? (
          <Text fw={600}>
            <Anchor component={Link} to={paths.companies.detail.getHref(company.cnpj)}>
              {company.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {formatCnpj(company.cnpj)}
              {company.uf ? ` · ${company.uf}` : ''}
            </Text>
          </Text>
        ) : (
          <Text fw={600}>
            <Anchor component={Link} to={paths.politicians.detail.getHref(politician.id)}>
              {politician.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {politicianSummary}
            </Text>
          </Text>
        )}
        <Text size="sm">
          {t('possibleLinks.evidence.name')}: {evidence.name} · {t('possibleLinks.evidence.uf')}:{' '}
          {evidence.uf}
          {evidence.cpf_digits
            ? ` · ${t('possibleLinks.evidence.cpfDigits')}: ${evidence.cpf_digits}`
            : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {t('possibleLinks.partner', { name: partner.name })}
          {partner.document ? ` (${partner.document})` : ''}
        </Text>
        <Group gap="md">
          <Anchor
            component={Link}
            size="sm"
            to={paths.corporateConnections.getHref({
              name: partner.name,
              document: partner.document ?? undefined,
            })}
            aria-label={t('possibleLinks.viewConnectionsOf', { name: partner.name })}
          >
            {t('possibleLinks.viewConnections')}
          </Anchor>
          {onDismiss ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDismiss}
              aria-label={t('possibleLinks.dismissOf', { name })}
            >
              {t('possibleLinks.dismiss')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
