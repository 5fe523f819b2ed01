import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Key extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<TabItem<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * The WAI-ARIA tabs pattern: a tablist of buttons (only the selected one in the Tab order;
 * arrow keys, Home and End move between them and select), each controlling its tabpanel.
 * Only the selected panel is rendered.
 */
export function Tabs<Key extends string>({ label, tabs, selected, onSelect }: TabsProps<Key>) {
  const base = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${base}-tab-${key}`;
  const panelId = (key: Key) => `${base}-panel-${key}`;

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = tabs[target]!.key;
    onSelect(key);
    buttons.current.get(key)?.focus();
  }

  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const active = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)} tabIndex={0} className={styles.panel}>
        {current.panel}
      </div>
    </div>
  );
}
