import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductLogo } from '../../../components/product-logo.tsx';

interface AuthLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The sign-in screens: the product beside a card holding the form. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Stack
        visibleFrom="md"
        justify="center"
        p={64}
        gap="lg"
        bg="brand.7"
        c="white"
        style={{ backgroundImage: 'linear-gradient(160deg, #1c5fa8 0%, #003f87 100%)' }}
      >
        <Box bg="white" p="sm" w="fit-content" style={{ borderRadius: 12 }}>
          <ProductLogo size={40} />
        </Box>
        <Title order={2} c="white" maw={460}>
          {t('auth.brandPanel.title')}
        </Title>
        <Text size="lg" maw={460} c="brand.0">
          {t('auth.brandPanel.description')}
        </Text>
      </Stack>
      <Stack justify="center" align="center" p="md" bg="gray.0">
        <Box hiddenFrom="md" mb="md">
          <ProductLogo size={40} />
        </Box>
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {description ? <Text c="dimmed">{description}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
