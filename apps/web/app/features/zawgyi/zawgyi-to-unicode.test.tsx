// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZawgyiToUnicode } from './zawgyi-to-unicode.tsx';

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
  it('replaces Zawgyi with Unicode in the field and in React state', async () => {
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
