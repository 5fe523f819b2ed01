import { useI18n } from '../i18n';

/** The dish form screen's own words (its title, its loading and failures), for the route that shows it. */
export function useDishFormTexts() {
  const { i18n } = useI18n();
  return {
    newTitle: i18n._('dishes.form.newTitle'),
    editTitle: i18n._('dishes.form.editTitle'),
    createFailed: i18n._('dishes.form.createFailed'),
    updateFailed: i18n._('dishes.form.updateFailed'),
    loading: i18n._('dishes.form.loading'),
    loadFailed: i18n._('dishes.form.loadFailed'),
  };
}
