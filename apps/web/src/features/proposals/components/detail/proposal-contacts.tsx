import { Anchor, Divider, SimpleGrid, Stack } from '@mantine/core';
import { formatPhone } from '@oportuna/domain/formatting';
import type { Proposal } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';

type Contact = Proposal['contacts'][number];

function ContactFacts({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  // The API names the site linkedin as well; spec 1 §3 shows it as Site.
  const site = contact.linkedin || contact.site;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <Fact label={t('proposals.detail.contact.name')}>{contact.name || notInformed}</Fact>
      <Fact label={t('proposals.detail.contact.responsibility')}>
        {contact.responsibility || notInformed}
      </Fact>
      <Fact label={t('proposals.detail.contact.email')}>
        {contact.email ? (
          <Anchor href={`mailto:${contact.email}`} size="sm">
            {contact.email}
          </Anchor>
        ) : (
          notInformed
        )}
      </Fact>
      <Fact label={t('proposals.detail.contact.phone')}>
        {contact.phone ? formatPhone(contact.phone) : notInformed}
      </Fact>
      <Fact label={t('proposals.detail.contact.cellPhone')}>
        {contact.cell_phone ? formatPhone(contact.cell_phone) : notInformed}
      </Fact>
      <Fact label={t('proposals.detail.contact.site')}>
        {site ? (
          <Anchor href={site} target="_blank" rel="noopener noreferrer" size="sm">
            {site}
          </Anchor>
        ) : (
          notInformed
        )}
      </Fact>
    </SimpleGrid>
  );
}

export function ProposalContacts({ contacts }: { contacts: readonly Contact[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('proposals.detail.contacts')}>
      {contacts.length === 0 ? (
        <EmptyText>{t('common.notInformed')}</EmptyText>
      ) : (
        <Stack gap="md">
          {contacts.map((contact, index) => (
            <Stack key={contact.id} gap="md">
              {index > 0 ? <Divider /> : null}
              <ContactFacts contact={contact} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
