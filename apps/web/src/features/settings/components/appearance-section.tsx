import type { Theme } from '@hearth/shared/theme';
import { AccountChoiceSection } from './account-choice-section';

/** The theme applies at once: the root layout shows whatever the session says. */
export function AppearanceSection({ theme }: { theme: Theme }) {
  return (
    <AccountChoiceSection
      title="Appearance"
      lead="Saved to your account, so it follows you to every device you sign in on."
      legend="Theme"
      setting="theme"
      current={theme}
      choices={[
        { value: 'light', label: 'Light', hint: 'Dark text on a light background.' },
        { value: 'dark', label: 'Dark', hint: 'Light text on a dark background, easier on the eyes at night.' },
        { value: 'system', label: 'System', hint: "Follows your device's light or dark setting." },
      ]}
      failure="Your theme could not be saved. Please try again."
    />
  );
}
