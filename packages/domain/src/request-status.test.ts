import { describe, it, expect } from 'vitest';
import {
  fail,
  initialRemote,
  REQUEST_STATUSES,
  startLoading,
  succeed,
  succeedsWithCode200,
  succeedsWithData,
  type Remote,
} from './request-status.ts';

describe('remote load life cycle (spec §4: idle to loading to success or failed)', () => {
  it('lists the four request statuses', () => {
    expect(REQUEST_STATUSES).toEqual(['idle', 'loading', 'success', 'failed']);
  });

  it('starts idle with no data and no error', () => {
    expect(initialRemote()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('clears data on loading', () => {
    const loaded = succeed(initialRemote<string[], string>(), ['RGN']);
    expect(startLoading(loaded)).toEqual({ status: 'loading', data: null, error: null });
  });

  it('clears the error on loading', () => {
    const failed = fail(initialRemote<string[], string>(), 'timeout');
    expect(startLoading(failed)).toEqual({ status: 'loading', data: null, error: null });
  });

  it('keeps the data on success', () => {
    const remote = succeed(startLoading(initialRemote<string[], string>()), ['RGN', 'MDL']);
    expect(remote).toEqual({ status: 'success', data: ['RGN', 'MDL'], error: null });
  });

  it('keeps the error and no data on failure', () => {
    const remote: Remote<string[], { code: number }> = fail(startLoading(initialRemote()), { code: 500 });
    expect(remote).toEqual({ status: 'failed', data: null, error: { code: 500 } });
  });

  it('does not change the state it was given', () => {
    const idle = initialRemote<number, string>();
    startLoading(idle);
    expect(idle.status).toBe('idle');
  });
});

describe('succeedsWithCode200 (spec §4: success requires response code 200)', () => {
  it('succeeds with code 200 only', () => {
    expect(succeedsWithCode200({ code: 200, data: [] })).toBe(true);
    expect(succeedsWithCode200({ code: 201 })).toBe(false);
    expect(succeedsWithCode200({ code: '200' })).toBe(false);
    expect(succeedsWithCode200({ data: [] })).toBe(false);
    expect(succeedsWithCode200(null)).toBe(false);
    expect(succeedsWithCode200('200')).toBe(false);
  });
});

describe('succeedsWithData (spec §4: announcement, trending and hotel autocomplete succeed when the response has data)', () => {
  it('succeeds when data is present, even an empty list', () => {
    expect(succeedsWithData({ data: [{ id: 1 }] })).toBe(true);
    expect(succeedsWithData({ data: [] })).toBe(true);
    expect(succeedsWithData({ code: 500, data: {} })).toBe(true);
  });

  it('fails when data is missing or null', () => {
    expect(succeedsWithData({ code: 200 })).toBe(false);
    expect(succeedsWithData({ data: null })).toBe(false);
    expect(succeedsWithData(undefined)).toBe(false);
  });
});
