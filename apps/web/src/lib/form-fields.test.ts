import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useFormFields } from './form-fields';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useFormFields', () => {
  it("gives each input its name and value, and keeps what is typed in the form's values", () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useFormFields({ email: '', password: 'old' }, onEdit));
    expect(result.current.field('password')).toMatchObject({ name: 'password', value: 'old', error: undefined });

    act(() => result.current.field('email').onChange(typed('ada@example.com')));
    expect(result.current.values).toEqual({ email: 'ada@example.com', password: 'old' });
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("shows a failed check's message beside its input, and clears it once the check passes", () => {
    const schema = z.object({ email: z.string().email('Enter an e-mail address') });
    const { result } = renderHook(() => useFormFields({ email: 'ada' }));

    act(() => void result.current.checkFields(schema.safeParse(result.current.values)));
    expect(result.current.field('email').error).toBe('Enter an e-mail address');

    act(() => result.current.field('email').onChange(typed('ada@example.com')));
    act(() => void result.current.checkFields(schema.safeParse(result.current.values)));
    expect(result.current.field('email').error).toBeUndefined();
  });
});
