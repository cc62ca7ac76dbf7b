import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { MinimalShell } from '../components/minimal-shell.tsx';
import { failedLocationOf } from '../lib/failed-location.ts';
import { paths } from '../lib/paths.ts';
import { isSignedIn } from '../lib/session/session-state.ts';
import { useSession } from '../lib/session/use-session.ts';
import { AppShell } from './shell/app-layout.tsx';

/**
 * /error/error-v1, where unknown paths (and screens not built yet) end. A signed-in user keeps
 * the application shell; anyone else gets the logo. 'Atualizar Página' loads the page that
 * failed again, or the start page when the error page was opened directly.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const session = useSession();
  const failed = failedLocationOf(useLocation().state);
  const content = (
    <>
      <title>{t('shell.productName')}</title>
      <ErrorFallback retryHref={failed ?? paths.home.getHref()} />
    </>
  );
  return isSignedIn(session) ? (
    <AppShell>{content}</AppShell>
  ) : (
    <MinimalShell>{content}</MinimalShell>
  );
}
