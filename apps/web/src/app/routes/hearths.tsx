import { MyHearths } from '../../features/hearths/components/my-hearths';
import { useI18n } from '../../i18n';

/** /hearths: the cook's hearths from the main navigation (the profile shows the same list). */
export function Component() {
  const { i18n } = useI18n();
  return (
    <section aria-labelledby="hearths-title">
      <h1 id="hearths-title">{i18n._('app.hearths.title')}</h1>
      <p>{i18n._('app.hearths.lead')}</p>
      <MyHearths />
    </section>
  );
}
