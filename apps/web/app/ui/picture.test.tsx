// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture, pictureSrcSet, pictureWidths, variantUrl } from './picture.tsx';

afterEach(cleanup);

const ID = 'ab'.repeat(20);
const photo = { imageId: ID, width: 1200, height: 900, caption: 'View over Inle Lake' };

describe('the srcset of a picture', () => {
  it('offers every width of the pipeline in one format', () => {
    expect(pictureSrcSet(ID, 1200, 'avif')).toBe(`/media/${ID}/320.avif 320w, /media/${ID}/480.avif 480w, /media/${ID}/800.avif 800w, /media/${ID}/1200.avif 1200w`);
    expect(variantUrl(ID, 800, 'jpeg')).toBe(`/media/${ID}/800.jpeg`);
  });

  it('never offers a width the picture does not have (the pipeline does not enlarge), but always its smallest', () => {
    expect(pictureWidths(1000)).toEqual([320, 480, 800]);
    expect(pictureWidths(480)).toEqual([320, 480]);
    expect(pictureWidths(100)).toEqual([320]);
  });
});

describe('<Picture>', () => {
  it('gives AVIF, then WebP, then a JPEG image with its size, caption, and lazy loading', () => {
    const { container } = render(<Picture photo={photo} sizes="100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.every((source) => source.getAttribute('sizes') === '100vw')).toBe(true);
    expect(sources[1]!.getAttribute('srcset')).toBe(pictureSrcSet(ID, 1200, 'webp'));
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('srcset')).toBe(pictureSrcSet(ID, 1200, 'jpeg'));
    expect(image.getAttribute('src')).toBe(`/media/${ID}/800.jpeg`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '900']);
    expect(image.getAttribute('alt')).toBe('View over Inle Lake');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('fetches the page’s first picture at once and first; a decorative one has an empty alt', () => {
    const { container } = render(
      <>
        <Picture photo={photo} sizes="100vw" priority />
        <Picture photo={photo} sizes="8rem" decorative />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('alt')).toBe('');
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.getAttribute('fetchpriority')).toBe('low');
  });
});
