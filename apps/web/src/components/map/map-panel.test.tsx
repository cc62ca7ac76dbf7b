// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { MapPanel } from './map-panel.tsx';

// WebGL is out of reach here: the view shows the background it is given.
vi.mock('./map-view.tsx', () => ({
  MapView: ({ background }: { background: string }) => <p data-testid="map-bg">{background}</p>,
}));

afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

function signInWithMapColor(mapColor: string | null) {
  const user = aCurrentUser();
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({
    type: 'userLoaded',
    user: { ...user, customer: user.customer && { ...user.customer, map_color: mapColor } },
  });
}

describe('MapPanel background', () => {
  it("is the customer's map colour, set on the whitelabel page", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ map: {} }));
    signInWithMapColor('#0B1F3A');
    renderPage(<MapPanel points={[]} />);
    expect((await screen.findByTestId('map-bg')).textContent).toBe('#0B1F3A');
  });

  it('is #FFFFFF for a customer without one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ map: {} }));
    signInWithMapColor(null);
    renderPage(<MapPanel points={[]} />);
    expect((await screen.findByTestId('map-bg')).textContent?.toUpperCase()).toBe('#FFFFFF');
  });
});
