import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type TermsSection } from '../../lib/paths.ts';

const LINKS: readonly { key: 'privacy' | 'legal' | 'contact'; section: TermsSection }[] = [
  { key: 'privacy', section: 'privacidade' },
  { key: 'legal', section: 'legal' },
  { key: 'contact', section: 'contato' },
];

export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="lg"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" c="dimmed">
        {t('shell.footer.copyright', { year })} {t('shell.footer.rights')}
      </Text>
      <Group gap="md">
        {LINKS.map((link) => (
          <Anchor
            key={link.key}
            component={Link}
            to={paths.terms.getHref(link.section)}
            size="sm"
            c="dimmed"
          >
            {t(`shell.footer.${link.key}`)}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
