import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** A stand-in for the browser's navigator.wakeLock that records what the page asked of it. */
function standInWakeLock({ refuse = false } = {}) {
  const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = [];
  const request = vi.fn(async (type: string) => {
    if (refuse) throw new DOMException('Battery saver is on', 'NotAllowedError');
    expect(type).toBe('screen');
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('asks for a screen wake lock on mount and releases it on unmount', async () => {
    const { request, sentinels } = standInWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));
    expect(request).toHaveBeenCalledTimes(1);
    unmount();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('asks again when the tab comes back after the browser dropped the lock', async () => {
    const { request, sentinels } = standInWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));

    // Hiding the tab releases the lock; the browser does that, not the page.
    sentinels[0]!.released = true;
    act(() => setVisibility('hidden'));
    expect(request).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('does not ask twice while it holds the lock', async () => {
    const { request } = standInWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));
    act(() => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says the lock was refused when the browser says no', async () => {
    standInWakeLock({ refuse: true });
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('refused'));
  });

  it('says the browser has no wake lock', () => {
    expect('wakeLock' in navigator).toBe(false);
    const { result } = renderHook(() => useWakeLock());
    expect(result.current).toBe('unsupported');
  });
});
