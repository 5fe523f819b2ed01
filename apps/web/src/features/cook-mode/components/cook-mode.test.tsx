import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DishScale } from '../../../lib/dish-scale';
import { MessagesProvider } from '../../../lib/i18n/messages-provider';
import { CookMode, type CookableDish } from './cook-mode';

const dish: CookableDish = {
  dishName: 'Garlic Butter Noodles',
  servings: 2,
  ingredients: [
    { item: 'noodles', quantity: 200, unit: 'g', optional: false },
    { item: 'unsalted butter', quantity: 2, unit: 'tbsp', optional: false },
    { item: 'garlic cloves', quantity: 4, unit: 'clove', optional: true },
    { item: 'salt', quantity: 0, unit: 'to taste', optional: false },
  ],
  instructions: [
    'Boil the noodles for 8-10 minutes, then drain.',
    'Melt the butter and simmer the garlic for 2 minutes.',
    'Bake at 350°F for 1 hour.',
    'Toss everything and season with salt.',
  ],
};

const asWritten: DishScale = { factor: 1, servings: 2, units: 'as-written' };

function renderCookMode(overrides: { dish?: CookableDish; scale?: DishScale; lastStepAction?: ReactNode } = {}) {
  const onExit = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <MessagesProvider>
      <CookMode
        dish={overrides.dish ?? dish}
        scale={overrides.scale ?? asWritten}
        onExit={onExit}
        lastStepAction={overrides.lastStepAction}
      />
    </MessagesProvider>,
  );
  return { user, onExit };
}

function stepRegion() {
  return screen.getByRole('region', { name: /^Step \d+ of \d+$/ });
}

// jsdom has <dialog> but not its modal methods; these stand in for the browser's.
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

