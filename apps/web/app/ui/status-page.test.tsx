// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { StatusPage } from './status-page.tsx';
import { en } from '../i18n/en.ts';

afterEach(cleanup);

function renderAt(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/some/missing/page', Component: () => element }]);
  return render(<Stub initialEntries={['/some/missing/page']} />);
}

describe('StatusPage', () => {
  it("shows the 404 screen of spec §8 with the one way on, home", async () => {
    renderAt(
      <StatusPage
        status={404}
        title={en['notFound.title']}
        body={en['notFound.body']}
        action={{ href: '/', label: en['notFound.home'] }}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Page not found!');
    expect(screen.getByText("We're Sorry, the page you requested could not be found. Please go back to home page.")).toBeTruthy();
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
    const link = screen.getByRole('link', { name: 'Go to home page' });
    expect(link.getAttribute('href')).toBe('/');
    // The section is named by its heading for screen readers.
    const section = heading.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('shows a second line in Myanmar only when given one', async () => {
    const { container } = renderAt(
      <StatusPage
        status={500}
        title="Something went wrong"
        body="An unexpected error occurred. Please try again."
        secondary="မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။"
        action={{ href: '/', label: 'Go to home page' }}
      />,
    );
    const secondary = await screen.findByText('မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။');
    expect(secondary.getAttribute('lang')).toBe('my');
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });

  it('has no Myanmar line when none is given', async () => {
    const { container } = renderAt(
      <StatusPage status={404} title="Page not found!" body="Gone." action={{ href: '/flight', label: 'Flights' }} />,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[lang="my"]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Flights' }).getAttribute('href')).toBe('/flight');
  });
});
