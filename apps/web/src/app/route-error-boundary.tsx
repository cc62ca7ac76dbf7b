import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';

/** Errors thrown while loading or rendering a route (including a lazy chunk that fails). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // Keeps the cause visible in the browser console; the screen only shows the fallback.
  console.error(error);
  return <ErrorFallback />;
}
