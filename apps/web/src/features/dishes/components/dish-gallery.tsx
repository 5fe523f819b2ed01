import type { Dish } from '@hearth/shared/dishes';
import { useI18n } from '../i18n';
import styles from './dish-gallery.module.css';

/**
 * The dish's whole gallery under its header (which shows the cover), the cover marked, when it
 * has more than the cover. Loaded lazily; left out of the printed page.
 */
export function DishGallery({ dish }: { dish: Pick<Dish, 'dishName' | 'imageUrl' | 'pictures'> }) {
  const { i18n } = useI18n();
  const pictures = dish.pictures ?? [];
  if (pictures.length < 2 && pictures.every((picture) => picture === dish.imageUrl)) return null;
  return (
    <section className={styles.gallery} aria-label={i18n._('dishes.detail.pictures')}>
      <ul className={styles.strip}>
        {pictures.map((picture, index) => (
          <li key={picture}>
            <img
              src={picture}
              alt={i18n._('dishes.detail.pictureNumber', { number: index + 1, dish: dish.dishName })}
              loading="lazy"
              aria-current={picture === dish.imageUrl ? 'true' : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
