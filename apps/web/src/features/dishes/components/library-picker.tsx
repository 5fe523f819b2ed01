import { controlClassName } from '../../../components/ui/field';
import styles from './dish-list.module.css';

/** "My dishes" or one hearth's cookbook: which dishes the list shows. */
export function LibraryPicker({
  hearths,
  hearthId,
  onChange,
}: {
  hearths: ReadonlyArray<{ hearth_id: number; name: string }>;
  hearthId: number | null;
  onChange: (hearthId: number | null) => void;
}) {
  if (hearths.length === 0) return null;
  return (
    <label className={styles.picker}>
      <span>Show</span>
      <select
        className={controlClassName}
        value={hearthId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">My dishes</option>
        {hearths.map((hearth) => (
          <option key={hearth.hearth_id} value={hearth.hearth_id}>
            {hearth.name} cookbook
          </option>
        ))}
      </select>
    </label>
  );
}
