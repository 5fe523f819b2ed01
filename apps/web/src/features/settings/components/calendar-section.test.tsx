import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { CalendarSection, webcalAddress } from './calendar-section';

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
});

describe('webcalAddress', () => {
  it('swaps http and https for webcal and keeps the rest', () => {
    expect(webcalAddress('http://localhost:3000/api/calendar/x.ics')).toBe('webcal://localhost:3000/api/calendar/x.ics');
    expect(webcalAddress('https://a.example/api/calendar/x.ics')).toBe('webcal://a.example/api/calendar/x.ics');
  });
});
