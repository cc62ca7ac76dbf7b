import { Box } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  height: number | string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A map that cannot load (no WebGL, a chunk that failed) leaves an empty map area,
 * never a broken page (spec 1 §8, 'map load failure gives an empty map').
 */
export class MapErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box
        h={this.props.height}
        bg="gray.1"
        data-testid="map-unavailable"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  }
}
