import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type DishData, dishInputSchema } from '@hearth/shared/dishes';
import { DIFFICULTIES } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/ui/field';
import { useI18n as useErrorsI18n } from '../../../lib/errors/i18n';
import { firstFieldErrors } from '../../../lib/form-errors';
import { useI18n } from '../i18n';
import { DifficultyOptions } from './dish-form-parts';
import { IngredientEditor } from './ingredient-editor';
import { GalleryField } from './gallery-field';
import { linesToSteps, StepsEditor } from './steps-editor';
import { StringListInput } from './string-list-input';
import styles from './dish-form.module.css';

interface DishFormProps {
  title: string;
  initial: DishData;
  saving: boolean;
  /** The save failure to show, if the last save failed. */
  error: string | null;
  onSubmit: (data: DishData) => void;
  onCancel: () => void;
}

/** docs/product.md#validation-rules: times at least 0, servings at least 1. */
const NUMBER_FIELDS = [
  { field: 'prepTime', label: /*i18n*/ 'dishes.form.prepTime', min: 0 },
  { field: 'cookTime', label: /*i18n*/ 'dishes.form.cookTime', min: 0 },
  { field: 'totalTime', label: /*i18n*/ 'dishes.form.totalTime', min: 0 },
  { field: 'servings', label: /*i18n*/ 'dishes.form.servings', min: 1 },
] as const;

/** docs/product.md#validation-rules: number boxes store null when emptied. */
function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * How the form edits the instructions: a list of steps (a new dish, or one whose instructions
 * are a list) or, for instructions that are one text, that text with its line breaks, which
 * the cook may turn into steps.
 */
type Instructions = { kind: 'steps'; steps: string[]; pictures: string[] } | { kind: 'text'; text: string };

function instructionsOf(initial: DishData['instructions'], pictures: readonly string[] = []): Instructions {
  if (Array.isArray(initial)) {
    const steps = initial.length ? [...initial] : [''];
    return { kind: 'steps', steps, pictures: steps.map((_, index) => pictures[index] ?? '') };
  }
  return initial.trim() ? { kind: 'text', text: initial } : { kind: 'steps', steps: [''], pictures: [''] };
}

/**
 * As saved: the steps that have words in them, as a list, each with its photo; none at all is
 * the empty text. A text's step photos stay as they were (the form shows none for a text).
 */
function instructionsToSave(
  instructions: Instructions,
  stepPictures: DishData['stepPictures'],
): Pick<DishData, 'instructions' | 'stepPictures'> {
  if (instructions.kind === 'text') return { instructions: instructions.text, stepPictures };
  const kept = instructions.steps.flatMap((step, index) =>
    step.trim() ? [{ step: step.trim(), picture: instructions.pictures[index] ?? '' }] : [],
  );
  return kept.length
    ? { instructions: kept.map(({ step }) => step), stepPictures: kept.map(({ picture }) => picture) }
    : { instructions: '', stepPictures: [] };
}

/** After a refused save: the first field to fix, on screen and focused. */
function useFocusFirstError(form: React.RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [form, attempt]);
}

