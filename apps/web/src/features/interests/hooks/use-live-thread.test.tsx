// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { setNotificationStreamOpen } from '../../../lib/notification-events.ts';
import { THREAD_POLL_MS, useLiveThread } from './use-live-thread.ts';

afterEach(() => {
  cleanup();
  setNotificationStreamOpen(false);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('useLiveThread', () => {
  it('polls only while the notification stream is closed', () => {
    const { result } = renderHook(() => useLiveThread(41), { wrapper });
    expect(result.current).toBe(THREAD_POLL_MS);
    act(() => setNotificationStreamOpen(true));
    expect(result.current).toBe(false);
    act(() => setNotificationStreamOpen(false));
    expect(result.current).toBe(THREAD_POLL_MS);
  });

  it('does not poll when the stream was already open', () => {
    setNotificationStreamOpen(true);
    const { result } = renderHook(() => useLiveThread(41), { wrapper });
    expect(result.current).toBe(false);
  });
});
