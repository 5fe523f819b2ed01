import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';
import styles from './drawer.module.css';

interface DrawerProps {
  id?: string;
  open: boolean;
  label: string;
  heading: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A side panel over a dimmed backdrop. Clicking the backdrop, Escape or the close button closes it. */
export function Drawer({ id, open, label, heading, onClose, children }: DrawerProps) {
  const { i18n } = useI18n();
  const ref = useModalDialog(open);

  return (
    <dialog
      id={id}
      ref={ref}
      className={styles.drawer}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.backdrop} data-testid="drawer-backdrop" aria-hidden="true" onClick={onClose} />
          <div className={styles.panel}>
            <div className={styles.header}>
              {heading}
              <Button variant="ghost" iconOnly aria-label={i18n._('ui.drawer.close')} onClick={onClose}>
                <span aria-hidden="true">✕</span>
              </Button>
            </div>
            {children}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
