import type { Hearth } from '@hearth/shared/hearths';
import { useI18n } from '../i18n';
import { useHearthDates } from './date-range';
import styles from './hearths.module.css';

export function HearthHeader({ hearth }: { hearth: Hearth }) {
  const { i18n } = useI18n();
  const dates = useHearthDates();
  return (
    <header className={styles.header}>
      <h1 translate="no">{hearth.name}</h1>
      <p>
        {dates.range(hearth.schedule_data.startDate, hearth.schedule_data.endDate)} ·{' '}
        {i18n._('hearths.header.youAre', { role: hearth.role })}
      </p>
    </header>
  );
}
