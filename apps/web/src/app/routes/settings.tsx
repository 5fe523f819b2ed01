import { useNavigate } from 'react-router';
import { AccountSection } from '../../features/settings/components/account-section';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { CalendarSection } from '../../features/settings/components/calendar-section';
import { CookingSection } from '../../features/settings/components/cooking-section';
import { ConnectedServicesSection } from '../../features/settings/components/connected-services-section';
import { DataSection } from '../../features/settings/components/data-section';
import { LanguageSection } from '../../features/settings/components/language-section';
import { PantryChoiceSection } from '../../features/settings/components/pantry-choice-section';
import { SettingsTitle } from '../../features/settings/components/settings-section';
import { PantryStaplesSection } from '../../features/shopping-lists/components/pantry-staples-section';
import { useSession } from '../../lib/auth/get-session';
import styles from './settings.module.css';

/** Settings: account, appearance, language, cooking (units), what checking off does, pantry staples, calendar links, the cook's data, and the services this server uses. */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  // The route guard only renders this screen for a signed-in person.
  if (!session.data) return null;

  return (
    <div className={styles.page}>
      <SettingsTitle />
      <AccountSection email={session.data.email} onDeleted={() => navigate('/login', { replace: true })} />
      <AppearanceSection key={session.data.theme} theme={session.data.theme} />
      <LanguageSection key={session.data.language ?? ''} language={session.data.language} />
      <CookingSection key={session.data.units} units={session.data.units} />
      <PantryChoiceSection key={session.data.put_in_pantry} choice={session.data.put_in_pantry} />
      <PantryStaplesSection />
      <CalendarSection />
      <DataSection />
      <ConnectedServicesSection />
    </div>
  );
}
