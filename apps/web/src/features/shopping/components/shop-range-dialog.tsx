import { useState } from 'react';
import { shoppingLineAsShown } from '@hearth/shared/dish-view';
import { Link } from 'react-router';
import { isCalendarDate } from '@hearth/shared/meal-rules';
import type { MealPlanLine } from '@hearth/shared/shopping';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-session';
import { grocerySearchUrl, openPendingTab } from '../../../lib/pending-tab';
import { useInstacartConfigured } from '../../../lib/services';
import { useCreateShoppingList } from '../api/create-shopping-list';
import { useMealPlanList } from '../api/get-meal-plan-list';
import { shoppingMessages as messages } from '../messages';
import styles from './shop-range-dialog.module.css';

interface ShopRangeDialogProps {
  open: boolean;
  /** The first day of the range, today where the cook is. */
  today: string;
  hearthId?: number | undefined;
  onClose: () => void;
  /**
   * "Add to list": the range's meals go to a shopping list (supplied by the shopping-lists
   * feature), leaving off what the cook unticked. Answers the list's name and address.
   */
  onAddToList?: (range: RangeToAdd) => Promise<{ name: string; path: string }>;
}

export interface RangeToAdd {
  startDate: string;
  endDate: string;
  includeOptional: boolean;
  /** Items the cook unticked while reviewing. */
  exclude: string[];
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function ReviewList({ lines, unticked, onToggle }: { lines: MealPlanLine[]; unticked: Set<number>; onToggle: (index: number) => void }) {
  return (
    <ul className={styles.lines} aria-label="Shopping list">
      {lines.map((line, index) => (
        <li key={`${line.item}-${line.unit}`}>
          <label>
            <input type="checkbox" checked={!unticked.has(index)} onChange={() => onToggle(index)} />
            <span>
              {line.display_text}
              <span className={styles.for}>for {line.dishes.join(', ')}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function ShopRangeForm({ today, hearthId, onClose, onAddToList }: Omit<ShopRangeDialogProps, 'open'>) {
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 6));
  const [includeOptional, setIncludeOptional] = useState(false);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [fallbackUsed, setFallbackUsed] = useState(false);
  const validRange = isCalendarDate(startDate) && isCalendarDate(endDate) && startDate <= endDate;
  const list = useMealPlanList({ startDate, endDate, includeOptional, hearthId }, { enabled: validRange });
  const sendList = useCreateShoppingList();
  const instacart = useInstacartConfigured();
  // In the cook's units ("Show quantities in"), and sent to Instacart as shown.
  const units = useSession().data?.units ?? 'as-written';
  const lines = list.data?.lines.map((line) => shoppingLineAsShown(line, units));
  const [adding, setAdding] = useState(false);
  const [addedTo, setAddedTo] = useState<{ name: string; path: string } | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

  function changeRange(update: () => void) {
    update();
    setUnticked(new Set());
    setAddedTo(null);
  }

  async function addToList() {
    if (!onAddToList || !list.data || chosen.length === 0) return;
    setAdding(true);
    setAddError(null);
    try {
      const exclude = list.data.lines.filter((_, index) => unticked.has(index)).map((line) => line.item);
      setAddedTo(await onAddToList({ startDate, endDate, includeOptional, exclude }));
    } catch (error) {
      setAddError(errorMessage(error, 'Failed to add to the shopping list. Please try again.'));
    } finally {
      setAdding(false);
    }
  }

  function toggle(index: number) {
    setAddedTo(null);
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  const chosen = lines?.filter((_, index) => !unticked.has(index)) ?? [];

  function send() {
    if (!list.data || chosen.length === 0) return;
    const tab = openPendingTab();
    setFallbackUsed(false);
    sendList.mutate(
      { title: list.data.title, items: chosen.map(({ item, quantity, unit }) => ({ item, quantity, unit })) },
      {
        onSuccess: ({ products_link_url: url }) => {
          tab.go(url);
          onClose();
        },
        onError: (error) => {
          console.error('Failed to create the shopping list; opening a grocery search instead.', error);
          tab.go(grocerySearchUrl(chosen[0]!.item));
          setFallbackUsed(true);
        },
      },
    );
  }

  return (
    <div>
      <div className={styles.range}>
        <TextField label="From" type="date" value={startDate} onChange={(event) => changeRange(() => setStartDate(event.target.value))} />
        <TextField label="To" type="date" value={endDate} onChange={(event) => changeRange(() => setEndDate(event.target.value))} />
      </div>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={includeOptional}
          onChange={(event) => changeRange(() => setIncludeOptional(event.target.checked))}
        />
        Include optional ingredients
      </label>

      {fallbackUsed ? (
        <Alert>
          {errorMessage(sendList.error, 'Instacart could not take the list.')} We opened a grocery search instead; your list is still here.
        </Alert>
      ) : null}

      {!validRange ? (
        <Alert>Choose a start date on or before the end date.</Alert>
      ) : list.isPending ? (
        <StatusMessage>Gathering ingredients...</StatusMessage>
      ) : list.isError ? (
        <Alert>{errorMessage(list.error, 'Failed to gather the ingredients. Please try again.')}</Alert>
      ) : list.data.lines.length === 0 ? (
        <StatusMessage>No planned meals with ingredients in these dates.</StatusMessage>
      ) : (
        <>
          <p className={styles.summary}>
            {list.data.mealCount} {list.data.mealCount === 1 ? 'meal' : 'meals'}, {chosen.length} of {list.data.lines.length} items ticked.
            Untick what is already in your pantry.
          </p>
          <ReviewList lines={lines ?? []} unticked={unticked} onToggle={toggle} />
        </>
      )}

      {addError ? <Alert>{addError}</Alert> : null}
      {addedTo ? (
        <p className={styles.added} role="status">
          Added to {addedTo.name}. <Link to={addedTo.path}>Open the list</Link>
        </p>
      ) : null}
      <DialogButtons onCancel={onClose}>
        {/* The shopping list is the main way; Instacart, where it is set up, the other. */}
        {instacart ? (
          <PendingButton
            variant="secondary"
            onClick={send}
            pending={sendList.isPending}
            pendingLabel={messages.sending}
            disabled={chosen.length === 0}
          >
            {messages.sendToInstacart}
          </PendingButton>
        ) : null}
        {onAddToList ? (
          <PendingButton
            onClick={() => void addToList()}
            pending={adding}
            pendingLabel="Adding..."
            disabled={chosen.length === 0 || addedTo !== null}
          >
            {messages.addToShoppingList}
          </PendingButton>
        ) : null}
      </DialogButtons>
    </div>
  );
}

/** Beyond the spec: one Instacart list for every meal planned over a range of days. */
export function ShopRangeDialog({ open, onClose, ...form }: ShopRangeDialogProps) {
  return (
    <Dialog open={open} title="Shop for your meals" onClose={onClose} maxWidth={560}>
      <ShopRangeForm onClose={onClose} {...form} />
    </Dialog>
  );
}
