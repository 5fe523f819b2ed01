import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServingsStepper } from './servings-stepper';

/** The stepper as the dish page holds it: the servings live above it and come back down. */
function renderStepper(initial = 4) {
  const onChange = vi.fn();
  function Holder() {
    const [servings, setServings] = useState(initial);
    return (
      <>
        <ServingsStepper
          servings={servings}
          onChange={(next) => {
            onChange(next);
            setServings(next);
          }}
        />
        <button type="button" onClick={() => setServings(initial)}>
          Reset from outside
        </button>
        <p data-testid="shown">{servings} servings</p>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Holder />);
  return { user, onChange, field: () => screen.getByRole('spinbutton', { name: 'Servings' }), shown: () => screen.getByTestId('shown') };
}

describe('ServingsStepper', () => {
  it('is a labelled group: a number field from 1 to 500 between labelled − and + buttons, and x½ / x2', () => {
    const { field } = renderStepper();
    expect(screen.getByRole('group', { name: 'Servings' })).toBeInTheDocument();
    expect(field()).toHaveValue(4);
    expect(field()).toHaveAttribute('min', '1');
    expect(field()).toHaveAttribute('max', '500');
    for (const name of ['Fewer servings', 'More servings', 'x½ (halve)', 'x2 (double)']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('steps by one, doubles and halves', async () => {
    const { user, onChange, field } = renderStepper();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'x2 (double)' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'x½ (halve)' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(field()).toHaveValue(3);
  });

  it('takes typed servings as they are typed', async () => {
    const { user, onChange, shown } = renderStepper();
    const field = screen.getByRole('spinbutton', { name: 'Servings' });
    await user.clear(field);
    await user.type(field, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(shown()).toHaveTextContent('12 servings');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['0', 'Servings must be at least 1.'],
    ['-3', 'Servings must be at least 1.'],
    ['10000', 'Servings can be at most 500.'],
    ['2.5', 'Servings must be a whole number from 1 to 500.'],
  ])('refuses %s with "%s" and keeps the servings it had', async (typed, message) => {
    const { user, onChange, field, shown } = renderStepper();
    await user.clear(field());
    await user.type(field(), typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
    expect(onChange).not.toHaveBeenCalledWith(Number(typed));
    expect(shown()).not.toHaveTextContent(`${typed} servings`);
  });

  it('clears the message once a good number is typed', async () => {
    const { user, field, onChange } = renderStepper();
    await user.clear(field());
    await user.type(field(), '0');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), '8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('stops at the bounds: no fewer than 1, no more than 500, no doubling past 500', async () => {
    renderStepper(1);
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'x½ (halve)' })).toBeDisabled();
  });

  it('cannot go above 500', () => {
    renderStepper(500);
    expect(screen.getByRole('button', { name: 'More servings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'x2 (double)' })).toBeDisabled();
  });

  it('follows servings changed from outside', async () => {
    const { user, field } = renderStepper(4);
    await user.click(screen.getByRole('button', { name: 'x2 (double)' }));
    expect(field()).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: 'Reset from outside' }));
    expect(field()).toHaveValue(4);
  });
});
