import type { Hearth } from '@hearth/shared/hearths';
import { formatDateRange } from './date-range';
import styles from './hearths.module.css';

export function HearthHeader({ hearth }: { hearth: Hearth }) {
  return (
    <header className={styles.header}>
      <h1>{hearth.name}</h1>
      <p>
        {formatDateRange(hearth.schedule_data.startDate, hearth.schedule_data.endDate)} · You are{' '}
        {hearth.role === 'owner' ? 'an owner' : `a ${hearth.role}`}
      </p>
    </header>
  );
}
