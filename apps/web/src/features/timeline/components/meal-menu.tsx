import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import styles from './meal-menu.module.css';

export interface MealMenuItem {
  label: string;
  onSelect: () => void;
}

/**
 * A meal's menu ("Move to...", and for a repeating meal the "all following" changes): a
 * disclosure button and a list of buttons, reached by Tab like everything else. Escape or a
 * click elsewhere closes it; choosing an item closes it and hands focus back.
 */
interface MealMenuProps {
  label: string;
  items: MealMenuItem[];
  /** Controls that live in the menu on a phone (the status choice, "Add to shopping list"); they leave it open. */
  extra?: ReactNode;
}

export function MealMenu({ label, items, extra }: MealMenuProps) {
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('button, select')?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName({ variant: 'ghost', iconOnly: true })}
        aria-label={i18n._('timeline.menu.moreActions', { meal: label })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul ref={listRef} id={listId} className={styles.menuList}>
          {extra ? <li className={styles.menuExtra}>{extra}</li> : null}
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  buttonRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
