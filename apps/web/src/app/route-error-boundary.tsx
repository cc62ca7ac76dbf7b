import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { MinimalShell } from '../components/minimal-shell.tsx';

/**
 * Errors thrown while loading or rendering a route that no nearer boundary caught (the shell's
 * own code included): the fallback under the logo, which leads home.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // Keeps the cause visible in the browser console; the screen only shows the fallback.
  console.error(error);
  return (
    <MinimalShell>
      <ErrorFallback />
    </MinimalShell>
  );
}