/** The one dish form for /dishes/new and /dishes/{id}/edit. */
export function DishForm({ title, initial, saving, error, onSubmit, onCancel }: DishFormProps) {
  const [dish, setDish] = useState<DishData>(initial);
  const [instructions, setInstructions] = useState<Instructions>(() => instructionsOf(initial.instructions, initial.stepPictures));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const { i18n: errorsI18n } = useErrorsI18n();
  const { i18n } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useFocusFirstError(formRef, refusals);
  const saveError = useRef<HTMLDivElement>(null);
  // A save the server refused: its message is above the form, so bring it into view.
  useEffect(() => {
    if (error) saveError.current?.focus();
  }, [error]);

  function set<K extends keyof DishData>(field: K, value: DishData[K]) {
    setDish((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = dishInputSchema.safeParse({ ...dish, ...instructionsToSave(instructions, dish.stepPictures) });
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error, errorsI18n));
      setRefusals((count) => count + 1);
      return;
    }
    setFieldErrors({});
    onSubmit(parsed.data);
  }

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="dish-form-title">
      <h1 id="dish-form-title">{title}</h1>
      <div ref={saveError} tabIndex={-1}>
        {error ? <Alert>{error}</Alert> : null}
      </div>
      {hasFieldErrors ? <Alert>{i18n._('dishes.form.fixFields')}</Alert> : null}

      <TextField
        label={i18n._('dishes.form.dishName')}
        name="dishName"
        required
        value={dish.dishName}
        onChange={(event) => set('dishName', event.target.value)}
        error={fieldErrors.dishName}
      />
      <TextAreaField
        label={i18n._('dishes.form.description')}
        translate="no"
        name="description"
        rows={3}
        value={dish.description}
        onChange={(event) => set('description', event.target.value)}
        error={fieldErrors.description}
      />

      <div className={styles.row}>
        {NUMBER_FIELDS.map(({ field, label, min }) => (
          <TextField
            key={field}
            label={i18n._(label)}
            name={field}
            type="number"
            inputMode="numeric"
            min={min}
            value={dish[field] ?? ''}
            onChange={(event) => set(field, numberOrNull(event.target.value))}
            error={fieldErrors[field]}
          />
        ))}
      </div>

      <SelectField
        label={i18n._('dishes.form.difficulty')}
        name="difficulty"
        value={dish.difficulty}
        onChange={(event) => set('difficulty', event.target.value as DishData['difficulty'])}
        error={fieldErrors.difficulty}
      >
        <option value="">{i18n._('dishes.form.difficultyNotSet')}</option>
        <DifficultyOptions values={DIFFICULTIES} />
      </SelectField>

      <GalleryField
        imageUrl={dish.imageUrl}
        pictures={dish.pictures ?? []}
        dishName={dish.dishName}
        onChange={(change) =>
          setDish((current) => ({ ...current, ...change({ imageUrl: current.imageUrl, pictures: current.pictures ?? [] }) }))
        }
        error={fieldErrors.imageUrl ?? fieldErrors.pictures}
      />
      <UrlField
        label={i18n._('dishes.form.sourceUrl')}
        placeholder={i18n._('dishes.form.urlPlaceholder')}
        name="sourceUrl"
        value={dish.sourceUrl}
        onChange={(event) => set('sourceUrl', event.target.value)}
        error={fieldErrors.sourceUrl}
      />

      <StringListInput
        label={i18n._('dishes.form.tags')}
        addLabel={i18n._('dishes.form.addTag')}
        placeholder={i18n._('dishes.form.tagPlaceholder')}
        items={dish.tags}
        onChange={(tags) => set('tags', tags)}
        error={fieldErrors.tags}
      />
      <IngredientEditor
        ingredients={dish.ingredients}
        onChange={(ingredients) => set('ingredients', ingredients)}
        error={fieldErrors.ingredients}
      />
      {instructions.kind === 'steps' ? (
        <StepsEditor
          steps={instructions.steps}
          pictures={instructions.pictures}
          onChange={(steps, pictures) => setInstructions({ kind: 'steps', steps, pictures })}
          error={fieldErrors.instructions}
        />
      ) : (
        <div className={styles.textInstructions}>
          <TextAreaField
            label={i18n._('dishes.form.asText')}
            translate="no"
            name="instructions"
            rows={8}
            hint={i18n._('dishes.form.asTextHint')}
            value={instructions.text}
            onChange={(event) => setInstructions({ kind: 'text', text: event.target.value })}
            error={fieldErrors.instructions}
          />
          <Button
            variant="secondary"
            onClick={() => {
              const steps = linesToSteps(instructions.text);
              setInstructions({ kind: 'steps', steps, pictures: steps.map((_, index) => dish.stepPictures?.[index] ?? '') });
            }}
          >
            {i18n._('dishes.form.makeSteps')}
          </Button>
        </div>
      )}
      <StringListInput
        label={i18n._('dishes.form.utensils')}
        addLabel={i18n._('dishes.form.addUtensil')}
        placeholder={i18n._('dishes.form.utensilPlaceholder')}
        items={dish.utensils}
        onChange={(utensils) => set('utensils', utensils)}
        error={fieldErrors.utensils}
      />
      <TextAreaField
        label={i18n._('dishes.form.notes')}
        translate="no"
        name="notes"
        rows={3}
        value={dish.notes}
        onChange={(event) => set('notes', event.target.value)}
        error={fieldErrors.notes}
      />

      <div className={styles.buttons}>
        <PendingButton type="submit" pending={saving} pendingLabel={i18n._('dishes.form.saving')}>
          {i18n._('dishes.form.save')}
        </PendingButton>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {i18n._('dishes.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
