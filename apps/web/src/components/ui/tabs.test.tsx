import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Ways"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'a', label: 'First', panel: <p>one</p> },
        { key: 'b', label: 'Second', panel: <p>two</p> },
        { key: 'c', label: 'Third', panel: <p>three</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('follows the ARIA tabs pattern: one tab stop, arrows, Home and End select and focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Ways' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('one');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('two');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('one');
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('three');
  });
});
