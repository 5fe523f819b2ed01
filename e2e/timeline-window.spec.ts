import { expect, test } from '@playwright/test';
import { localDayFromToday } from './support/api';
import { signUpThroughApi } from './support/users';

function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

test('a long timeline opens at today, loads a year back as the cook scrolls, and plans on an empty day there', async ({ page }) => {
  await signUpThroughApi(page);
  const yearAgo = localDayFromToday(-365);
  const today = localDayFromToday(0);
  await page.request.post('/api/meals', { data: { date: yearAgo, meal_type: 'Dinner', notes: null, dish_id: null } });
  await page.request.post('/api/dishes', { data: { dishName: 'Year-old Lasagna' } }).then(async (answer) => {
    const dish = await answer.json();
    await page.request.post('/api/meals', { data: { date: yearAgo, meal_type: 'Lunch', dish_id: dish.id } });
  });
  await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: null, notes: 'Tonight' } });
  // Days after today, so that today can scroll to the top of the window.
  await page.request.post('/api/meals', { data: { date: localDayFromToday(14), meal_type: 'Dinner', dish_id: null, notes: null } });

  const timelineAnswers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/meals?')) timelineAnswers.push(new URL(request.url()).searchParams.get('startDate') ?? 'all');
  });
  await page.goto('/dashboard');
  // Opens at today; only the weeks around it were asked for.
  const todayBlock = page.getByRole('region', { name: longDate(today) });
  await expect(todayBlock).toBeInViewport();
  // Its heading shows below the navigation bar, which stays at the top of the window.
  const barBottom = await page.getByRole('navigation', { name: 'Main' }).evaluate((bar) => bar.getBoundingClientRect().bottom);
  await expect
    .poll(() => todayBlock.getByRole('heading').evaluate((heading) => heading.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(barBottom);
  expect(timelineAnswers).not.toContain('all');
  expect(timelineAnswers.every((start) => start > localDayFromToday(-60))).toBe(true);

  // The cook turns the wheel up: the days above today come. Back a year, the day loads as it
  // comes into view.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, -400);
  await expect(page.getByRole('region', { name: longDate(localDayFromToday(-1)) })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  const yearAgoDay = page.getByRole('region', { name: longDate(yearAgo) });
  await expect(yearAgoDay).toContainText('Year-old Lasagna');

  // An empty day far from today takes a meal.
  const nextDay = localDayFromToday(-364);
  const emptyDay = page.getByRole('region', { name: longDate(nextDay) });
  await expect(emptyDay).toContainText('No meals planned for this day.');
  await emptyDay.getByRole('button', { name: 'Add Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await expect(dialog.getByLabel('Date')).toHaveValue(nextDay);
  await dialog.getByLabel('Meal Type').selectOption('Breakfast');
  await dialog.getByLabel('Notes').fill('Porridge');
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();
  await expect(emptyDay).toContainText('Breakfast');

  // Condensed: only the days with meals.
  await page.getByRole('button', { name: 'Condensed' }).click();
  await expect(page.getByRole('heading', { level: 2, name: longDate(yearAgo) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${longDate(localDayFromToday(-100))}`) })).toHaveCount(0);
});

test("Home pressed before a long timeline's list is there brings the list at its top", async ({ page }) => {
  await signUpThroughApi(page);
  await page.request.post('/api/meals', {
    data: { date: localDayFromToday(-30), meal_type: 'Lunch', dish_id: null, notes: 'A month-old stew' },
  });
  await page.request.post('/api/meals', { data: { date: localDayFromToday(0), meal_type: 'Dinner', dish_id: null, notes: 'Tonight' } });
  // The list otherwise comes once the first screen is up: a read held back keeps it from being up.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pantry**', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: longDate(localDayFromToday(0)) })).toContainText('Tonight');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.keyboard.press('Home');
  await expect(page.getByText('A month-old stew')).toBeInViewport();
  release();
});

test('today stays at the top of the window when the days above it finish loading after the timeline opened there', async ({ page }) => {
  await signUpThroughApi(page);
  const today = localDayFromToday(0);
  await page.request.post('/api/meals', {
    data: { date: localDayFromToday(-30), meal_type: 'Dinner', dish_id: null, notes: 'A month ago' },
  });
  await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: null, notes: 'Tonight' } });
  await page.request.post('/api/meals', { data: { date: localDayFromToday(14), meal_type: 'Dinner', dish_id: null, notes: null } });

  // The meals of the weeks around today arrive only once the timeline has opened at today.
  let answerMeals!: () => void;
  const mealsMayArrive = new Promise<void>((resolve) => (answerMeals = resolve));
  await page.route('**/api/meals?*', async (route) => {
    await mealsMayArrive;
    await route.continue();
  });
  await page.goto('/dashboard');
  const todayBlock = page.getByRole('region', { name: longDate(today) });
  const barBottom = await page.getByRole('navigation', { name: 'Main' }).evaluate((bar) => bar.getBoundingClientRect().bottom);
  const todayTop = () => todayBlock.evaluate((block) => block.getBoundingClientRect().top);
  await expect.poll(todayTop).toBeCloseTo(barBottom, 0);
  // A few frames on, the scroll to today has settled.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );

  // The days above shrink as "No meals planned" replaces "Loading meals..."; today stays put.
  answerMeals();
  await expect(todayBlock).toContainText('Tonight');
  await expect(page.getByText('Loading meals...')).toHaveCount(0);
  await expect.poll(todayTop).toBeCloseTo(barBottom, 0);
});
