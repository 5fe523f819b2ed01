import { ButtonLink } from '../../../components/ui/button';
import styles from './my-hearths.module.css';

/** Profile, "My Hearths". The list of hearths arrives with the hearths feature; until then it is empty. */
export function MyHearths() {
  return (
    <section className={styles.section} aria-labelledby="my-hearths-title">
      <h2 id="my-hearths-title">My Hearths</h2>
      <div className={styles.empty}>
        <p>You don&apos;t have any hearths yet.</p>
        <ButtonLink to="/meal-prep">Create New Hearth</ButtonLink>
      </div>
    </section>
  );
}
