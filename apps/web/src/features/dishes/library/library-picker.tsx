import { controlClassName } from '../../../components/ui/field';
import { useI18n } from './i18n';
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
  const { i18n } = useI18n();
  if (hearths.length === 0) return null;
  return (
    <label className={styles.picker}>
      <span>{i18n._('dishes.library.picker.show')}</span>
      <select
        className={controlClassName}
        value={hearthId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{i18n._('dishes.library.picker.mine')}</option>
        {hearths.map((hearth) => (
          <option key={hearth.hearth_id} value={hearth.hearth_id}>
            {i18n._('dishes.library.picker.cookbook', { name: hearth.name })}
          </option>
        ))}
      </select>
    </label>
  );
}
