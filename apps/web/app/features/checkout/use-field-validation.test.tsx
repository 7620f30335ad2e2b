// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldValidation } from './use-field-validation.ts';

/** A blur of the input named `name`, as the form's onBlur receives it. */
function leave(name: string): FocusEvent<HTMLFormElement> {
  const input = document.createElement('input');
  input.name = name;
  return { target: input } as unknown as FocusEvent<HTMLFormElement>;
}

describe('useFieldValidation', () => {
  it('judges a field left before the rules arrived as soon as they do, and only that field', () => {
    const form = { current: null };
    let rules: Record<string, string> | null = null;
    const { result, rerender } = renderHook(() => useFieldValidation({ form, revalidate: () => rules, prefix: 'travellers.', submitting: false, resetOn: undefined }));

    act(() => result.current.onBlur(leave('travellers.1.lastName')));
    expect(result.current.checkedHere('travellers.1.lastName')).toBe(false);

    // The rules module arrives: the page renders again with them.
    rules = { 'travellers.1.lastName': 'latin_only', 'travellers.1.firstName': 'required' };
    rerender();
    expect(result.current.clientErrors).toEqual(rules);
    expect(result.current.checkedHere('travellers.1.lastName')).toBe(true);
    expect(result.current.checkedHere('travellers.1.firstName')).toBe(false);
  });

  it('judges a field at once when the rules are there', () => {
    const form = { current: null };
    const { result } = renderHook(() => useFieldValidation({ form, revalidate: () => ({}), prefix: 'contact.', submitting: false, resetOn: undefined }));
    act(() => result.current.onBlur(leave('contact.email')));
    expect(result.current.clientErrors).toEqual({});
    expect(result.current.checkedHere('contact.email')).toBe(true);
    act(() => result.current.onBlur(leave('search.q')));
    expect(result.current.checkedHere('search.q')).toBe(false);
  });
});
