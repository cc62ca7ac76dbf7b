import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { formatPhone } from '@oportuna/domain/formatting';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import { notInformed } from '../../../../lib/format-number.ts';
import { companyAddress, companyPhones } from '../../lib/company-address.ts';

/** 'Contatos': the registry's e-mail, phones (tel:+55…) and address. */
export function CompanyContacts({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const phones = companyPhones(company);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Fact label={t('companies.detail.email')}>
        {company.email ? (
          <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
        ) : (
          notInformed()
        )}
      </Fact>
      <Fact label={t('companies.detail.phone')}>
        {phones.length > 0 ? (
          <Stack gap={0}>
            {phones.map((phone) => (
              <Anchor key={phone.href} href={phone.href}>
                {phone.label}
              </Anchor>
            ))}
          </Stack>
        ) : (
          notInformed()
        )}
      </Fact>
      <Fact label={t('companies.detail.address')}>{companyAddress(company) || notInformed()}</Fact>
    </SimpleGrid>
  );
}

/** 'Contatos da Empresa': the contacts the product keeps about the company. */
export function CompanyContactList({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const contacts = company.info.contacts;
  if (contacts.length === 0)
    return <EmptyText>{t('companies.detail.noCompanyContacts')}</EmptyText>;
  return (
    <Stack gap="md">
      {contacts.map((contact) => {
        const mobiles = [contact.mobile_phone, contact.mobile_phone_2].filter(
          (phone): phone is string => Boolean(phone),
        );
        return (
          <SimpleGrid key={contact.id} cols={{ base: 1, sm: 3 }}>
            <Fact label={t('companies.edit.contact.name')}>
              {contact.name || notInformed()}
              {contact.responsibility ? (
                <Text size="xs" c="dimmed">
                  {contact.responsibility}
                </Text>
              ) : null}
            </Fact>
            <Fact label={t('companies.edit.contact.email')}>
              {contact.email ? (
                <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              ) : (
                notInformed()
              )}
            </Fact>
            <Fact label={t('companies.edit.contact.phone')}>
              {[contact.phone, ...mobiles].filter(Boolean).length > 0 ? (
                <Stack gap={0}>
                  {[contact.phone, ...mobiles]
                    .filter((phone): phone is string => Boolean(phone))
                    .map((phone) => (
                      <Anchor key={phone} href={`tel:+55${phone}`}>
                        {formatPhone(phone)}
                      </Anchor>
                    ))}
                </Stack>
              ) : (
                notInformed()
              )}
            </Fact>
            {contact.site || contact.linkedin ? (
              <Fact label={t('companies.edit.contact.site')}>
                <Stack gap={0}>
                  {[contact.site, contact.linkedin]
                    .filter((link): link is string => Boolean(link))
                    .map((link) => (
                      <Anchor key={link} href={link} target="_blank" rel="noopener noreferrer">
                        {link}
                      </Anchor>
                    ))}
                </Stack>
              </Fact>
            ) : null}
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
