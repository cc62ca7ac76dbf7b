import { Box, Container } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { ErrorFallback } from '../../components/error-fallback.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { PageTransition } from './page-transition.tsx';

// Most users accepted the terms long ago: the modal's code loads only when it is due.
const TermsModal = lazy(async () => ({
  default: (await import('../../features/auth/components/terms-modal.tsx')).TermsModal,
}));

/** The shell around the route's page. */
export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/**
 * A page that failed to load or render: the fallback takes the page's place in the shell, so
 * the menu still leads elsewhere. An error of the shell itself reaches the root boundary.
 */
export function ShellErrorBoundary() {
  const error = useRouteError();
  // Keeps the cause visible in the browser console; the screen only shows the fallback.
  console.error(error);
  return (
    <AppShell>
      <ErrorFallback />
    </AppShell>
  );
}

/**
 * The application shell: header, the page, footer, and the terms modal when it is due. Until
 * the terms are accepted the page is not rendered: the API refuses its calls anyway.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, terms } = useSession();
  const banner = user?.customer?.background_banner;

  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        // The customer's whitelabel banner becomes the page background (spec 3 §4), in place
        // of the default grey (one property: a `bg` style prop would win over `style`).
        background: banner
          ? `url("${encodeURI(banner)}") center / cover fixed no-repeat`
          : 'var(--mantine-color-gray-0)',
      }}
    >
      <AppHeader />
      <Box component="main" style={{ flex: 1 }} py="lg">
        <Container size="xl">
          {terms ? <PageTransition>{children}</PageTransition> : null}
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
