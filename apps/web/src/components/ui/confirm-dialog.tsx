import { type ReactNode, useCallback, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogButtons } from './dialog';

export interface ConfirmOptions {
  title: string;
  /** The question, as the person reads it. */
  question: string;
  /** The button that goes ahead ("Delete"). */
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}

function ConfirmDialog({ title, question, confirmLabel, danger = true, onAnswer }: ConfirmOptions & { onAnswer: (yes: boolean) => void }) {
  return (
    <Dialog open title={title} onClose={() => onAnswer(false)} maxWidth={420}>
      <p>{question}</p>
      <DialogButtons onCancel={() => onAnswer(false)}>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)} autoFocus>
          {confirmLabel}
        </Button>
      </DialogButtons>
    </Dialog>
  );
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
    <ConfirmDialog
      {...asking.options}
      onAnswer={(yes) => {
        asking.resolve(yes);
        setAsking(null);
      }}
    />
  ) : null;
  return [confirm, dialog];
}
