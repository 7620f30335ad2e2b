import { describe, expect, it } from 'vitest';
import { COACH_TYPES } from './bus-network.ts';
import { neighboursOf, seatRefusal, seatStatuses, seatsOf, type SeatOccupant } from './seat-rule.ts';

const vip = COACH_TYPES.find((coach) => coach.id === 'vip-2-1')!;
const standard = COACH_TYPES.find((coach) => coach.id === 'standard-2-2')!;
const woman = (party: string, sold = true): SeatOccupant => ({ party, gender: 'female', sold });
const man = (party: string, sold = true): SeatOccupant => ({ party, gender: 'male', sold });

describe('a coach’s seats', () => {
  it('are named by row and letter, front to back, the aisle left out', () => {
    expect(seatsOf(vip)).toHaveLength(27);
    expect(seatsOf(standard)).toHaveLength(40);
    expect(seatsOf(vip).slice(0, 4)).toEqual([
      { seatNo: '1A', row: 1, column: 0 },
      { seatNo: '1B', row: 1, column: 1 },
      { seatNo: '1C', row: 1, column: 3 },
      { seatNo: '2A', row: 2, column: 0 },
    ]);
  });

  it('have as neighbours the seats beside them, never across the aisle', () => {
    expect(neighboursOf(vip, '3A')).toEqual(['3B']);
    expect(neighboursOf(vip, '3B')).toEqual(['3A']);
    expect(neighboursOf(vip, '3C')).toEqual([]);
    expect(neighboursOf(standard, '4C')).toEqual(['4D']);
    expect(neighboursOf(standard, '11A')).toEqual([]);
    expect(neighboursOf(standard, 'A1')).toEqual([]);
  });
});

describe('the seat rule for women', () => {
  const occupants = new Map([
    ['1A', woman('p1')],
    ['2A', man('p2', false)],
    ['3A', woman('p3')],
    ['3B', man('p3')],
  ]);

  it('shows a seat beside a woman of another booking for women, beside a man for men', () => {
    const statuses = seatStatuses(standard, occupants, null);
    expect(statuses.get('1A')).toBe('sold');
    expect(statuses.get('1B')).toBe('women');
    expect(statuses.get('2A')).toBe('held');
    expect(statuses.get('2B')).toBe('men');
    expect(statuses.get('1C')).toBe('available');
  });

  it('shows a party its own seats as mine, and seats beside them as free to it', () => {
    const statuses = seatStatuses(standard, occupants, 'p1');
    expect(statuses.get('1A')).toBe('mine');
    expect(statuses.get('1B')).toBe('available');
  });

  it('refuses a man beside an unrelated woman and a woman beside an unrelated man', () => {
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '1B', gender: 'male' }])).toEqual({ seatNo: '1B', reason: 'kept_for_women' });
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '2B', gender: 'female' }])).toEqual({ seatNo: '2B', reason: 'kept_for_men' });
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '1B', gender: 'female' }])).toBeNull();
  });

  it('lets people who book together sit side by side, whatever their genders', () => {
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '5A', gender: 'female' }, { seatNo: '5B', gender: 'male' }])).toBeNull();
    expect(seatRefusal(standard, occupants, 'p1', [{ seatNo: '1B', gender: 'male' }])).toBeNull();
  });

  it('refuses a seat taken by another party, one not on the coach, and a seat twice', () => {
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '3A', gender: 'female' }])).toEqual({ seatNo: '3A', reason: 'taken' });
    expect(seatRefusal(vip, occupants, 'me', [{ seatNo: '1D', gender: 'female' }])).toEqual({ seatNo: '1D', reason: 'not_on_coach' });
    expect(seatRefusal(standard, occupants, 'me', [{ seatNo: '6A', gender: 'female' }, { seatNo: '6A', gender: 'female' }])).toEqual({ seatNo: '6A', reason: 'twice' });
  });
});
