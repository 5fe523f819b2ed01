import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Overrides the 500px default. */
  maxWidth?: number;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the control that opened it, which no hand-written trap does as well.
 */
export function Dialog({ open, title, onClose, children, maxWidth }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      style={maxWidth ? { maxWidth } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <Button variant="ghost" iconOnly aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
