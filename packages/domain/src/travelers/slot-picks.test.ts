import { describe, expect, it } from 'vitest';
import { assignSavedTraveller } from './slot-picks.ts';

describe('assignSavedTraveller follows the uuid replace-or-add rule', () => {
  it('adds a pick for an empty slot', () => {
    expect(assignSavedTraveller({}, '0', 'a')).toEqual({ '0': 'a' });
  });
  it('replaces the pick of the same slot', () => {
    expect(assignSavedTraveller({ '0': 'a', '1': 'b' }, '0', 'c')).toEqual({ '0': 'c', '1': 'b' });
  });
  it('moves a traveller picked again from the slot that held them', () => {
    expect(assignSavedTraveller({ '0': 'a', '1': 'b' }, '1', 'a')).toEqual({ '1': 'a' });
  });
  it('clears a slot with null', () => {
    expect(assignSavedTraveller({ '0': 'a', '1': 'b' }, '0', null)).toEqual({ '1': 'b' });
  });
});