describe('CookMode', () => {
  beforeEach(() => {
    standInForModalDialogs();
    // Only the clock and the countdown's interval: Testing Library waits on a real setTimeout.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one step at a time with its counter, and moves with the arrow keys, Space and Page Down', async () => {
    const { user } = renderCookMode();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(stepRegion()).toHaveAttribute('aria-live', 'polite');
    expect(stepRegion()).toHaveTextContent('Boil the noodles');
    expect(stepRegion()).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(stepRegion()).toHaveTextContent('Melt the butter');

    await user.keyboard(' ');
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    await user.keyboard('{PageDown}');
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    await user.keyboard('{PageUp}{Shift>} {/Shift}');
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('moves with the Previous and Next buttons and leaves with Exit', async () => {
    const { user, onExit } = renderCookMode();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Exit/ }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('offers the last-step action ("Mark as cooked") on the last step only, beside Finish', async () => {
    const { user, onExit } = renderCookMode({ lastStepAction: <button type="button">Mark as cooked</button> });
    expect(screen.queryByRole('button', { name: 'Mark as cooked' })).not.toBeInTheDocument();
    for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as cooked' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('moves on a sideways swipe', () => {
    renderCookMode();
    fireEvent.pointerDown(stepRegion(), { pointerType: 'touch', pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stepRegion(), { pointerType: 'touch', pointerId: 1, clientX: 120, clientY: 210 });
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    fireEvent.pointerDown(stepRegion(), { pointerType: 'touch', pointerId: 2, clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stepRegion(), { pointerType: 'touch', pointerId: 2, clientX: 300, clientY: 190 });
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
  });

  it('shows the ingredients the step names with their scaled amounts, and all of them on request', async () => {
    const { user } = renderCookMode({ scale: { factor: 2, servings: 4, units: 'as-written' } });
    expect(screen.getByText('Scaled to 4 servings')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Ingredients for this step' })).toHaveTextContent('400 g noodles');

    await user.keyboard('{ArrowRight}');
    const forStep = screen.getByRole('list', { name: 'Ingredients for this step' });
    expect(
      within(forStep)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 tbsp unsalted butter', '8 cloves garlic cloves (optional)']);

    const toggle = screen.getByRole('button', { name: /All ingredients/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'All ingredients' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'All ingredients' })).toHaveTextContent('to taste salt');
  });

  it('shows amounts and oven temperatures in metric when asked', async () => {
    const { user } = renderCookMode({ scale: { factor: 1, servings: 2, units: 'metric' } });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('list', { name: 'Ingredients for this step' })).toHaveTextContent('2 tbsp unsalted butter');
    await user.keyboard('{ArrowRight}');
    expect(stepRegion()).toHaveTextContent('Bake at 180 °C for');
  });

  it('runs a timer from a step, keeps it across steps, shows it in the title and announces its end', async () => {
    const { user } = renderCookMode();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Start 2 minutes timer' }));
    expect(screen.getByRole('button', { name: '2 minutes timer running' })).toBeDisabled();
    const timer = screen.getByRole('timer', { name: 'Simmer timer, remaining' });
    expect(timer).toHaveTextContent('2:00');

    await user.keyboard('{ArrowRight}');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer', { name: 'Simmer timer, remaining' })).toHaveTextContent('1:00');
    expect(document.title).toBe('1:00 · Simmer — The Hearth');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Simmer timer done');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(document.title).toBe('Done · Simmer — The Hearth');

    await user.click(screen.getByRole('button', { name: 'Dismiss Simmer timer' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('runs several timers at once, each paused, resumed or cancelled on its own', async () => {
    const { user } = renderCookMode();
    await user.click(screen.getByRole('button', { name: 'Start 8-10 minutes timer' }));
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Start 2 minutes timer' }));
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    expect(document.title).toBe('2:00 · Simmer — The Hearth');

    await user.click(screen.getByRole('button', { name: 'Pause Boil timer' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer', { name: 'Boil timer, paused' })).toHaveTextContent('8:00');
    expect(screen.getByRole('timer', { name: 'Simmer timer, remaining' })).toHaveTextContent('1:30');

    await user.click(screen.getByRole('button', { name: 'Resume Boil timer' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer', { name: 'Boil timer, remaining' })).toHaveTextContent('7:00');
    await user.click(screen.getByRole('button', { name: 'Cancel Boil timer' }));
    expect(screen.queryByRole('timer', { name: /Boil/ })).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Simmer timer, remaining' })).toHaveTextContent('0:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Simmer timer done');
  });

  it('asks for notifications when the first timer starts, and notifies when one ends', async () => {
    const shown: string[] = [];
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      constructor(title: string) {
        shown.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = renderCookMode();
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start 8-10 minutes timer' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(8 * 60_000));
    expect(shown).toEqual(['Boil timer done']);
  });

  it('works where the browser has no notifications and no audio', async () => {
    vi.stubGlobal('Notification', undefined);
    vi.stubGlobal('AudioContext', undefined);
    const { user } = renderCookMode();
    await user.click(screen.getByRole('button', { name: 'Start 8-10 minutes timer' }));
    act(() => vi.advanceTimersByTime(8 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Boil timer done');
  });

  it('shows a quiet note where the browser cannot keep the screen on', () => {
    expect('wakeLock' in navigator).toBe(false);
    renderCookMode();
    expect(screen.getByRole('status')).toHaveTextContent("Your browser can't keep the screen on");
  });

  it('says so when the dish has no steps, with a way back', async () => {
    const { user, onExit } = renderCookMode({ dish: { ...dish, instructions: '  ' } });
    expect(screen.getByText('This dish has no steps to cook from.')).toBeVisible();
    expect(screen.queryByText(/Step \d of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the dish' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('splits a single block of instructions into steps', () => {
    renderCookMode({ dish: { ...dish, instructions: 'Boil the noodles. Drain them well. Toss with butter.' } });
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
  });

  it("shows a step's photo with its step only", async () => {
    const { user } = renderCookMode({ dish: { ...dish, stepPictures: ['', '/api/images/garlic'] } });
    expect(within(stepRegion()).queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(within(stepRegion()).getByRole('img', { name: 'Photo of step 2' })).toHaveAttribute('src', '/api/images/garlic');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(within(stepRegion()).queryByRole('img')).toBeNull();
  });
});
