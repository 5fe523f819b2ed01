import { useState, type ReactNode } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import { isHttpUrl } from '@hearth/shared/urls';
import { formatAmount } from '@hearth/shared/amounts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ingredientRuns } from './ingredient-groups';
import styles from './dish-detail.module.css';

interface DishDetailProps {
  dish: Dish;
  /** False for a hearth-mate's dish: it can be read and shopped, not changed. */
  editable: boolean;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: string | null;
  /** The ingredients' shopping action, supplied by the shopping feature. */
  shopAction?: ReactNode;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHeader}>
        <h2>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Spec, /dishes/{id}: the header, then each section only when it has something to show. */
export function DishDetail({ dish, editable, onBack, onEdit, onDelete, deleting, deleteError, shopAction }: DishDetailProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const hasInstructions = Array.isArray(dish.instructions) ? dish.instructions.length > 0 : dish.instructions.trim() !== '';

  return (
    <article>
      <div className={styles.toolbar}>
        <Button variant="secondary" iconOnly aria-label="Back" onClick={onBack} disabled={deleting}>
          <span aria-hidden="true">←</span>
        </Button>
        {editable ? (
          <div className={styles.actions}>
            <Button variant="secondary" iconOnly aria-label="Edit" onClick={onEdit} disabled={deleting}>
              <PencilIcon />
            </Button>
            <Button variant="danger" iconOnly aria-label="Delete" onClick={onDelete} disabled={deleting}>
              <TrashIcon />
            </Button>
          </div>
        ) : null}
      </div>
      {deleteError ? <Alert>{deleteError}</Alert> : null}

      <header className={styles.header}>
        <div>
          <h1>{dish.dishName}</h1>
          <ul className={styles.facts}>
            {dish.cookTime !== null ? <li>{dish.cookTime} min</li> : null}
            {dish.prepTime !== null ? <li>{dish.prepTime} min prep</li> : null}
            {dish.difficulty ? <li>{dish.difficulty}</li> : null}
            {dish.servings !== null ? <li>{dish.servings} servings</li> : null}
          </ul>
          {dish.tags.length > 0 ? (
            <ul className={styles.tags} aria-label="Tags">
              {dish.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {dish.imageUrl && !imageFailed ? (
          <img className={styles.image} src={dish.imageUrl} alt={dish.dishName} onError={() => setImageFailed(true)} />
        ) : null}
      </header>

      {dish.description ? (
        <Section title="Description">
          <p>{dish.description}</p>
        </Section>
      ) : null}

      {dish.ingredients.length > 0 ? (
        <Section title="Ingredients" action={shopAction}>
          {ingredientRuns(dish.ingredients).map(({ group, items }, run) => (
            <div key={`${group}-${run}`}>
              {group ? <h3 className={styles.group}>{group}</h3> : null}
              <ul className={styles.ingredients}>
                {items.map(({ ingredient, index }) => (
                  <li key={`${ingredient.item}-${index}`}>
                    <span className={styles.amount}>{formatAmount(ingredient.quantity, ingredient.unit)}</span> {ingredient.item}
                    {ingredient.note ? <span className={styles.muted}>, {ingredient.note}</span> : null}
                    {ingredient.optional ? <span className={styles.muted}> (optional)</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      ) : null}

      {hasInstructions ? (
        <Section title="Instructions">
          {Array.isArray(dish.instructions) ? (
            <ol className={styles.steps}>
              {dish.instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          ) : (
            <p>{dish.instructions}</p>
          )}
        </Section>
      ) : null}

      {dish.utensils.length > 0 ? (
        <Section title="Utensils">
          <ul>
            {dish.utensils.map((utensil) => (
              <li key={utensil}>{utensil}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {dish.notes ? (
        <Section title="Notes">
          <p>{dish.notes}</p>
        </Section>
      ) : null}

      {dish.sourceUrl && isHttpUrl(dish.sourceUrl) ? (
        <Section title="Source">
          <a href={dish.sourceUrl} target="_blank" rel="noopener noreferrer">
            {dish.sourceUrl}
          </a>
        </Section>
      ) : null}
    </article>
  );
}

function PencilIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
