import { Link } from 'react-router';
import type { ProposalSlot } from '@hearth/shared/planner';
import { Button } from '../../../components/ui/button';
import type { useFormat } from '../../../lib/i18n/format';
import { mealTypeText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';
import { reasonText } from './reason-text';
import styles from './planner.module.css';

export const slotKey = (slot: { date: string; meal_type: string }) => `${slot.date} ${slot.meal_type}`;

interface ProposalDaysProps {
  slots: ProposalSlot[];
  /** The slots the cook locked, by slotKey. */
  locked: ReadonlySet<string>;
  /** The slot being swapped, by slotKey. */
  swapping: string | null;
  busy: boolean;
  onSwap: (slot: ProposalSlot) => void;
  onToggleLock: (slot: ProposalSlot) => void;
  format: ReturnType<typeof useFormat>;
}

/** The proposal day by day: each slot's meal, dish, why it was picked, and Swap and Lock. */
export function ProposalDays({ slots, locked, swapping, busy, onSwap, onToggleLock, format }: ProposalDaysProps) {
  const { i18n } = useI18n();
  const dates = [...new Set(slots.map((slot) => slot.date))];
  return (
    <ol className={styles.days}>
      {dates.map((date) => (
        <li key={date} className={styles.day}>
          <h3 className={styles.dayHeading}>{format.longDate(date)}</h3>
          <ul className={styles.slots}>
            {slots
              .filter((slot) => slot.date === date)
              .map((slot) => {
                const key = slotKey(slot);
                const isLocked = locked.has(key);
                const meal = mealTypeText(i18n, slot.meal_type);
                return (
                  <li key={key} className={`${styles.slot} ${isLocked ? styles.lockedSlot : ''}`} data-testid="proposal-slot">
                    <div className={styles.slotHead}>
                      <span className={styles.mealType}>{meal}</span>
                      {isLocked ? <span className={styles.muted}>{i18n._('planner.slot.lockedTag')}</span> : null}
                    </div>
                    <Link className={styles.dishName} to={`/dishes/${slot.dish.id}`}>
                      {slot.dish.dishName}
                    </Link>
                    {slot.reasons.length > 0 && slot.reasons[0]!.code !== 'locked' ? (
                      <ul className={styles.reasons}>
                        {slot.reasons.map((reason) => (
                          <li key={reason.code + JSON.stringify(reason)}>{reasonText(i18n, format, reason)}</li>
                        ))}
                      </ul>
                    ) : null}
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        disabled={busy || isLocked}
                        aria-label={i18n._('planner.slot.swapLabel', { meal, day: format.longDate(date) })}
                        onClick={() => onSwap(slot)}
                      >
                        {swapping === key ? i18n._('planner.slot.swapping') : i18n._('planner.slot.swap')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={
                          isLocked
                            ? i18n._('planner.slot.unlockLabel', { meal, day: format.longDate(date) })
                            : i18n._('planner.slot.lockLabel', { meal, day: format.longDate(date) })
                        }
                        onClick={() => onToggleLock(slot)}
                      >
                        {isLocked ? i18n._('planner.slot.unlock') : i18n._('planner.slot.lock')}
                      </Button>
                    </div>
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
