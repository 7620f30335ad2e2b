import { describe, expect, it } from 'vitest';
import { renderContentMarkdown } from './render-markdown.ts';

const contact = { phone: '+95 9 777 000 111', email: 'help@thwa.test' };
const render = (markdown: string) => renderContentMarkdown(markdown, contact);

describe('renderContentMarkdown: Markdown written by staff becomes safe HTML', () => {
  it('renders ordinary Markdown', () => {
    expect(render('## Call center\n\nWe are **here** to help.')).toBe('<h2>Call center</h2>\n<p>We are <strong>here</strong> to help.</p>\n');
  });

  it('drops raw HTML blocks and inline tags, keeping only the plain text between inline tags', () => {
    expect(render('<div onclick="steal()">block</div>\n\nafter')).toBe('<p>after</p>\n');
    expect(render('<img src=x onerror=alert(1)>')).toBe('');
    const inline = render('Hello <script>alert(1)</script> <b onmouseover="x()">world</b>');
    expect(inline).toBe('<p>Hello alert(1) world</p>\n');
    expect(inline).not.toContain('<script');
    expect(inline).not.toContain('onmouseover');
  });

  it('escapes HTML inside code instead of rendering it', () => {
    expect(render('Use `<b>bold</b>` tags')).toBe('<p>Use <code>&lt;b&gt;bold&lt;/b&gt;</code> tags</p>\n');
  });

  it.each([
    ['javascript:', '[click me](javascript:alert(1))'],
    ['JAVASCRIPT: in capitals', '[click me](JAVASCRIPT:alert(1))'],
    ['https://', '[click me](https://evil.example/login)'],
    ['http://', '[click me](http://evil.example)'],
    ['protocol-relative //', '[click me](<//evil.example>)'],
    ['data:', '[click me](data:text/html;base64,PHNjcmlwdD4=)'],
  ])('renders a %s link as its text only', (_kind, markdown) => {
    expect(render(markdown)).toBe('<p>click me</p>\n');
  });

  it('does not turn a bare web address into a link', () => {
    expect(render('see https://evil.example now')).toBe('<p>see https://evil.example now</p>\n');
  });

  it('keeps links to pages the site serves, fragments, mailto: and tel:', () => {
    expect(render('[flights](/flight)')).toBe('<p><a href="/flight">flights</a></p>\n');
    expect(render('[home](/)')).toBe('<p><a href="/">home</a></p>\n');
    expect(render('[faq](/content/faq#payments)')).toBe('<p><a href="/content/faq#payments">faq</a></p>\n');
    expect(render('[top](#top)')).toBe('<p><a href="#top">top</a></p>\n');
    expect(render('[write](mailto:a@b.test)')).toBe('<p><a href="mailto:a@b.test">write</a></p>\n');
    expect(render('[call](tel:+951234)')).toBe('<p><a href="tel:+951234">call</a></p>\n');
  });

  it('shows a link to a page that is not built yet as plain text, so no link is a dead end', () => {
    expect(render('[tours](/tour)')).toBe('<p>tours</p>\n');
    expect(render('[car with driver](/car-plus-driver)')).toBe('<p>car with driver</p>\n');
  });

  it('keeps a link to the hotel pages, now that hotels are built', () => {
    expect(render('[hotels](/hotel)')).toBe('<p><a href="/hotel">hotels</a></p>\n');
    expect(render('[Yangon hotels](/hotel/listing?city=yangon)')).toBe('<p><a href="/hotel/listing?city=yangon">Yangon hotels</a></p>\n');
  });

  it('keeps a link to an account page, now that accounts are built', () => {
    expect(render('[sign in](/sign-in)')).toBe('<p><a href="/sign-in">sign in</a></p>\n');
    expect(render('[my trips](/account/my-trip)')).toBe('<p><a href="/account/my-trip">my trips</a></p>\n');
  });

  it('escapes quotes in a kept link so it cannot break out of the attribute', () => {
    expect(render('[q](/content/faq?b="c")')).toBe('<p><a href="/content/faq?b=&quot;c&quot;">q</a></p>\n');
  });

  it('drops images, wherever they come from', () => {
    expect(render('![logo](https://evil.example/pixel.png)')).toBe('<p></p>\n');
    expect(render('![logo](/logo.png)')).toBe('<p></p>\n');
  });

  it('puts the configured support phone and email in place of {phone} and {email} (spec §8)', () => {
    const html = render('Call [{phone}](tel:{phone}) or write to [{email}](mailto:{email}). Again: {phone}.');
    expect(html).toBe(
      '<p>Call <a href="tel:+959777000111">+95 9 777 000 111</a> or write to ' +
        '<a href="mailto:help@thwa.test">help@thwa.test</a>. Again: +95 9 777 000 111.</p>\n',
    );
    expect(html).not.toMatch(/\{(phone|email)\}/);
  });

  // Browsers read `/\host` and `/<TAB>/host` as the protocol-relative `//host`: such a "relative" link
  // would leave the site.
  it.each([
    ['a backslash', '[x](/\\evil.example)'],
    ['a tab', '[x](</\t/evil.example>)'],
    ['a backslash before a served path', '[x](/\\evil.example/content/faq)'],
  ])('never renders a link that a browser resolves to another site (slash then %s)', (_trick, markdown) => {
    expect(render(markdown)).toBe('<p>x</p>\n');
  });
});
