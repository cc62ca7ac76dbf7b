import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '../lib/layout.ts';
import { HomeLink } from './home-link.tsx';
import { ProductLogo } from './product-logo.tsx';

/** The frame of a screen shown without the application shell: the logo, leading home. */
export function MinimalShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        h={HEADER_HEIGHT_PX}
        px="lg"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <HomeLink
          aria-label={t('shell.homeLink', { name: t('shell.productName') })}
          underline="never"
        >
          <ProductLogo size={32} />
        </HomeLink>
      </Group>
      <Box component="main" style={{ flex: 1 }} py="lg">
        {children}
      </Box>
    </Box>
  );
}
