// @vitest-environment happy-dom
import { act, render, renderHook } from '@testing-library/react';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
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

  it('keeps a field judged before the page has run its effects (a busy phone, right after the first paint)', () => {
    // Left in a layout effect: after the first paint, before the effects that follow it, as a blur on
    // a phone whose main thread is busy may come. An effect that reset the judging on mount wiped it.
    function LeftAtOnce() {
      const validation = useFieldValidation({ form: { current: null }, revalidate: () => ({ 'contact.email': 'required' }), prefix: 'contact.', submitting: false, resetOn: undefined });
      const left = useRef(false);
      useLayoutEffect(() => {
        if (left.current) return;
        left.current = true;
        validation.onBlur(leave('contact.email'));
      });
      return <p>{validation.checkedHere('contact.email') ? 'judged' : 'not judged'}</p>;
    }
    const { container } = render(<LeftAtOnce />);
    expect(container.textContent).toBe('judged');
  });

  it('starts afresh when the server answers again', () => {
    const form = { current: null };
    let answer: object = { fieldErrors: {} };
    const { result, rerender } = renderHook(() => useFieldValidation({ form, revalidate: () => ({ 'contact.email': 'required' }), prefix: 'contact.', submitting: false, resetOn: answer }));
    act(() => result.current.onBlur(leave('contact.email')));
    expect(result.current.checkedHere('contact.email')).toBe(true);
    rerender();
    expect(result.current.checkedHere('contact.email')).toBe(true);
    answer = { fieldErrors: { 'contact.email': 'taken' } };
    rerender();
    expect(result.current.clientErrors).toBeNull();
    expect(result.current.checkedHere('contact.email')).toBe(false);
  });
});
