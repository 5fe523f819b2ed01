import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { AccountChoiceSection } from './account-choice-section';

/**
 * "Show quantities in": applies at once on every dish and in cook mode (they read the session),
 * and is kept on the account. Counts, pinches and cups of flour (no weight without a density)
 * stay as written whatever the choice.
 */
export function CookingSection({ units }: { units: UnitSystem }) {
  return (
    <AccountChoiceSection
      title="Cooking"
      lead="How dishes show their amounts. A dish can always show its original with one tap."
      legend="Show quantities in"
      setting="units"
      current={units}
      choices={[
        { value: 'as-written', label: 'As written', hint: 'Each recipe the way it was written.' },
        { value: 'us', label: 'US', hint: 'Cups, tablespoons, ounces and pounds; oven temperatures in °F.' },
        {
          value: 'metric',
          label: 'Metric',
          hint: 'Grams for flour, sugar and butter, millilitres for liquids; spoons stay spoons; oven temperatures in °C.',
        },
      ]}
      failure="Your choice of units could not be saved. Please try again."
    />
  );
}
