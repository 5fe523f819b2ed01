import { useI18n } from '../../i18n';
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
  const { i18n } = useI18n();
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
            <Button variant="ghost" iconOnly aria-label={i18n._('ui.dialog.close')} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

interface DialogButtonsProps {
  onCancel: () => void;
  /** While the dialog's work is on its way, Cancel waits for it. */
  cancelDisabled?: boolean;
  /** What the dialog does: its submit button, and any other. */
  children: ReactNode;
}

/** A dialog's last row, on the right: Cancel, then what the dialog does. */
export function DialogButtons({ onCancel, cancelDisabled = false, children }: DialogButtonsProps) {
  const { i18n } = useI18n();
  return (
    <div className={styles.buttons}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {i18n._('ui.dialog.cancel')}
      </Button>
      {children}
    </div>
  );
}
