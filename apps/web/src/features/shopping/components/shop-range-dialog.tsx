import { useState } from 'react';
import { shoppingLineAsShown } from '@hearth/shared/dish-view';
import { Link } from 'react-router';
import { isCalendarDate } from '@hearth/shared/meal-rules';
import { addDays } from '@hearth/shared/calendar-dates';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { useFormat } from '../../../lib/i18n/format';
import { RichText } from '../../../lib/i18n/rich-text';
import { useSession } from '../../../lib/auth/get-session';
import { grocerySearchUrl, openPendingTab } from '../../../lib/pending-tab';
import { useInstacartConfigured } from '../../../lib/services';
import { useCreateShoppingList } from '../api/create-shopping-list';
import { useMealPlanList } from '../api/get-meal-plan-list';
import { useI18n } from '../i18n';
import styles from './shop-range-dialog.module.css';
import { OnListNote, ReviewList, StapleList } from './week-review-parts';

interface ShopRangeDialogProps {
  open: boolean;
  /** Today where the cook is: the range opens on the week around it, from the language's first day. */
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
  /** Pantry staples the cook chose to add anyway. */
  addStaples: string[];
}

function toggled(current: Set<number>, index: number): Set<number> {
  const next = new Set(current);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

function ShopRangeForm({ today, hearthId, onClose, onAddToList }: Omit<ShopRangeDialogProps, 'open'>) {
  const { i18n } = useI18n();
  const format = useFormat();
  // The week as the cook's language counts it (Monday in most of Europe, Sunday in the US,
  // Saturday in Arabic): its days already cooked add nothing, the review counts planned meals only.
  const [startDate, setStartDate] = useState(() => format.startOfWeek(today));
  const [endDate, setEndDate] = useState(() => addDays(format.startOfWeek(today), 6));
  const [includeOptional, setIncludeOptional] = useState(false);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [addedStaples, setAddedStaples] = useState<Set<number>>(new Set());
  const [fallbackUsed, setFallbackUsed] = useState(false);
  const validRange = isCalendarDate(startDate) && isCalendarDate(endDate) && startDate <= endDate;
  const list = useMealPlanList({ startDate, endDate, includeOptional, hearthId }, { enabled: validRange });
  const sendList = useCreateShoppingList();
  const instacart = useInstacartConfigured();
  // In the cook's units ("Show quantities in"), and sent to Instacart as shown.
  const units = useSession().data?.units ?? 'as-written';
  const lines = list.data?.lines.map((line) => shoppingLineAsShown(line, units));
  // Left off unless added anyway: the cook's staples, then what the pantry holds enough of.
  const leftOff = list.data ? [...list.data.staples, ...list.data.inPantry] : [];
  const staples = leftOff.map((line) => shoppingLineAsShown(line, units));
  const stapleCount = list.data?.staples.length ?? 0;
  const [adding, setAdding] = useState(false);
  const [addedTo, setAddedTo] = useState<{ name: string; path: string } | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

  function changeRange(update: () => void) {
    update();
    setUnticked(new Set());
    setAddedStaples(new Set());
    setAddedTo(null);
  }

  async function addToList() {
    if (!onAddToList || !list.data || chosen.length === 0) return;
    setAdding(true);
    setAddError(null);
    try {
      const exclude = list.data.lines.filter((_, index) => unticked.has(index)).map((line) => line.item);
      const addStaples = leftOff.filter((_, index) => addedStaples.has(index)).map((line) => line.item);
      setAddedTo(await onAddToList({ startDate, endDate, includeOptional, exclude, addStaples }));
    } catch (error) {
      setAddError(errorText(i18n, error, i18n._('shopping.review.addFailed')));
    } finally {
      setAdding(false);
    }
  }

  function toggle(index: number) {
    setAddedTo(null);
    setUnticked((current) => toggled(current, index));
  }

  function toggleStaple(index: number) {
    setAddedTo(null);
    setAddedStaples((current) => toggled(current, index));
  }

  // What "Add to list" adds and Instacart is sent: the ticked lines and the staples added anyway.
  const chosen = [...(lines?.filter((_, index) => !unticked.has(index)) ?? []), ...staples.filter((_, index) => addedStaples.has(index))];
  const total = (lines?.length ?? 0) + addedStaples.size;

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
        <TextField
          label={i18n._('shopping.review.from')}
          type="date"
          value={startDate}
          onChange={(event) => changeRange(() => setStartDate(event.target.value))}
        />
        <TextField
          label={i18n._('shopping.review.to')}
          type="date"
          value={endDate}
          onChange={(event) => changeRange(() => setEndDate(event.target.value))}
        />
      </div>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={includeOptional}
          onChange={(event) => changeRange(() => setIncludeOptional(event.target.checked))}
        />
        {i18n._('shopping.review.includeOptional')}
      </label>

      {fallbackUsed ? (
        <Alert>
          {errorText(i18n, sendList.error, i18n._('shopping.review.instacartRefused'))} {i18n._('shopping.review.searchOpened')}
        </Alert>
      ) : null}

      {!validRange ? (
        <Alert>{i18n._('shopping.review.badRange')}</Alert>
      ) : list.isPending ? (
        <StatusMessage>{i18n._('shopping.review.gathering')}</StatusMessage>
      ) : list.isError ? (
        <Alert>{errorText(i18n, list.error, i18n._('shopping.review.gatherFailed'))}</Alert>
      ) : list.data.lines.length === 0 && leftOff.length === 0 ? (
        <>
          <StatusMessage>
            {list.data.onList.length > 0 ? i18n._('shopping.review.allOnList') : i18n._('shopping.review.nothingPlanned')}
          </StatusMessage>
          <OnListNote meals={list.data.onList} />
        </>
      ) : (
        <>
          <p className={styles.summary}>
            {i18n._('shopping.review.summary', { meals: list.data.mealCount, chosen: chosen.length, total })}{' '}
            {i18n._('shopping.review.untickHint')}
          </p>
          <OnListNote meals={list.data.onList} />
          {lines && lines.length > 0 ? <ReviewList lines={lines} unticked={unticked} onToggle={toggle} /> : null}
          {stapleCount > 0 ? <StapleList staples={staples.slice(0, stapleCount)} added={addedStaples} onToggle={toggleStaple} /> : null}
          {staples.length > stapleCount ? (
            <StapleList
              staples={staples.slice(stapleCount)}
              firstIndex={stapleCount}
              inPantry
              added={addedStaples}
              onToggle={toggleStaple}
            />
          ) : null}
        </>
      )}

      {addError ? <Alert>{addError}</Alert> : null}
      {addedTo ? (
        <p className={styles.added} role="status">
          <RichText
            text={i18n._('shopping.review.added', { list: addedTo.name })}
            parts={[<span translate="no" />, <Link to={addedTo.path} />]}
          />
        </p>
      ) : null}
      <DialogButtons onCancel={onClose}>
        {/* The shopping list is the main way; Instacart, where it is set up, the other. */}
        {instacart ? (
          <PendingButton
            variant="secondary"
            onClick={send}
            pending={sendList.isPending}
            pendingLabel={i18n._('shopping.instacart.sending')}
            disabled={chosen.length === 0}
          >
            {i18n._('shopping.instacart.send')}
          </PendingButton>
        ) : null}
        {onAddToList ? (
          <PendingButton
            onClick={() => void addToList()}
            pending={adding}
            pendingLabel={i18n._('shopping.review.adding')}
            disabled={chosen.length === 0 || addedTo !== null}
          >
            {i18n._('shopping.review.addToList')}
          </PendingButton>
        ) : null}
      </DialogButtons>
    </div>
  );
}

/** One Instacart list for every meal planned over a range of days (docs/product.md#shop-on-instacart). */
export function ShopRangeDialog({ open, onClose, ...form }: ShopRangeDialogProps) {
  const { i18n } = useI18n();
  return (
    <Dialog open={open} title={i18n._('shopping.review.title')} onClose={onClose} maxWidth={560}>
      <ShopRangeForm onClose={onClose} {...form} />
    </Dialog>
  );
}
