import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { SessionGate } from './session-gate.tsx';

export function App() {
  return (
    <AppProviders>
      <SessionGate>
        <AppRouter />
      </SessionGate>
    </AppProviders>
  );
}
