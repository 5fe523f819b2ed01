import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ImportDraft } from '@hearth/shared/imports';
import { useDishesFromSource } from '../../../features/dishes/api/get-dishes-from-source';
import { libraryChanged } from '../../../features/dishes/api/library-changes';
import { useSaveDish } from '../../../features/dishes/api/save-dish';
import { DishForm } from '../../../features/dishes/components/dish-form';
import { Bookmarklet } from '../../../features/imports/components/bookmarklet';
import { SavedBeforeNotice, useImportScreenTexts } from '../../../features/imports/components/import-screen-texts';
import { ImportTabs } from '../../../features/imports/components/import-tabs';
import { ImportWarnings } from '../../../features/imports/components/import-warnings';
import { sharedPage } from '../../../features/imports/components/shared-page';
import { queryKeys } from '../../../lib/query-keys';
import styles from './import.module.css';

/** A page saved before: its dish is offered instead of a second copy. */
function SavedBefore({ sourceUrl }: { sourceUrl: string }) {
  const saved = useDishesFromSource(sourceUrl);
  const dish = saved.data?.[0];
  if (!dish) return null;
  return <SavedBeforeNotice dish={dish} />;
}

/** The draft in the dish form, prefilled and editable; Save creates the dish as any other. */
function DraftReview({ draft, onBack }: { draft: ImportDraft; onBack: () => void }) {
  const texts = useImportScreenTexts();
  const navigate = useNavigate();
  const saveDish = useSaveDish();
  const heading = useRef<HTMLDivElement>(null);

  // The screen changed under the cook: reading starts again at the top of the draft.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, []);

  return (
    <div ref={heading} tabIndex={-1} className={styles.review} aria-label={texts.review}>
      {draft.dish.sourceUrl ? <SavedBefore sourceUrl={draft.dish.sourceUrl} /> : null}
      <ImportWarnings warnings={draft.warnings} details={draft.warning_details} />
      <DishForm
        title={texts.reviewTitle}
        initial={draft.dish}
        saving={saveDish.isPending}
        error={saveDish.isError ? texts.createFailed : null}
        // The dish the cook just brought in is the one they want to see.
        onSubmit={(data) => saveDish.mutate({ id: null, data }, { onSuccess: (saved) => navigate(`/dishes/${saved.id}`) })}
        onCancel={onBack}
      />
    </div>
  );
}

/**
 * /dishes/import: a web address, a paste or another app's export file. The bookmarklet and
 * the phone's share sheet (the manifest's share_target) arrive here with ?url= or ?text=, which
 * fill the form in; the cook presses Read recipe (a link from any page must not make us fetch).
 */
export function Component() {
  const texts = useImportScreenTexts();
  const [params] = useSearchParams();
  const shared = useMemo(() => sharedPage(params), [params]);
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const queryClient = useQueryClient();
  const showDraft = useCallback((read: ImportDraft) => setDraft(read), []);

  const onFileImportEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all });
    libraryChanged(queryClient);
  }, [queryClient]);

  if (draft) return <DraftReview draft={draft} onBack={() => setDraft(null)} />;
  return (
    <section>
      <h1>{texts.title}</h1>
      <ImportTabs shared={shared} onDraft={showDraft} onFileImportEnded={onFileImportEnded} />
      <Bookmarklet />
    </section>
  );
}
