import { describe, expect, it } from 'vitest';
import { findTimers, formatTimerLength, timerName } from './step-timers.js';

const MIN = 60;
const HOUR = 3600;

describe('findTimers', () => {
  it.each<[string, string, number, number | undefined]>([
    ['Simmer for 10 minutes.', '10 minutes', 10 * MIN, undefined],
    ['Bake 25-30 min until golden.', '25-30 min', 25 * MIN, 30 * MIN],
    ['Bake 25 to 30 minutes, until a skewer comes out clean.', '25 to 30 minutes', 25 * MIN, 30 * MIN],
    ['Roast for 1 hour, basting halfway.', '1 hour', HOUR, undefined],
    ['Braise, covered, for 1 1/2 hours.', '1 1/2 hours', 1.5 * HOUR, undefined],
    ['Braise for 1½ hours.', '1½ hours', 1.5 * HOUR, undefined],
    ['Bake 1-1/2 hours.', '1-1/2 hours', 1.5 * HOUR, undefined],
    ['Let the dough rest for an hour.', 'an hour', HOUR, undefined],
    ['Chill for half an hour.', 'half an hour', 0.5 * HOUR, undefined],
    ['Leave to stand for a half hour.', 'a half hour', 0.5 * HOUR, undefined],
    ['Cook for 1 hr 15 mins, stirring now and then.', '1 hr 15 mins', HOUR + 15 * MIN, undefined],
    ['Let rise 1 hour and 30 minutes.', '1 hour and 30 minutes', 1.5 * HOUR, undefined],
    ['Cook an hour and a half.', 'an hour and a half', 1.5 * HOUR, undefined],
    ['Whisk hard for 45 seconds.', '45 seconds', 45, undefined],
    ['Simmer gently 2-3 hours.', '2-3 hours', 2 * HOUR, 3 * HOUR],
    ['Bake 10 min.', '10 min', 10 * MIN, undefined],
    ['Put it back in the oven for 5 more minutes.', '5 more minutes', 5 * MIN, undefined],
    ["Boil 10' then drain.", "10'", 10 * MIN, undefined],
    ['Toast the spices a minute or two.', 'a minute or two', MIN, 2 * MIN],
    ['Sear 3–4 minutes per side.', '3–4 minutes', 3 * MIN, 4 * MIN],
    ['Cook 30 seconds to 1 minute, until fragrant.', '30 seconds to 1 minute', 30, MIN],
    ['Bake 45 minutes to 1 hour.', '45 minutes to 1 hour', 45 * MIN, HOUR],
    ['Simmer 1 to 1 1/2 hours.', '1 to 1 1/2 hours', HOUR, 1.5 * HOUR],
    ['Steep 5 mins.', '5 mins', 5 * MIN, undefined],
    ['Proof 1h in a warm place.', '1h', HOUR, undefined],
    ['Fry 30s a side.', '30s', 30, undefined],
    ['Marinate 8 hours or overnight.', '8 hours', 8 * HOUR, undefined],
    ['Bake for ten minutes.', 'ten minutes', 10 * MIN, undefined],
    ['Let stand for a couple of minutes.', 'a couple of minutes', 2 * MIN, undefined],
    ['Bake at 350°F for 25 minutes.', '25 minutes', 25 * MIN, undefined],
    ['Bake 12 to 15 min, or until set.', '12 to 15 min', 12 * MIN, 15 * MIN],
    ['Give it a 30-minute rest.', '30-minute', 30 * MIN, undefined],
    ['Cook 2 minutes or until fragrant.', '2 minutes', 2 * MIN, undefined],
  ])('finds the timer in %j', (step, text, seconds, maxSeconds) => {
    const timers = findTimers(step);
    expect(timers).toHaveLength(1);
    const [timer] = timers;
    expect(timer).toEqual({
      text,
      start: step.indexOf(text),
      end: step.indexOf(text) + text.length,
      seconds,
      ...(maxSeconds ? { maxSeconds } : {}),
    });
  });

  it('finds every time in a step, in order', () => {
    const timers = findTimers('Cook for about 10 minutes, stirring every 2 minutes, then rest 1 hour.');
    expect(timers.map((timer) => [timer.text, timer.seconds])).toEqual([
      ['10 minutes', 10 * MIN],
      ['2 minutes', 2 * MIN],
      ['1 hour', HOUR],
    ]);
  });

  it.each([
    'Chill overnight.',
    'Cook for a few minutes until soft.',
    'Add 2 cups water and 3 eggs.',
    'Stir a second time.',
    'Bake until golden.',
    'Marinate for 3 days.',
    '',
  ])('finds no timer in %j', (step) => {
    expect(findTimers(step)).toEqual([]);
  });
});

describe('formatTimerLength', () => {
  it.each<[number, number | undefined, string]>([
    [10 * MIN, undefined, '10 min'],
    [45, undefined, '45 sec'],
    [HOUR + 15 * MIN, undefined, '1 hr 15 min'],
    [HOUR, undefined, '1 hr'],
    [25 * MIN, 30 * MIN, '25–30 min'],
    [45 * MIN, HOUR, '45 min–1 hr'],
  ])('writes %s s (up to %s s) as %j', (seconds, maxSeconds, expected) => {
    expect(formatTimerLength({ seconds, maxSeconds })).toBe(expected);
  });
});

describe('timerName', () => {
  it.each([
    ['Simmer for 10 minutes.', 'Simmer'],
    ['Add the stock, then bake 25-30 min.', 'Bake'],
    ['Cook for about 10 minutes, stirring every 2 minutes.', 'Cook'],
    ['Let it rest for an hour.', 'Rest'],
    ['Melt the butter and simmer the garlic for 2 minutes.', 'Simmer'],
    ['10 minutes on high.', ''],
  ])('names the timer in %j %j', (step, name) => {
    const [timer] = findTimers(step);
    expect(timerName(step, timer!)).toBe(name);
  });
});
