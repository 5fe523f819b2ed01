import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingButton } from './button';

describe('PendingButton', () => {
  it('shows its label and can be pressed while nothing is under way', () => {
    render(
      <PendingButton pending={false} pendingLabel="Saving...">
        Save
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says the work is under way and cannot be pressed again meanwhile', () => {
    render(
      <PendingButton pending pendingLabel="Saving...">
        Save
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('is disabled when told so, whether or not work is under way', () => {
    render(
      <PendingButton pending={false} pendingLabel="Saving..." disabled>
        Save
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
