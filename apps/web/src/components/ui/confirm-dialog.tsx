import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

// The dialog is fetched when first asked for: the screens that may ask show sooner without it.
const ConfirmDialogBox = lazy(() => import('./confirm-dialog-box'));

export interface ConfirmOptions {
  title: string;
  /** The question, as the person reads it. */
  question: string;
  /** The button that goes ahead ("Delete"). */
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}

/**
 * The app's own "are you sure?": a dialog in the app's look, on every browser and phone alike,
 * where the browser's confirm() is a grey box some browsers let a page suppress. `confirm`
 * resolves true when the person goes ahead; render `dialog` where the screen is.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [asking, setAsking] = useState<{ options: ConfirmOptions; resolve: (yes: boolean) => void } | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setAsking({ options, resolve })), []);
  const dialog = asking ? (
    <Suspense fallback={null}>
      <ConfirmDialogBox
        {...asking.options}
        onAnswer={(yes) => {
          asking.resolve(yes);
          setAsking(null);
        }}
      />
    </Suspense>
  ) : null;
  return [confirm, dialog];
}
