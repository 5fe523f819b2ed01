import { useEffect, useState } from 'react';

/** 'unsupported': the browser has no Screen Wake Lock; 'refused': it said no (battery saver, a hidden tab). */
export type WakeLockStatus = 'pending' | 'active' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while the component is mounted, through the Screen Wake Lock API. The
 * browser drops the lock whenever the tab is hidden, so it is asked for again each time the
 * page becomes visible; it is released on unmount.
 */
export function useWakeLock(): WakeLockStatus {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator && Boolean(navigator.wakeLock);
  const [status, setStatus] = useState<WakeLockStatus>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let unmounted = false;

    async function acquire() {
      if (sentinel && !sentinel.released) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (unmounted) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus('active');
      } catch {
        if (!unmounted) setStatus('refused');
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void acquire();
    }

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [supported]);

  return status;
}
