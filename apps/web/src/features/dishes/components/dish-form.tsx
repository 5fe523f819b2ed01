import { useState, type FormEvent } from 'react';
import { type DishData, dishInputSchema } from '@hearth/shared/dishes';
import { DIFFICULTIES } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { firstFieldErrors } from '../../../lib/form-errors';
import { IngredientEditor } from './ingredient-editor';
import { StringListInput } from './string-list-input';
import styles from './dish-form.module.css';
import { dishMessages } from '../messages';

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
  { field: 'prepTime', label: 'Prep Time (minutes)', min: 0 },
  { field: 'cookTime', label: 'Cook Time (minutes)', min: 0 },
  { field: 'totalTime', label: dishMessages.totalTimeLabel, min: 0 },
  { field: 'servings', label: 'Servings', min: 1 },
] as const;

/** docs/product.md#validation-rules: number boxes store null when emptied. */
function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Steps read from a photo stay steps: one per line while editing, a list again when saved. */
function instructionsFromText(text: string, asSteps: boolean): DishData['instructions'] {
  if (!asSteps) return text;
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The one dish form for /dishes/new and /dishes/{id}/edit. */
export function DishForm({ title, initial, saving, error, onSubmit, onCancel }: DishFormProps) {
  const [dish, setDish] = useState<DishData>(initial);
  const instructionsAsSteps = Array.isArray(initial.instructions);
  const [instructionsText, setInstructionsText] = useState(
    Array.isArray(initial.instructions) ? initial.instructions.join('\n') : initial.instructions,
  );
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  function set<K extends keyof DishData>(field: K, value: DishData[K]) {
    setDish((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = dishInputSchema.safeParse({ ...dish, instructions: instructionsFromText(instructionsText, instructionsAsSteps) });
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    onSubmit(parsed.data);
  }

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="dish-form-title">
      <h1 id="dish-form-title">{title}</h1>
      {error ? <Alert>{error}</Alert> : null}
      {hasFieldErrors ? <Alert>Please fix the fields marked below.</Alert> : null}

      <TextField
        label="Dish Name"
        name="dishName"
        required
        value={dish.dishName}
        onChange={(event) => set('dishName', event.target.value)}
        error={fieldErrors.dishName}
      />
      <TextAreaField
        label="Description"
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
            label={label}
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
        label="Difficulty"
        name="difficulty"
        value={dish.difficulty}
        onChange={(event) => set('difficulty', event.target.value as DishData['difficulty'])}
        error={fieldErrors.difficulty}
      >
        <option value="">Not set</option>
        <OptionList values={DIFFICULTIES} />
      </SelectField>

      <div className={styles.pair}>
        <UrlField
          label="Image URL"
          name="imageUrl"
          value={dish.imageUrl}
          onChange={(event) => set('imageUrl', event.target.value)}
          error={fieldErrors.imageUrl}
        />
        <UrlField
          label="Source URL"
          name="sourceUrl"
          value={dish.sourceUrl}
          onChange={(event) => set('sourceUrl', event.target.value)}
          error={fieldErrors.sourceUrl}
        />
      </div>

      <StringListInput
        label="Tags"
        addLabel="Add Tag"
        placeholder="e.g. Soup"
        items={dish.tags}
        onChange={(tags) => set('tags', tags)}
        error={fieldErrors.tags}
      />
      <IngredientEditor
        ingredients={dish.ingredients}
        onChange={(ingredients) => set('ingredients', ingredients)}
        error={fieldErrors.ingredients}
      />
      <TextAreaField
        label="Instructions"
        name="instructions"
        rows={8}
        hint={instructionsAsSteps ? 'One step per line.' : undefined}
        value={instructionsText}
        onChange={(event) => setInstructionsText(event.target.value)}
        error={fieldErrors.instructions}
      />
      <StringListInput
        label="Utensils"
        addLabel="Add Utensil"
        placeholder="e.g. Dutch oven"
        items={dish.utensils}
        onChange={(utensils) => set('utensils', utensils)}
        error={fieldErrors.utensils}
      />
      <TextAreaField
        label="Notes"
        name="notes"
        rows={3}
        value={dish.notes}
        onChange={(event) => set('notes', event.target.value)}
        error={fieldErrors.notes}
      />

      <div className={styles.buttons}>
        <PendingButton type="submit" pending={saving} pendingLabel="Saving...">
          Save Dish
        </PendingButton>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
