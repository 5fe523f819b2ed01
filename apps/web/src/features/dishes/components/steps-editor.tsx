import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { useI18n } from '../i18n';
import { GroupError, RemoveButton } from './dish-form-parts';
import { SortableRows, useRowKeys } from './sortable-rows';
import { StepPicture } from './step-picture';
import styles from './dish-form.module.css';

interface StepsEditorProps {
  steps: string[];
  /** Each step's photo by its place, '' for none: kept beside its step through every change. */
  pictures: string[];
  onChange: (steps: string[], pictures: string[]) => void;
  error?: string | undefined;
}

/** Several lines pasted or typed at once: one step each, blank lines dropped. */
export function linesToSteps(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The instructions as a list of steps, saved as a list so the dish page shows them numbered:
 * add, remove, reorder (drag or keyboard), Enter to start the next step, and a paste of
 * several lines makes a step of each line.
 */
export function StepsEditor({ steps, pictures, onChange, error }: StepsEditorProps) {
  const { i18n } = useI18n();
  const stepLabel = (index: number) => i18n._('dishes.form.stepLabel', { number: index + 1 });
  const rows = useRowKeys(steps.length);
  const boxes = useRef(new Map<string, HTMLTextAreaElement>());
  const focusNext = useRef<string | null>(null);

  // After a change that adds a step, the caret goes to the step the cook is writing.
  useEffect(() => {
    if (!focusNext.current) return;
    boxes.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function insertAt(at: number, added: string[], replace: string[]) {
    const addedKeys = rows.insert(at + replace.length, added.length);
    const next = [...steps];
    next.splice(at, replace.length, ...replace, ...added);
    // A step split in two keeps its photo on its first part.
    const nextPictures = steps.map((_, index) => pictures[index] ?? '');
    nextPictures.splice(at, replace.length, ...replace.map((_, index) => pictures[at + index] ?? ''), ...added.map(() => ''));
    focusNext.current = addedKeys.at(-1) ?? null;
    onChange(next, nextPictures);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLTextAreaElement>) {
    const lines = linesToSteps(event.clipboardData.getData('text'));
    if (lines.length < 2) return;
    event.preventDefault();
    const box = event.currentTarget;
    const before = box.value.slice(0, box.selectionStart).trim();
    const after = box.value.slice(box.selectionEnd).trim();
    const pasted = [`${before} ${lines[0]}`.trim(), ...lines.slice(1, -1), `${lines.at(-1)} ${after}`.trim()];
    insertAt(index, pasted.slice(1), [pasted[0]!]);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const box = event.currentTarget;
    insertAt(index, [box.value.slice(box.selectionEnd).trim()], [box.value.slice(0, box.selectionStart).trimEnd()]);
  }

  function remove(index: number) {
    rows.remove(index);
    onChange(
      steps.filter((_, other) => other !== index),
      steps.map((_, other) => pictures[other] ?? '').filter((_, other) => other !== index),
    );
  }

  return (
    <fieldset className={styles.group}>
      <legend>{i18n._('dishes.form.steps')}</legend>
      <p className={styles.hint}>{i18n._('dishes.form.stepsHint')}</p>
      <GroupError error={error} />
      {steps.length > 0 ? (
        <SortableRows
          keys={rows.keys}
          nameOf={stepLabel}
          onMove={(from, to) => {
            rows.move(from, to);
            onChange(
              arrayMove(steps, from, to),
              arrayMove(
                steps.map((_, index) => pictures[index] ?? ''),
                from,
                to,
              ),
            );
          }}
        >
          {(index, handle) => (
            <>
              {handle}
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}.
              </span>
              <div className={styles.stepBox}>
                {/* Named by aria-label: a label around a textarea would count the step's own text in its name. */}
                <textarea
                  aria-label={stepLabel(index)}
                  ref={(box) => {
                    const key = rows.keys[index]!;
                    if (box) boxes.current.set(key, box);
                    else boxes.current.delete(key);
                  }}
                  className={controlClassName}
                  translate="no"
                  rows={2}
                  value={steps[index]}
                  onChange={(event) =>
                    onChange(
                      steps.map((step, other) => (other === index ? event.target.value : step)),
                      pictures,
                    )
                  }
                  onKeyDown={(event) => onKeyDown(index, event)}
                  onPaste={(event) => onPaste(index, event)}
                />
                <StepPicture
                  picture={pictures[index] ?? ''}
                  stepNumber={index + 1}
                  onChange={(picture) =>
                    onChange(
                      steps,
                      steps.map((_, other) => (other === index ? picture : (pictures[other] ?? ''))),
                    )
                  }
                />
              </div>
              <RemoveButton
                name={stepLabel(index)}
                label={i18n._('dishes.form.removeStep', { number: index + 1 })}
                onRemove={() => remove(index)}
              />
            </>
          )}
        </SortableRows>
      ) : null}
      <div className={styles.addRow}>
        <Button variant="secondary" onClick={() => insertAt(steps.length, [''], [])}>
          {i18n._('dishes.form.addStep')}
        </Button>
      </div>
    </fieldset>
  );
}
