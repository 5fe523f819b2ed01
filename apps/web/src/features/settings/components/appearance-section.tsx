import { useId, useState } from 'react';
import type { Theme } from '@hearth/shared/theme';
import { Alert } from '../../../components/ui/alert';
import { useUpdateTheme } from '../api/update-theme';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

const CHOICES: Array<{ theme: Theme; label: string; hint: string }> = [
  { theme: 'light', label: 'Light', hint: 'Dark text on a light background.' },
  { theme: 'dark', label: 'Dark', hint: 'Light text on a dark background, easier on the eyes at night.' },
  { theme: 'system', label: 'System', hint: "Follows your device's light or dark setting." },
];

/**
 * The theme applies at once; the root layout shows whatever the session says. The choice is
 * also kept here, so the radio button shows it in the same frame as the click, before the
 * shared session data (updated a moment later) catches up.
 */
export function AppearanceSection({ theme }: { theme: Theme }) {
  const updateTheme = useUpdateTheme();
  const idPrefix = useId();
  const [chosen, setChosen] = useState(theme);

  function choose(next: Theme) {
    setChosen(next);
    updateTheme.mutate(next, { onError: () => setChosen(theme) });
  }

  return (
    <SettingsSection title="Appearance" lead="Saved to your account, so it follows you to every device you sign in on.">
      <fieldset className={styles.choices}>
        <legend>Theme</legend>
        {CHOICES.map((choice) => (
          <div key={choice.theme} className={styles.choice}>
            <input
              id={`${idPrefix}-${choice.theme}`}
              type="radio"
              name="theme"
              value={choice.theme}
              checked={chosen === choice.theme}
              aria-describedby={`${idPrefix}-${choice.theme}-hint`}
              onChange={() => choose(choice.theme)}
            />
            <span>
              <label htmlFor={`${idPrefix}-${choice.theme}`}>{choice.label}</label>
              <span id={`${idPrefix}-${choice.theme}-hint`} className={styles.choiceHint}>
                {choice.hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {updateTheme.isError ? <Alert>Your theme could not be saved. Please try again.</Alert> : null}
    </SettingsSection>
  );
}
