import { useState } from 'react';
import { useFavouriteDish } from '../api/favourite-dish';
import { useI18n } from './i18n';
import styles from './favourite-button.module.css';

interface FavouriteButtonProps {
  dishId: number;
  favourite: boolean;
  /** On a card the heart sits over the picture; on the dish page, in its row of actions. */
  placement: 'card' | 'page';
}

/** A filled heart when hearted, an outline otherwise. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The cook's heart on a dish: pressed when it is one of their favourites. It changes at once;
 * when the server refuses, it goes back and says so.
 */
export function FavouriteButton({ dishId, favourite, placement }: FavouriteButtonProps) {
  const { i18n } = useI18n();
  const mutation = useFavouriteDish();
  const [failed, setFailed] = useState(false);
  const label = favourite ? i18n._('dishes.library.favourite.remove') : i18n._('dishes.library.favourite.add');

  function toggle() {
    setFailed(false);
    mutation.mutate({ dishId, favourite: !favourite }, { onError: () => setFailed(true) });
  }

  return (
    <span className={`${styles.favourite} ${styles[placement]}`}>
      <button type="button" className={styles.button} aria-pressed={favourite} aria-label={label} title={label} onClick={toggle}>
        <Heart filled={favourite} />
      </button>
      {failed ? (
        <span className={styles.error} role="alert">
          {i18n._('dishes.library.favourite.failed')}
        </span>
      ) : null}
    </span>
  );
}
