import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { PageTransition } from './page-transition.tsx';

// Most users accepted the terms long ago: the modal's code loads only when it is due.
const TermsModal = lazy(async () => ({
  default: (await import('../../features/auth/components/terms-modal.tsx')).TermsModal,
}));

/**
 * The application shell: header, the page, footer, and the terms modal when it is due. Until
 * the terms are accepted the page is not rendered: the API refuses its calls anyway.
 */
export function AppLayout() {
  const { user, terms } = useSession();
  const banner = user?.customer?.background_banner;

  return (
    <Box
      mih="100vh"
      bg="gray.0"
      style={{
        display: 'flex',
        flexDirection: 'column',
        // The customer's whitelabel banner becomes the page background.
        ...(banner
          ? { background: `url("${encodeURI(banner)}") center / cover fixed no-repeat` }
          : {}),
      }}
    >
      <AppHeader />
      <Box component="main" style={{ flex: 1 }} py="lg">
        <Container size="xl">
          {terms ? (
            <PageTransition>
              <Outlet />
            </PageTransition>
          ) : null}
        </Container>
      </Box>
      <AppFooter />
      {terms ? null : (
        <Suspense fallback={null}>
          <TermsModal />
        </Suspense>
      )}
    </Box>
  );
}
