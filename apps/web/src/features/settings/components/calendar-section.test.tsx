import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { CalendarSection, webcalAddress } from './calendar-section';

// jsdom has <dialog> but not its modal methods; these stand in for the browser's.
beforeEach(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'A'.repeat(43);

describe('CalendarSection', () => {
  it('offers each address to copy and as a webcal:// link a calendar app subscribes to', async () => {
    fakeApi({
      'GET /calendar': {
        body: {
          personal_url: `https://hearth.example/api/calendar/${TOKEN}.ics`,
          hearths: [{ hearth_id: 4, name: 'The Smiths', url: `https://hearth.example/api/calendar/${'B'.repeat(43)}.ics` }],
        },
      },
    });
    renderWithProviders(<CalendarSection />);

    expect(await screen.findByRole('textbox', { name: 'Your meals' })).toHaveValue(`https://hearth.example/api/calendar/${TOKEN}.ics`);
    expect(screen.getByRole('link', { name: 'Subscribe to Your meals in your calendar app' })).toHaveAttribute(
      'href',
      `webcal://hearth.example/api/calendar/${TOKEN}.ics`,
    );
    expect(screen.getByRole('link', { name: 'Subscribe to The Smiths in your calendar app' })).toHaveAttribute(
      'href',
      `webcal://hearth.example/api/calendar/${'B'.repeat(43)}.ics`,
    );
  });

  it("asks in the app's own dialog before Reset link replaces the addresses, and Cancel keeps them", async () => {
    const confirmSpy = vi.fn(() => true);
    vi.stubGlobal('confirm', confirmSpy);
    const feeds = { personal_url: `https://hearth.example/api/calendar/${TOKEN}.ics`, hearths: [] };
    const { calls } = fakeApi({
      'GET /calendar': { body: feeds },
      'POST /calendar/reset': { body: { ...feeds, personal_url: `https://hearth.example/api/calendar/${'C'.repeat(43)}.ics` } },
    });
    const { user } = renderWithProviders(<CalendarSection />);

    await user.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset calendar links' });
    expect(dialog).toHaveTextContent('Calendars subscribed with the old links stop updating');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/calendar/reset')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset calendar links' })).getByRole('button', { name: 'Reset link' }),
    );
    expect(await screen.findByText('New links made. The old ones no longer work.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/calendar/reset')).toHaveLength(1);
    expect(confirmSpy).not.toHaveBeenCalled();
  });
});

describe('webcalAddress', () => {
  it('swaps http and https for webcal and keeps the rest', () => {
    expect(webcalAddress('http://localhost:3000/api/calendar/x.ics')).toBe('webcal://localhost:3000/api/calendar/x.ics');
    expect(webcalAddress('https://a.example/api/calendar/x.ics')).toBe('webcal://a.example/api/calendar/x.ics');
  });
});
