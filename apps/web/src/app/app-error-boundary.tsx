import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { MinimalShell } from '../components/minimal-shell.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  hasError: boolean;
}

/** Last line of defence for render errors outside the router's own boundaries. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Keeps the cause visible in the browser console; the screen only shows the fallback.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? (
      <MinimalShell>
        <ErrorFallback />
      </MinimalShell>
    ) : (
      this.props.children
    );
  }
}
