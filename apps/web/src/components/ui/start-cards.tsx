import type { ReactNode } from 'react';
import styles from './start-cards.module.css';

export interface StartCard {
  title: string;
  /** One line on what happens. */
  text: string;
  /** The way in: a button or a link (or two). */
  action: ReactNode;
}

/** A few ways to begin, side by side on a wide screen and stacked on a phone: for empty screens. */
export function StartCards({ label, cards }: { label: string; cards: StartCard[] }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h2 className={styles.title}>{card.title}</h2>
          <p className={styles.text}>{card.text}</p>
          <div className={styles.actions}>{card.action}</div>
        </li>
      ))}
    </ul>
  );
}
