import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { renderWithProviders } from '../../../testing/render';
import { DishCard } from './dish-card';
import { DishList, DishListHeader } from './dish-list';

const dishes = (count: number): DishSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    dishName: `Pierogi ${index + 1}`,
    description: '',
    prepTime: 25,
    favourite: false,
    imageUrl: '',
    tags: index === 0 ? [] : ['Zupy'],
    average_rating: null,
    times_cooked: 0,
    last_cooked_on: null,
  }));

afterEach(async () => {
  await act(() => switchLocale('en'));
});

describe('the dish list in other languages', () => {
  it('speaks German: header, search, filter and the count', async () => {
    await act(() => switchLocale('de'));
    renderWithProviders(
      <>
        <DishListHeader />
        <DishList dishes={dishes(2)} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Gerichte' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Neues Gericht' })).toHaveAttribute('href', '/dishes/new');
    expect(screen.getByPlaceholderText('Gerichte durchsuchen …')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Alle Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Favoriten' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 Gerichte');
  });

  it('counts in Polish and Arabic with their plural forms', async () => {
    await act(() => switchLocale('pl'));
    const { unmount } = renderWithProviders(<DishList dishes={dishes(5)} />);
    expect(screen.getByRole('status')).toHaveTextContent('5 dań');
    unmount();
    await act(() => switchLocale('ar'));
    renderWithProviders(<DishList dishes={dishes(2)} />);
    expect(screen.getByRole('status')).toHaveTextContent('طبقان');
  });

  it('keeps only the favourites when Favourites is ticked', async () => {
    const [first, second, third] = dishes(3);
    const { user } = renderWithProviders(<DishList dishes={[first!, { ...second!, favourite: true }, third!]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Favourites' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 of 3 dishes$/);
    await user.click(screen.getByRole('checkbox', { name: 'Favourites' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^3 dishes$/);
  });

  it('keeps English as it was', () => {
    renderWithProviders(<DishList dishes={dishes(1)} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 dish$/);
    expect(screen.getByPlaceholderText('Search dishes...')).toBeVisible();
  });

  it('translates a card’s words and leaves the cook’s own as written', async () => {
    await act(() => switchLocale('fr'));
    renderWithProviders(
      <>
        <DishCard dish={dishes(1)[0]!} origin="/dishes" position={1} total={2} />
        <DishCard dish={dishes(2)[1]!} origin="/dishes" position={2} total={2} />
      </>,
    );
    expect(screen.getByText('Sans catégorie')).toBeVisible();
    expect(screen.getByText('Zupy')).toHaveAttribute('translate', 'no');
    expect(screen.getAllByText('25 min de préparation')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Pierogi 1' })).toHaveAttribute('translate', 'no');
  });

  it('offers the ways to start an empty library, and marks the dish just saved, in Swedish', async () => {
    await act(() => switchLocale('sv'));
    const { unmount } = renderWithProviders(<DishList dishes={[]} ownLibrary />);
    const ways = screen.getByRole('list', { name: 'Så börjar du din samling' });
    expect(
      within(ways)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Importera dina recept', 'Lägg till en rätt', 'Planera en måltid']);
    expect(within(ways).getByRole('link', { name: 'Öppna din tidslinje' })).toHaveAttribute('href', '/dashboard');
    unmount();
    renderWithProviders(<DishCard dish={dishes(1)[0]!} origin="/dishes" position={1} total={1} marked />);
    expect(screen.getByText('Nyss sparad')).toBeVisible();
  });
});
