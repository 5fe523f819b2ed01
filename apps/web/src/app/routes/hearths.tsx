import { MyHearths } from '../../features/hearths/components/my-hearths';
import { useI18n } from '../../features/hearths/i18n';
import { hearthRouteTexts } from '../../features/hearths/messages';

/** /hearths: the cook's hearths from the main navigation (the profile shows the same list). */
export function Component() {
  const texts = hearthRouteTexts(useI18n().i18n);
  return (
    <section aria-labelledby="hearths-title">
      <h1 id="hearths-title">{texts.hearthsTitle}</h1>
      <p>{texts.hearthsLead}</p>
      <MyHearths />
    </section>
  );
}
