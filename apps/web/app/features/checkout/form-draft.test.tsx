// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormDraft } from './form-draft.ts';

/**
 * A traveller form as the checkout steps have them: uncontrolled text, a controlled document choice
 * whose passport number appears only once 'passport' is chosen, a radio group, a box, and the server's
 * own hidden field.
 */
function TravellerForm() {
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const [document, setDocument] = useState('nrc');
  return (
    <form ref={form}>
      <label>
        First name
        <input name="firstName" defaultValue="" />
      </label>
      <label>
        Document
        <select name="document" value={document} onChange={(event) => setDocument(event.target.value)}>
          <option value="nrc">NRC</option>
          <option value="passport">Passport</option>
        </select>
      </label>
      {document === 'passport' ? (
        <label>
          Passport number
          <input name="passportNumber" defaultValue="" />
        </label>
      ) : null}
      <label>
        Male
        <input type="radio" name="gender" value="male" defaultChecked />
      </label>
      <label>
        Female
        <input type="radio" name="gender" value="female" />
      </label>
      <label>
        Send me offers
        <input type="checkbox" name="offers" value="yes" />
      </label>
      <input type="hidden" name="checkoutId" defaultValue="server-own" />
    </form>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TravellerForm />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('a checkout step reloaded', () => {
  it('gets back what was typed, fields shown by an earlier choice included, through the form’s own handlers', async () => {
    const first = renderAt('/flight/checkout?cacheKey=a');
    // The keeper loads after the page, as in the browser.
    await waitFor(() => {
      fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Aye' } });
      expect(sessionStorage.getItem('thwa.draft:/flight/checkout?cacheKey=a')).not.toBeNull();
    });
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'passport' } });
    fireEvent.input(screen.getByLabelText('Passport number'), { target: { value: 'AB7654321' } });
    fireEvent.click(screen.getByLabelText('Female'));
    fireEvent.click(screen.getByLabelText('Send me offers'));
    first.unmount();

    renderAt('/flight/checkout?cacheKey=a');
    // The keeper loads after the page; the passport number appears a render after the document is chosen again.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Passport number').value).toBe('AB7654321'));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aye');
    expect(screen.getByLabelText<HTMLSelectElement>('Document').value).toBe('passport');
    expect(screen.getByLabelText<HTMLInputElement>('Passport number').value).toBe('AB7654321');
    expect(screen.getByLabelText<HTMLInputElement>('Female').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Male').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Send me offers').checked).toBe(true);
  });

  it('keeps one draft per trip, and never the hidden fields', async () => {
    const first = renderAt('/flight/checkout?cacheKey=a');
    const key = 'thwa.draft:/flight/checkout?cacheKey=a';
    await waitFor(() => {
      fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Aye' } });
      expect(sessionStorage.getItem(key)).not.toBeNull();
    });
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual([
      ['firstName', 'Aye'],
      ['document', 'nrc'],
      ['gender', 'male'],
    ]);

    renderAt('/flight/checkout?cacheKey=b');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('');
  });
});
