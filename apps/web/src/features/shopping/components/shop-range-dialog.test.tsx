import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { sessionAnswer } from '../../../testing/session';
import { ShopRangeDialog, type RangeToAdd } from './shop-range-dialog';

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

afterEach(() => vi.unstubAllGlobals());

const line = (item: string, quantity: number, unit: string, display_text: string, dishes: string[]) => ({
  item,
  quantity,
  unit,
  display_text,
  dishes,
});

const WEEK = {
  title: 'Meals from November 22 to November 28, 2026',
  startDate: '2026-11-22',
  endDate: '2026-11-28',
  mealCount: 2,
  lines: [line('onion', 5, '', '5 onions', ['Chili', 'Soup']), line('crushed tomatoes', 28, 'oz', '28 oz crushed tomatoes', ['Chili'])],
  staples: [line('salt', 1, 'tsp', '1 tsp salt', ['Chili']), line('olive oil', 2, 'tbsp', '2 tbsp olive oil', ['Soup'])],
  inPantry: [line('rice', 300, 'g', '300 g rice', ['Chili'])],
  onList: [{ id: 9, date: '2026-11-24', meal_type: 'Dinner', dishName: 'Tacos' }],
};

function renderReview(onAddToList = vi.fn(async (_range: RangeToAdd) => ({ name: 'Groceries', path: '/shopping/1' }))) {
  fakeApi({ 'GET /auth/get-session': sessionAnswer(), 'GET /shopping/meal-plan': { body: WEEK } });
  const view = renderWithProviders(<ShopRangeDialog open today="2026-11-25" onClose={() => {}} onAddToList={onAddToList} />);
  return { ...view, onAddToList };
}

describe('the week to shop for', () => {
  it('counts only what will be added: staples stand apart as what the cook has, one tap adds one anyway', async () => {
    const { user, onAddToList } = renderReview();
    expect(await screen.findByText(/^2 meals, 2 of 2 items ticked\./)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shopping list' })).getAllByRole('checkbox')).toHaveLength(2);

    const staples = screen.getByRole('region', { name: 'You have these' });
    expect(within(staples).getByText('1 tsp salt')).toBeInTheDocument();
    await user.click(within(staples).getByRole('button', { name: 'Add olive oil anyway' }));
    expect(within(staples).getByRole('button', { name: 'Leave olive oil off' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^2 meals, 3 of 3 items ticked\./)).toBeInTheDocument();

    // What the pantry holds enough of stands apart too, and is added anyway the same way.
    const pantry = screen.getByRole('region', { name: 'In the pantry' });
    expect(within(pantry).getByText('300 g rice')).toBeInTheDocument();
    await user.click(within(pantry).getByRole('button', { name: 'Add rice anyway' }));
    expect(screen.getByText(/^2 meals, 4 of 4 items ticked\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(onAddToList).toHaveBeenCalledWith({
      startDate: '2026-11-22',
      endDate: '2026-11-28',
      includeOptional: false,
      exclude: [],
      addStaples: ['olive oil', 'rice'],
    });
  });

  it('names the meals already on the list instead of counting them again', async () => {
    renderReview();
    // The dish's name is the cook's own, marked apart from the words around it: the note reads as one.
    const note = (_: string, element: Element | null) =>
      element?.tagName === 'P' && /Tacos \(Dinner, Tue, Nov 24\)/.test(element.textContent ?? '');
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText('Already on your list:')).toBeInTheDocument();
    expect(screen.queryByText(/Tacos/, { selector: 'ul *' })).not.toBeInTheDocument();
  });
});

describe('the week the dialog opens on', () => {
  afterEach(async () => {
    await act(() => switchLocale('en'));
  });

  /** The range the dialog shows and asks the server for, opened on Wednesday, November 25, 2026. */
  async function openedRange(from: string, to: string) {
    const { fetchMock } = fakeApi({ 'GET /auth/get-session': sessionAnswer(), 'GET /shopping/meal-plan': { body: WEEK } });
    renderWithProviders(<ShopRangeDialog open today="2026-11-25" onClose={() => {}} />);
    const asked = await waitFor(() => {
      const url = fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .find((called) => called.pathname.endsWith('/shopping/meal-plan'));
      expect(url).toBeDefined();
      return url;
    });
    return {
      shown: [screen.getByLabelText<HTMLInputElement>(from).value, screen.getByLabelText<HTMLInputElement>(to).value],
      asked: [asked?.searchParams.get('startDate'), asked?.searchParams.get('endDate')],
    };
  }

  it('starts on Sunday in US English', async () => {
    const range = await openedRange('From', 'To');
    expect(range.shown).toEqual(['2026-11-22', '2026-11-28']);
    expect(range.asked).toEqual(['2026-11-22', '2026-11-28']);
  });

  it('starts on Monday in German', async () => {
    await act(() => switchLocale('de'));
    const range = await openedRange('Von', 'Bis');
    expect(range.shown).toEqual(['2026-11-23', '2026-11-29']);
    expect(range.asked).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('starts on Saturday in Arabic', async () => {
    await act(() => switchLocale('ar'));
    const range = await openedRange('من', 'إلى');
    expect(range.shown).toEqual(['2026-11-21', '2026-11-27']);
  });
});
