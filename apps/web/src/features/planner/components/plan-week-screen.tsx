import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, daysBetween } from '@hearth/shared/calendar-dates';
import { MEAL_TYPES, type MealType } from '@hearth/shared/meal-rules';
import { PLANNER_LIMITS, type PlannerSlot, type ProposalSlot } from '@hearth/shared/planner';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { errorText } from '../../../lib/errors/error-text';
import { useFormat } from '../../../lib/i18n/format';
import { mealTypeText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';
import { useAcceptProposal } from '../api/accept-proposal';
import { newSeed, useProposal, type ProposalAsk } from '../api/proposal';
import { ProposalDays, slotKey } from './proposal-days';
import { RulesSection } from './rules-form';
import { weekdayNames } from './weekdays';
import styles from './planner.module.css';

/** Whose week: the cook's own (hearthId null) or a hearth's, and whether they may plan there. */
export interface PlannerScope {
  hearthId: number | null;
  name: string;
  canChange: boolean;
}

interface PlanWeekScreenProps {
  scopes: PlannerScope[];
  hearthId: number | null;
  onScopeChange: (hearthId: number | null) => void;
  /** Where the accepted meals are seen: the cook's dashboard or the hearth's. */
  timelinePath: (hearthId: number | null) => string;
}

type WeekMeals = Record<string, MealType[]>;
const EVERY_DINNER: WeekMeals = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, ['Dinner']]));

const asSlot = (slot: ProposalSlot): PlannerSlot => ({ date: slot.date, meal_type: slot.meal_type, dish_id: slot.dish.id });

/**
 * /plan-week, "Fill my week" (docs/product.md#fill-my-week): the days and meals to fill, the
 * proposal with each slot's reasons, swap, lock, re-roll the rest, accept; the rules below.
 */
