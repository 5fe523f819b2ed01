import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

for (const width of [375, 1280]) {
  test(`shots at ${width}`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page);
    const hearth = await (await page.request.post('/api/hearths', { data: { name: 'The Smiths', startDate: '2026-11-23', endDate: '2026-11-29' } })).json();
    const risotto = await (await page.request.post('/api/dishes', { data: { dishName: 'Lemon Risotto', ingredients: [{ item: 'lemons', quantity: 2 }, { item: 'arborio rice', quantity: 1, unit: 'cup' }, { item: 'parmesan', quantity: 50, unit: 'g' }, { item: 'chicken stock', quantity: 1, unit: 'l' }] } })).json();
    const shakshuka = await (await page.request.post('/api/dishes', { data: { dishName: 'Shakshuka', ingredients: [{ item: 'lemon', quantity: 1 }, { item: 'eggs', quantity: 6 }, { item: 'canned tomatoes', quantity: 800, unit: 'g' }, { item: 'cumin', quantity: 1, unit: 'tsp' }, { item: 'bell pepper', quantity: 2 }] } })).json();
    const lists = await (await page.request.get('/api/shopping-lists')).json();
    const own = lists.find((list: { hearth_id: number | null }) => list.hearth_id === null);
    expect(hearth.hearth_id).toBeGreaterThan(0);
    await page.request.post(`/api/shopping-lists/${own.id}/items`, { data: { dish_id: risotto.id } });
    await page.request.post(`/api/shopping-lists/${own.id}/items`, { data: { dish_id: shakshuka.id } });
    for (const text of ['2 cups milk', 'paper towels', '1 baguette', '1 bag frozen peas']) await page.request.post(`/api/shopping-lists/${own.id}/items`, { data: { text } });
    const today = new Date().toISOString().slice(0, 10);
    await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: risotto.id } });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Add Lemon Risotto to the shopping list/ }).waitFor();
    await page.screenshot({ path: `/work/notes/shots/15/meal-row-${width}.png` });
    await page.getByRole('button', { name: 'Shop this week' }).click();
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByText('Added to My list.').waitFor();
    await page.screenshot({ path: `/work/notes/shots/15/range-dialog-${width}.png` });
    await page.goto('/shopping');
    await page.getByRole('checkbox', { name: /milk/ }).check();
    await expect(page.getByRole('region', { name: 'Got it' })).toBeVisible();
    await page.screenshot({ path: `/work/notes/shots/15/shopping-online-${width}.png`, fullPage: true });
    await context.setOffline(true);
    await page.getByRole('checkbox', { name: /eggs/ }).check();
    await page.getByRole('checkbox', { name: /baguette/ }).check();
    await page.getByRole('textbox', { name: 'Add an item' }).fill('dish soap');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('3 changes waiting')).toBeVisible();
    await page.screenshot({ path: `/work/notes/shots/15/shopping-offline-${width}.png`, fullPage: true });
    await context.setOffline(false);
    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Pantry staples' })).toBeVisible();
    await page.getByRole('heading', { name: 'Pantry staples' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/notes/shots/15/settings-staples-${width}.png` });
    await page.goto(`/dishes/${risotto.id}`);
    await page.getByRole('button', { name: 'Add to shopping list' }).waitFor();
    await page.screenshot({ path: `/work/notes/shots/15/dish-shop-menu-${width}.png` });
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await page.screenshot({ path: `/work/notes/shots/15/add-dish-dialog-${width}.png` });
  });
}
