import { useState } from 'react';
import { Link } from 'react-router';
import type { CookableDish, MissingIngredient } from '@hearth/shared/pantry';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import { useCookable } from '../api/cookable';
import type { PantryScope } from './pantry-scopes';
import { ScopePicker } from './scope-picker';
import styles from './pantry.module.css';

/** The "Ready within" choices, in minutes; null is any time. */
const TIME_CHOICES = [null, 15, 30, 60] as const;

interface CookableScreenProps {
  scopes: PantryScope[];
  hearthId: number | null;
  onScopeChange: (hearthId: number | null) => void;
  /** Puts a dish's missing ingredients on the shopping list of the pantry's owner (composed by the route). */
  renderAddMissing: (props: { dishName: string; missing: MissingIngredient[]; hearthId: number | null }) => React.ReactNode;
}

function CookableCard({
  entry,
  hearthId,
  renderAddMissing,
}: { entry: CookableDish; hearthId: number | null } & Pick<CookableScreenProps, 'renderAddMissing'>) {
  const { i18n } = useI18n();
  const format = useFormat();
  const { dish, missing, uses_soon } = entry;
  const written = missing.map((line) => (line.quantity > 0 ? `${format.amount(line.quantity, line.unit)} ${line.item}` : line.item));
  return (
    <li className={styles.dish}>
      <h2>
        <Link to={`/dishes/${dish.id}`}>{dish.dishName}</Link>
      </h2>
      {missing.length === 0 ? (
        <p className={styles.ready}>{i18n._('pantry.cookable.nothingMissing')}</p>
      ) : (
        <p>{i18n._('pantry.cookable.missing', { count: missing.length, items: written.join(', ') })}</p>
      )}
      {uses_soon.length ? <p>{i18n._('pantry.cookable.usesSoon', { items: uses_soon.join(', ') })}</p> : null}
      {dish.totalTime !== null ? <p className={styles.itemDetails}>{format.duration(dish.totalTime * 60)}</p> : null}
      {missing.length ? renderAddMissing({ dishName: dish.dishName, missing, hearthId }) : null}
    </li>
  );
}

/**
 * /cook-now: what can be cooked from the pantry, the dishes missing nothing first, then one,
 * then two; each says what is missing and puts it on the list in one tap.
 */
export function CookableScreen({ scopes, hearthId, onScopeChange, renderAddMissing }: CookableScreenProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const scope = scopes.find((candidate) => candidate.hearthId === hearthId) ?? scopes[0]!;
  const [maxMinutes, setMaxMinutes] = useState<number | null>(null);
  const [tag, setTag] = useState('');
  const cookable = useCookable(scope.hearthId, maxMinutes, { tag });
  const shown = cookable.data?.dishes ?? [];
  // The tags of the dishes found, and the one chosen even when it narrowed them to none.
  const tags = [...new Set([...shown.flatMap((entry) => entry.dish.tags), ...(tag ? [tag] : [])])].sort((a, b) => a.localeCompare(b));

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{i18n._('pantry.cookable.title')}</h1>
        <ButtonLink to="/pantry" variant="secondary">
          {i18n._('pantry.cookable.pantryLink')}
        </ButtonLink>
      </div>
      <ScopePicker scopes={scopes} hearthId={scope.hearthId} onChange={onScopeChange} />
      <div className={styles.filters}>
        <SelectField
          label={i18n._('pantry.cookable.readyWithin')}
          value={maxMinutes === null ? '' : String(maxMinutes)}
          onChange={(event) => setMaxMinutes(event.target.value === '' ? null : Number(event.target.value))}
        >
          {TIME_CHOICES.map((minutes) => (
            <option key={minutes ?? 'any'} value={minutes === null ? '' : String(minutes)}>
              {minutes === null ? i18n._('pantry.cookable.anyTime') : format.duration(minutes * 60)}
            </option>
          ))}
        </SelectField>
        <SelectField label={i18n._('pantry.cookable.tag')} value={tag} onChange={(event) => setTag(event.target.value)}>
          <option value="">{i18n._('pantry.cookable.anyTag')}</option>
          {tags.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      {cookable.isPending ? (
        <StatusMessage>{i18n._('pantry.cookable.loading')}</StatusMessage>
      ) : cookable.isError ? (
        <Alert>{errorText(i18n, cookable.error, i18n._('pantry.cookable.loadFailed'))}</Alert>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{i18n._('pantry.cookable.none')}</p>
      ) : (
        <>
          <ul className={styles.dishes} aria-label={i18n._('pantry.cookable.listLabel')}>
            {shown.map((entry) => (
              <CookableCard key={entry.dish.id} entry={entry} hearthId={scope.hearthId} renderAddMissing={renderAddMissing} />
            ))}
          </ul>
          {cookable.data.total > shown.length ? (
            <p className={styles.empty}>
              {i18n._('pantry.cookable.firstOf', { shown: shown.length, total: format.number(cookable.data.total) })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
