import { afterEach, describe, expect, it } from 'vitest';
import { focusItemAgain, focusedItem } from './focus-again';

function list(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = ['2026-11-23', '2026-11-24']
    .map((day) => `<section data-day="${day}"><button>Add Meal</button><a href="/dishes/1">Soup</a></section>`)
    .join('');
  document.body.append(element);
  return element;
}

describe('focusedItem and focusItemAgain', () => {
  afterEach(() => document.body.replaceChildren());

  it('give the focus back to the same control of the same item in the list drawn anew', () => {
    const before = list();
    before.querySelectorAll('a')[1]!.focus();
    const focus = focusedItem(before, 'data-day');
    expect(focus).toEqual({ item: '2026-11-24', control: 1 });

    before.remove();
    const after = list();
    focusItemAgain(after, 'data-day', focus);
    expect(document.activeElement).toBe(after.querySelectorAll('a')[1]);
  });

  it('leave the focus where the person has put it since', () => {
    const before = list();
    before.querySelector('button')!.focus();
    const focus = focusedItem(before, 'data-day');
    before.remove();
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();

    focusItemAgain(list(), 'data-day', focus);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('know nothing of a focus outside the list', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(focusedItem(list(), 'data-day')).toBeUndefined();
  });
});
