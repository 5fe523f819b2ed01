import type { ReactNode } from 'react';
import type { ShownIngredient } from '@hearth/shared/dish-view';
import { isHttpUrl } from '@hearth/shared/urls';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import { DishGallery } from './dish-gallery';
import { DishHeader, type DishHeaderProps } from './dish-header';
import { ingredientRuns } from './ingredient-groups';
import styles from './dish-detail.module.css';

interface DishDetailProps extends DishHeaderProps {
  /** The ingredients and instructions as shown: scaled, in the cook's units (see @hearth/shared/dish-view). */
  shown: { ingredients: ShownIngredient[]; instructions: string | string[] };
  /** False for a hearth-mate's dish: it can be read and shopped, not changed. */
  editable: boolean;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: string | null;
  /** The ingredients' shopping action, supplied by the shopping feature. */
  shopAction?: ReactNode;
  /** Under the header: where the cook's own dish is shared ("Share to hearth"). */
  sharing?: ReactNode;
  /** In the toolbar of a dish that is not the reader's: "Save a copy". */
  copyAction?: ReactNode;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHeader}>
        <h2>{title}</h2>
        {action ? <div className={styles.sectionActions}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * docs/product.md#dish-detail: the header, then each section only when it has something to show. Printed
 * (the Print button, or the browser's own), it is one clean page: see the print rules in
 * dish-detail.module.css.
 */
export function DishDetail({
  shown,
  editable,
  onBack,
  onEdit,
  onDelete,
  deleting,
  deleteError,
  shopAction,
  sharing,
  copyAction,
  ...header
}: DishDetailProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const { dish } = header;
  const instructions = shown.instructions;
  const hasInstructions = Array.isArray(instructions) ? instructions.length > 0 : instructions.trim() !== '';

  return (
    <article className={styles.dish}>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <Button variant="secondary" iconOnly aria-label={i18n._('dishes.detail.back')} onClick={onBack} disabled={deleting}>
          <span aria-hidden="true">←</span>
        </Button>
        {editable ? (
          <div className={styles.actions}>
            <Button variant="secondary" iconOnly aria-label={i18n._('dishes.detail.edit')} onClick={onEdit} disabled={deleting}>
              <PencilIcon />
            </Button>
            <Button variant="danger" iconOnly aria-label={i18n._('dishes.detail.delete')} onClick={onDelete} disabled={deleting}>
              <TrashIcon />
            </Button>
          </div>
        ) : (
          copyAction
        )}
      </div>
      {deleteError ? <Alert>{deleteError}</Alert> : null}

      <DishHeader {...header} />
      {sharing ? <div className={styles.noPrint}>{sharing}</div> : null}
      <DishGallery dish={dish} />

      {/* The cook's own texts keep their own direction (dir="auto"): an English step on an Arabic page keeps its full stop at its end. */}
      {dish.description ? (
        <Section title={i18n._('dishes.detail.description')}>
          <p translate="no" dir="auto">
            {dish.description}
          </p>
        </Section>
      ) : null}

      {shown.ingredients.length > 0 ? (
        <Section title={i18n._('dishes.detail.ingredients')} action={shopAction}>
          {ingredientRuns(shown.ingredients).map(({ group, items }, run) => (
            <div key={`${group}-${run}`}>
              {group ? (
                <h3 className={styles.group} translate="no">
                  {group}
                </h3>
              ) : null}
              <ul className={styles.ingredients}>
                {items.map(({ ingredient, index }) => (
                  <li key={`${ingredient.item}-${index}`}>
                    <span className={styles.amount}>{format.amount(ingredient.quantity, ingredient.unit)}</span>{' '}
                    <span translate="no">{ingredient.item}</span>
                    {ingredient.note ? (
                      <span className={styles.muted}>
                        , <span translate="no">{ingredient.note}</span>
                      </span>
                    ) : null}
                    {ingredient.optional ? <span className={styles.muted}> {i18n._('dishes.detail.optional')}</span> : null}
                    {ingredient.capped ? <span className={styles.muted}> {i18n._('dishes.detail.capped')}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      ) : null}

      {hasInstructions ? (
        <Section title={i18n._('dishes.detail.instructions')}>
          {Array.isArray(instructions) ? (
            <ol className={styles.steps} translate="no">
              {instructions.map((step, index) => {
                const picture = dish.stepPictures?.[index];
                return (
                  <li key={index} dir="auto">
                    {step}
                    {picture ? (
                      <img
                        className={styles.stepPicture}
                        src={picture}
                        alt={i18n._('dishes.detail.stepPhoto', { number: index + 1 })}
                        loading="lazy"
                      />
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : (
            // One text, as the product shows it: a paragraph, with the recipe's own line breaks.
            <p className={styles.textInstructions} translate="no" dir="auto">
              {instructions}
            </p>
          )}
        </Section>
      ) : null}

      {dish.utensils.length > 0 ? (
        <Section title={i18n._('dishes.detail.utensils')}>
          <ul className={styles.utensils} translate="no">
            {dish.utensils.map((utensil) => (
              <li key={utensil}>{utensil}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {dish.notes ? (
        <Section title={i18n._('dishes.detail.notes')}>
          <p translate="no" dir="auto">
            {dish.notes}
          </p>
        </Section>
      ) : null}

      {dish.sourceUrl && isHttpUrl(dish.sourceUrl) ? (
        <Section title={i18n._('dishes.detail.source')}>
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
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
