import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { servicesAnswer } from '../../../testing/session';
import { SendListButton } from './send-list-button';
import { ShopMealButton } from '../meal-button/shop-meal-button';

afterEach(() => vi.unstubAllGlobals());

const MEAL = {
  id: 1,
  date: '2026-11-27T12:00:00.000Z',
  meal_type: 'Dinner',
  meal_status: 'planned',
  personal_meal: true,
  dish_id: 3,
  notes: null,
  dish: { id: 3, dishName: 'Bean Chili', cookTime: 40, difficulty: 'Easy' },
  dish_text_fallback: null,
  hearth_id: null,
  series_id: null,
} as unknown as Meal;

const loadDish = vi.fn();

describe('ShopMealButton', () => {
  it('is the grocery search, named so, on a server without Instacart, and opens no tab of its own', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    fakeApi({ 'GET /config/services': servicesAnswer({ instacart: false }) });
    renderWithProviders(<ShopMealButton meal={MEAL} loadDish={loadDish} />);
    const search = await screen.findByRole('link', { name: 'Grocery search for Bean Chili (opens a new tab)' });
    expect(search).toHaveTextContent('Grocery search');
    expect(search).toHaveAttribute('href', 'https://www.instacart.com/store/s?k=Bean%20Chili');
    expect(search).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Shop for Bean Chili' })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("is the product's Shop, saying where it goes, where Instacart is set up", async () => {
    fakeApi({ 'GET /config/services': servicesAnswer({ instacart: true }) });
    renderWithProviders(<ShopMealButton meal={MEAL} loadDish={loadDish} />);
    const shop = await screen.findByRole('button', { name: 'Shop for Bean Chili' });
    expect(shop).toHaveTextContent('Shop');
    expect(shop).toHaveAttribute('title', 'Order the ingredients on Instacart');
  });

  it('shows nothing until the server has said what is set up', () => {
    fakeApi({ 'GET /config/services': () => ({ status: 500 }) });
    renderWithProviders(<ShopMealButton meal={MEAL} loadDish={loadDish} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('SendListButton', () => {
  const lines = [{ item: 'beans', quantity: 2, unit: 'cup' as const }];

  it('is absent without Instacart', async () => {
    const { calls } = fakeApi({ 'GET /config/services': servicesAnswer({ instacart: false }) });
    renderWithProviders(<SendListButton title="My list" lines={lines} />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/config/services')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Send to Instacart' })).not.toBeInTheDocument();
  });

  it('sends the lines and opens the list only once it exists, alerting on failure without a tab', async () => {
    const open = vi.fn(() => null);
    const alert = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal('alert', alert);
    const { calls } = fakeApi({
      'GET /config/services': servicesAnswer({ instacart: true }),
      'POST /instacart/shopping-list': { status: 502, body: { code: 'INSTACART_FAILED', message: 'Instacart is busy' } },
    });
    const { user } = renderWithProviders(<SendListButton title="My list" lines={lines} />);
    await user.click(await screen.findByRole('button', { name: 'Send to Instacart' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Instacart is busy'));
    expect(open).not.toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/instacart/shopping-list')?.body).toMatchObject({ title: 'My list', items: lines });
  });
});
