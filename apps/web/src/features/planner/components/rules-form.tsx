import { useState } from 'react';
import { MEAL_TYPES, type MealType } from '@hearth/shared/meal-rules';
import { PLANNER_LIMITS, type PlannerRules, type TagDay } from '@hearth/shared/planner';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { mealTypeText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';
import { usePlannerRules, useSavePlannerRules } from '../api/planner-rules';
import { weekdayNames } from './weekdays';
import styles from './planner.module.css';

type Preference = 'prefer_favourites' | 'prefer_high_ratings' | 'prefer_not_cooked_in_a_while' | 'less_waste';
const PREFERENCES: ReadonlyArray<[Preference, string]> = [
  ['prefer_favourites', /*i18n*/ 'planner.rules.preferFavourites'],
  ['prefer_high_ratings', /*i18n*/ 'planner.rules.preferHighRatings'],
  ['prefer_not_cooked_in_a_while', /*i18n*/ 'planner.rules.preferNotCooked'],
  ['less_waste', /*i18n*/ 'planner.rules.lessWaste'],
];

/** The form over one copy of the rules; keyed by whose rules they are, so switching starts afresh. */
function RulesFields({ hearthId, saved, canChange }: { hearthId: number | null; saved: PlannerRules; canChange: boolean }) {
  const { i18n } = useI18n();
  const [rules, setRules] = useState(saved);
  const [maxMinutes, setMaxMinutes] = useState(saved.weekday_max_minutes === null ? '' : String(saved.weekday_max_minutes));
  const [noRepeat, setNoRepeat] = useState(String(saved.no_repeat_days));
  const save = useSavePlannerRules();
  const days = weekdayNames(i18n.locale);
  const change = (next: Partial<PlannerRules>) => {
    save.reset();
    setRules((current) => ({ ...current, ...next }));
  };
  const changeTagDay = (index: number, next: Partial<TagDay>) =>
    change({ tag_days: rules.tag_days.map((tagDay, at) => (at === index ? { ...tagDay, ...next } : tagDay)) });

  const minutes = maxMinutes.trim() === '' ? null : Number(maxMinutes);
  const minutesBad = minutes !== null && (!Number.isInteger(minutes) || minutes < 1 || minutes > PLANNER_LIMITS.maxMinutes);
  const repeatDays = Number(noRepeat);
  const repeatBad = noRepeat.trim() === '' || !Number.isInteger(repeatDays) || repeatDays < 0 || repeatDays > PLANNER_LIMITS.noRepeatDays;
  const tagsBad = rules.tag_days.some((tagDay) => tagDay.tag.trim() === '');

  return (
    <form
      className={styles.rulesForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (minutesBad || repeatBad || tagsBad) return;
        save.mutate({
          hearthId,
          rules: {
            ...rules,
            tag_days: rules.tag_days.map((tagDay) => ({ ...tagDay, tag: tagDay.tag.trim() })),
            weekday_max_minutes: minutes,
            no_repeat_days: repeatDays,
          },
        });
      }}
    >
      <fieldset className={styles.grid} disabled={!canChange}>
        <legend>{i18n._('planner.rules.tagDays')}</legend>
        {rules.tag_days.length === 0 ? <p className={styles.muted}>{i18n._('planner.rules.noTagDays')}</p> : null}
        {rules.tag_days.map((tagDay, index) => (
          <div className={styles.tagDay} key={index}>
            <SelectField
              label={i18n._('planner.rules.weekday')}
              value={String(tagDay.weekday)}
              onChange={(event) => changeTagDay(index, { weekday: Number(event.target.value) })}
            >
              {days.map((name, at) => (
                <option key={name} value={String(at + 1)}>
                  {name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={i18n._('planner.rules.tag')}
              value={tagDay.tag}
              maxLength={PLANNER_LIMITS.tag}
              error={tagDay.tag.trim() === '' ? i18n._('planner.rules.tagNeeded') : undefined}
              onChange={(event) => changeTagDay(index, { tag: event.target.value })}
            />
            <SelectField
              label={i18n._('planner.rules.mealType')}
              value={tagDay.meal_type ?? ''}
              onChange={(event) => changeTagDay(index, { meal_type: event.target.value === '' ? null : (event.target.value as MealType) })}
            >
              <option value="">{i18n._('planner.rules.anyMeal')}</option>
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {mealTypeText(i18n, type)}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={() => change({ tag_days: rules.tag_days.filter((_, at) => at !== index) })}>
              {i18n._('planner.rules.removeTagDay')}
            </Button>
          </div>
        ))}
        {rules.tag_days.length < PLANNER_LIMITS.tagDays ? (
          <div>
            <Button variant="secondary" onClick={() => change({ tag_days: [...rules.tag_days, { weekday: 5, tag: '', meal_type: null }] })}>
              {i18n._('planner.rules.addTagDay')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={styles.grid} disabled={!canChange}>
        <div className={styles.numbers}>
          <TextField
            label={i18n._('planner.rules.noRepeatDays')}
            type="number"
            inputMode="numeric"
            min={0}
            max={PLANNER_LIMITS.noRepeatDays}
            value={noRepeat}
            error={repeatBad ? i18n._('planner.rules.noRepeatDaysRange', { max: PLANNER_LIMITS.noRepeatDays }) : undefined}
            onChange={(event) => {
              save.reset();
              setNoRepeat(event.target.value);
            }}
          />
          <TextField
            label={i18n._('planner.rules.weekdayMaxMinutes')}
            hint={i18n._('planner.rules.weekdayMaxMinutesHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PLANNER_LIMITS.maxMinutes}
            value={maxMinutes}
            error={minutesBad ? i18n._('planner.rules.weekdayMaxMinutesRange', { max: PLANNER_LIMITS.maxMinutes }) : undefined}
            onChange={(event) => {
              save.reset();
              setMaxMinutes(event.target.value);
            }}
          />
        </div>
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            checked={rules.no_tag_twice_in_a_row}
            onChange={(event) => change({ no_tag_twice_in_a_row: event.target.checked })}
          />
          {i18n._('planner.rules.noTagTwice')}
        </label>
        {PREFERENCES.map(([key, label]) => (
          <label className={styles.checkRow} key={key}>
            <input type="checkbox" checked={rules[key]} onChange={(event) => change({ [key]: event.target.checked })} />
            {i18n._(label)}
          </label>
        ))}
      </fieldset>
      {save.isError ? <Alert>{errorText(i18n, save.error, i18n._('planner.rules.saveFailed'))}</Alert> : null}
      {save.isSuccess ? <StatusMessage>{i18n._('planner.rules.saved')}</StatusMessage> : null}
      {canChange ? (
        <div>
          <PendingButton type="submit" pending={save.isPending} pendingLabel={i18n._('planner.rules.saving')}>
            {i18n._('planner.rules.save')}
          </PendingButton>
        </div>
      ) : (
        <p className={styles.muted}>{i18n._('planner.rules.readOnly')}</p>
      )}
    </form>
  );
}

/** "My rules", set once: folded away under the planner until the cook opens it. */
export function RulesSection({ hearthId, canChange }: { hearthId: number | null; canChange: boolean }) {
  const { i18n } = useI18n();
  const rules = usePlannerRules(hearthId);
  return (
    <details className={`${styles.card} ${styles.rules}`}>
      <summary>{i18n._('planner.rules.title')}</summary>
      {rules.isPending ? (
        <StatusMessage>{i18n._('planner.rules.loading')}</StatusMessage>
      ) : rules.isError ? (
        <Alert>{errorText(i18n, rules.error, i18n._('planner.rules.loadFailed'))}</Alert>
      ) : (
        <RulesFields key={hearthId ?? 'own'} hearthId={hearthId} saved={rules.data} canChange={canChange} />
      )}
    </details>
  );
}
