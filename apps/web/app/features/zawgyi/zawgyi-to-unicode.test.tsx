// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZawgyiToUnicode } from './zawgyi-to-unicode.tsx';

// As in the web build (apps/web/vite.config.ts): the browser build of myanmar-tools, in a page with no
// Node globals. The library's Node build threw `Buffer is not defined` on the first Myanmar text.
vi.mock('myanmar-tools', () => import('@thwa/myanmar-text/myanmar-tools.browser'));
const nodeBuffer = globalThis.Buffer;
beforeAll(() => {
  // @ts-expect-error a browser has no Buffer; put back after these tests
  delete globalThis.Buffer;
});
afterAll(() => {
  globalThis.Buffer = nodeBuffer;
});

/** A controlled field, as every form in the app has them: React state must end up in Unicode too. */
function NameField() {
  const [name, setName] = useState('');
  return (
    <>
      <ZawgyiToUnicode />
      <label>
        Name
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name}</output>
    </>
  );
}

afterEach(cleanup);

describe('text typed in Zawgyi into any text field is converted to Unicode', () => {
  it('replaces Zawgyi with Unicode in the field and in React state, with no Node globals', async () => {
    expect(globalThis.Buffer).toBeUndefined();
    render(<NameField />);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'ျမန္မာ' } });
    await waitFor(() => expect(field.value).toBe('မြန်မာ'));
    expect(screen.getByRole('status').textContent).toBe('မြန်မာ');
  });

  it('leaves Unicode Myanmar and Latin text as typed', async () => {
    render(<NameField />);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'မင်္ဂလာပါ Yangon' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field.value).toBe('မင်္ဂလာပါ Yangon');
  });
});
