import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';

/** A page saved before: its dish is offered instead of a second copy. */
export function SavedBeforeNotice({ dish }: { dish: { id: number; dishName: string } }) {
  const { i18n } = useI18n();
  return (
    <Alert tone="info">
      <RichText text={i18n._('imports.savedBefore', { name: dish.dishName })} parts={[<Link to={`/dishes/${dish.id}`} translate="no" />]} />
    </Alert>
  );
}

/** The import screen's own words (its heading, the draft's review), for the route that shows it. */
export function useImportScreenTexts() {
  const { i18n } = useI18n();
  return {
    title: i18n._('imports.title'),
    review: i18n._('imports.review.label'),
    reviewTitle: i18n._('imports.review.title'),
    createFailed: i18n._('imports.review.createFailed'),
  };
}
