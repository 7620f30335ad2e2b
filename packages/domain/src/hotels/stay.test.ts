import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS, stayNights } from './stay.ts';

describe('the nights of a stay', () => {
  it('are the nights slept: in on the 10th, out on the 12th is the 10th and the 11th', () => {
    expect(stayNights('2031-03-10', '2031-03-12')).toEqual({ nights: ['2031-03-10', '2031-03-11'] });
  });

  it('run across month and year ends and a leap day', () => {
    expect(stayNights('2031-12-30', '2032-01-02')).toEqual({ nights: ['2031-12-30', '2031-12-31', '2032-01-01'] });
    expect(stayNights('2032-02-28', '2032-03-01')).toEqual({ nights: ['2032-02-28', '2032-02-29'] });
  });

  it('need a check-out after the check-in', () => {
    expect(stayNights('2031-03-10', '2031-03-10')).toEqual({ problem: 'check_out_not_after_check_in' });
    expect(stayNights('2031-03-10', '2031-03-09')).toEqual({ problem: 'check_out_not_after_check_in' });
  });

  it('refuse dates that are not on the calendar', () => {
    expect(stayNights('2031-02-29', '2031-03-02')).toEqual({ problem: 'invalid_date' });
    expect(stayNights('10/03/2031', '2031-03-12')).toEqual({ problem: 'invalid_date' });
  });

  it(`are at most ${MAX_STAY_NIGHTS}, so one booking's work stays bounded`, () => {
    const longest = stayNights('2031-03-01', '2031-03-31');
    expect('nights' in longest && longest.nights).toHaveLength(MAX_STAY_NIGHTS);
    expect(stayNights('2031-03-01', '2031-04-01')).toEqual({ problem: 'too_long' });
  });
});
