import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DishScale } from '../../../lib/dish-scale';
import { MessagesProvider } from '../../../lib/i18n/messages-provider';
import type { ShownLocale } from '../../../lib/i18n/locale-choice';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { CookMode, type CookableDish } from './cook-mode';

/** A cook's dish as they typed it: the steps stay in their words whatever language the app speaks. */
const dish: CookableDish = {
  dishName: 'Lemon Risotto',
  servings: 2,
  ingredients: [
    { item: 'arborio rice', quantity: 200, unit: 'g', optional: false },
    { item: 'stock', quantity: 0.75, unit: 'l', optional: false },
    { item: 'butter', quantity: 2, unit: 'tbsp', optional: false },
    { item: 'lemon zest', quantity: 0, unit: 'to taste', optional: true },
  ],
  instructions: [
    'Toast the arborio rice for 2 minutes.',
    'Add the stock and the butter, then simmer for 18 minutes.',
    'Stir in the lemon zest.',
  ],
};

const doubled: DishScale = { factor: 2, servings: 4, units: 'as-written' };

function renderIn() {
  const onExit = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <MessagesProvider>
      <CookMode dish={dish} scale={doubled} onExit={onExit} />
    </MessagesProvider>,
  );
  return { user, onExit };
}

async function showIn(locale: ShownLocale) {
  await act(() => switchLocale(locale));
}

function standInForModalDialogs() {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

describe('CookMode in German and Arabic', () => {
  beforeEach(() => {
    standInForModalDialogs();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T18:00:00Z'));
  });

  afterEach(async () => {
    vi.useRealTimers();
    await showIn('en');
  });

  it('speaks German: steps, amounts with decimal commas and German units, timers and the title', async () => {
    await showIn('de');
    const { user } = renderIn();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Schritt 1 von 3')).toBeVisible();
    expect(screen.getByText('Umgerechnet auf 4 Portionen')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Schritt 1 von 3' })).toHaveTextContent('Toast the arborio rice');
    expect(screen.getByRole('list', { name: 'Zutaten für diesen Schritt' })).toHaveTextContent('400 g arborio rice');

    await user.click(screen.getByRole('button', { name: /Alle Zutaten/ }));
    const all = screen.getByRole('list', { name: 'Alle Zutaten' });
    expect(Array.from(all.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      '400 g arborio rice',
      '1,5 l stock',
      '4 EL butter',
      'nach Geschmack lemon zest (optional)',
    ]);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Schritt 2 von 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Timer für 18 minutes starten' }));
    expect(screen.getByRole('timer', { name: 'Timer „Simmer“, verbleibend' })).toHaveTextContent('18:00');
    expect(screen.getByText('18 Min.')).toBeVisible();
    expect(document.title).toBe('18:00 · Simmer — The Hearth');

    await user.click(screen.getByRole('button', { name: 'Timer „Simmer“ anhalten' }));
    expect(screen.getByRole('timer', { name: 'Timer „Simmer“, angehalten' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Timer „Simmer“ fortsetzen' }));
    act(() => vi.advanceTimersByTime(18 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Timer „Simmer“ abgelaufen · 18 Min.');
    expect(document.title).toBe('Fertig · Simmer — The Hearth');

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Schritt 3 von 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByText('Schritt 2 von 3')).toBeVisible();
  });

  it('switches language while open, without losing the step', async () => {
    const { user } = renderIn();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    await showIn('de');
    expect(screen.getByText('Schritt 2 von 3')).toBeVisible();
    expect(screen.getByRole('button', { name: /Beenden/ })).toBeVisible();
  });

  it('reads Arabic right to left: the page mirrors, the left arrow key and a swipe to the right move on', async () => {
    await showIn('ar');
    const { user } = renderIn();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('الخطوة 1 من 3')).toBeVisible();
    expect(screen.getByText('معدّلة إلى 4 حصص')).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('الخطوة 2 من 3')).toBeVisible();
    expect(screen.getByRole('list', { name: 'مكونات هذه الخطوة' })).toHaveTextContent('1.5 لتر stock');
    expect(screen.getByRole('list', { name: 'مكونات هذه الخطوة' })).toHaveTextContent('4 ملاعق كبيرة butter');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('الخطوة 3 من 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('الخطوة 2 من 3')).toBeVisible();

    const step = screen.getByRole('region', { name: 'الخطوة 2 من 3' });
    fireEvent.pointerDown(step, { pointerType: 'touch', pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerUp(step, { pointerType: 'touch', pointerId: 1, clientX: 300, clientY: 205 });
    expect(screen.getByText('الخطوة 3 من 3')).toBeVisible();
    fireEvent.pointerDown(step, { pointerType: 'touch', pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(step, { pointerType: 'touch', pointerId: 2, clientX: 100, clientY: 205 });
    expect(screen.getByText('الخطوة 2 من 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'السابق' }));
    expect(screen.getByText('الخطوة 1 من 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'تشغيل مؤقّت 2 minutes' }));
    expect(screen.getByRole('timer', { name: 'مؤقّت «Toast»، الوقت المتبقي' })).toHaveTextContent('2:00');
  });
});