export function PlanWeekScreen({ scopes, hearthId, onScopeChange, timelinePath }: PlanWeekScreenProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const navigate = useNavigate();
  const scope = scopes.find((candidate) => candidate.hearthId === hearthId) ?? scopes[0]!;
  const today = localToday();
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 6));
  const [weekMeals, setWeekMeals] = useState<WeekMeals>(EVERY_DINNER);
  const [slots, setSlots] = useState<ProposalSlot[] | null>(null);
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const [swappedAway, setSwappedAway] = useState<number[]>([]);
  const [swapping, setSwapping] = useState<string | null>(null);
  const proposal = useProposal();
  const accept = useAcceptProposal();
  const days = weekdayNames(i18n.locale, 'short');

  const span = daysBetween(startDate, endDate);
  const rangeBad = !startDate || !endDate || Number.isNaN(span) || span < 0 || span >= PLANNER_LIMITS.days;
  const noMeals = Object.values(weekMeals).every((types) => types.length === 0);

  const ask = (extra: Pick<ProposalAsk, 'locked' | 'excludeDishIds'>): ProposalAsk => ({
    hearthId: scope.hearthId,
    startDate,
    endDate,
    mealTypes: weekMeals,
    seed: newSeed(),
    ...extra,
  });

  function fill() {
    accept.reset();
    setLocked(new Set());
    setSwappedAway([]);
    proposal.mutate(ask({ locked: [], excludeDishIds: [] }), { onSuccess: (answer) => setSlots(answer.slots) });
  }

  function reroll() {
    if (!slots) return;
    accept.reset();
    const keep = slots.filter((slot) => locked.has(slotKey(slot)));
    proposal.mutate(ask({ locked: keep.map(asSlot), excludeDishIds: [] }), { onSuccess: (answer) => setSlots(answer.slots) });
  }

  function swap(target: ProposalSlot) {
    if (!slots) return;
    accept.reset();
    const key = slotKey(target);
    const away = [...swappedAway, target.dish.id];
    setSwapping(key);
    const others = slots.filter((slot) => slotKey(slot) !== key).map(asSlot);
    proposal.mutate(ask({ locked: others, excludeDishIds: away }), {
      onSuccess: (answer) => {
        const next = answer.slots.find((slot) => slotKey(slot) === key);
        setSwappedAway(away);
        setSlots((current) => current?.map((slot) => (slotKey(slot) === key && next ? { ...next, locked: false } : slot)) ?? null);
      },
      onSettled: () => setSwapping(null),
    });
  }

  function toggleLock(target: ProposalSlot) {
    const key = slotKey(target);
    setLocked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  function toggleMeal(weekday: string, type: MealType, on: boolean) {
    setWeekMeals((current) => {
      const types = current[weekday] ?? [];
      return {
        ...current,
        [weekday]: on ? MEAL_TYPES.filter((meal) => meal === type || types.includes(meal)) : types.filter((meal) => meal !== type),
      };
    });
  }

  const slotTaken = accept.error instanceof ApiError && accept.error.code === 'SLOT_TAKEN';

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{i18n._('planner.title')}</h1>
      </div>
      <p className={styles.intro}>{i18n._('planner.intro')}</p>
      {scopes.length > 1 ? (
        <SelectField
          label={i18n._('planner.scope')}
          value={scope.hearthId === null ? '' : String(scope.hearthId)}
          onChange={(event) => {
            setSlots(null);
            onScopeChange(event.target.value === '' ? null : Number(event.target.value));
          }}
        >
          {scopes.map((option) => (
            <option key={option.hearthId ?? 'own'} value={option.hearthId === null ? '' : String(option.hearthId)}>
              {option.hearthId === null ? i18n._('planner.scope.own') : option.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {!scope.canChange ? (
        <p className={styles.muted}>{i18n._('planner.viewerOnly')}</p>
      ) : (
        <form
          className={styles.card}
          onSubmit={(event) => {
            event.preventDefault();
            if (!rangeBad && !noMeals) fill();
          }}
        >
          <div className={styles.range}>
            <TextField
              label={i18n._('planner.from')}
              type="date"
              value={startDate}
              required
              onChange={(event) => setStartDate(event.target.value)}
            />
            <TextField
              label={i18n._('planner.to')}
              type="date"
              value={endDate}
              required
              error={rangeBad ? i18n._('planner.rangeBad', { max: PLANNER_LIMITS.days }) : undefined}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </div>
          <fieldset className={styles.grid}>
            <legend>{i18n._('planner.mealsEachDay')}</legend>
            <div className={styles.gridTable}>
              <span />
              {MEAL_TYPES.map((type) => (
                <span key={type} className={styles.gridHead} aria-hidden="true">
                  {mealTypeText(i18n, type)}
                </span>
              ))}
              {days.map((day, index) => {
                const weekday = String(index + 1);
                return [
                  <span key={`${weekday}-name`}>{day}</span>,
                  ...MEAL_TYPES.map((type) => (
                    <span key={`${weekday}-${type}`} className={styles.gridCell}>
                      <input
                        type="checkbox"
                        aria-label={i18n._('planner.mealOnDay', { meal: mealTypeText(i18n, type), day })}
                        checked={(weekMeals[weekday] ?? []).includes(type)}
                        onChange={(event) => toggleMeal(weekday, type, event.target.checked)}
                      />
                    </span>
                  )),
                ];
              })}
            </div>
            {noMeals ? <p className={styles.muted}>{i18n._('planner.pickAMeal')}</p> : null}
          </fieldset>
          <div className={styles.actions}>
            <PendingButton
              type="submit"
              pending={proposal.isPending && swapping === null}
              pendingLabel={i18n._('planner.filling')}
              disabled={rangeBad || noMeals}
            >
              {i18n._('planner.fill')}
            </PendingButton>
          </div>
        </form>
      )}
      {proposal.isError ? <Alert>{errorText(i18n, proposal.error, i18n._('planner.proposalFailed'))}</Alert> : null}
      {slots && scope.canChange ? (
        slots.length === 0 ? (
          <p className={styles.muted}>{i18n._('planner.nothingToFill')}</p>
        ) : (
          <section className={styles.card} aria-labelledby="proposal-heading">
            <h2 id="proposal-heading">{i18n._('planner.proposal')}</h2>
            <ProposalDays
              slots={slots}
              locked={locked}
              swapping={swapping}
              busy={proposal.isPending || accept.isPending}
              onSwap={swap}
              onToggleLock={toggleLock}
              format={format}
            />
            {slotTaken ? (
              <Alert>{i18n._('planner.slotTaken')}</Alert>
            ) : accept.isError ? (
              <Alert>{errorText(i18n, accept.error, i18n._('planner.acceptFailed'))}</Alert>
            ) : null}
            <div className={styles.actions}>
              <PendingButton
                pending={accept.isPending}
                pendingLabel={i18n._('planner.accepting')}
                disabled={proposal.isPending}
                onClick={() =>
                  accept.mutate(
                    { hearthId: scope.hearthId, slots: slots.map(asSlot) },
                    { onSuccess: () => navigate(timelinePath(scope.hearthId)) },
                  )
                }
              >
                {i18n._('planner.accept')}
              </PendingButton>
              <Button
                variant="secondary"
                disabled={proposal.isPending || accept.isPending || locked.size === slots.length}
                onClick={reroll}
              >
                {i18n._('planner.reroll')}
              </Button>
            </div>
          </section>
        )
      ) : null}
      <RulesSection hearthId={scope.hearthId} canChange={scope.canChange} />
    </div>
  );
}
