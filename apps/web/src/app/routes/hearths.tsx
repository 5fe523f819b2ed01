import { MyHearths } from '../../features/hearths/components/my-hearths';
import { hearthMessages } from '../../features/hearths/messages';

/** /hearths: the cook's hearths from the main navigation (the profile shows the same list). */
export function Component() {
  return (
    <section aria-labelledby="hearths-title">
      <h1 id="hearths-title">{hearthMessages.hearthsTitle}</h1>
      <p>{hearthMessages.hearthsLead}</p>
      <MyHearths />
    </section>
  );
}
