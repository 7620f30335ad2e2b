import { describe, expect, it } from 'vitest';
import { imageIdOf, sniffImageType, svgSize } from './image-source.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType reads what a picture is from its bytes', () => {
  it('knows JPEG, PNG, WebP, AVIF and SVG by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(text('\u0000\u0000\u0000\u001cftypavif\u0000\u0000\u0000\u0000avifmif1'))).toBe('image/avif');
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>'))).toBe('image/svg+xml');
    expect(sniffImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- drawn by us -->\n<!DOCTYPE svg>\n<svg width="4" height="3"></svg>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever its name or declared type would say', () => {
    expect(sniffImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImageType(text('GIF89a'))).toBeNull();
    expect(sniffImageType(text('\u0000\u0000\u0000\u0018ftypmp42'))).toBeNull();
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('svgSize', () => {
  it('takes the width and height in pixels, else the viewBox, keeping its proportions', () => {
    expect(svgSize('<svg width="1200" height="900" viewBox="0 0 10 10">')).toEqual({ width: 1200, height: 900 });
    expect(svgSize('<svg viewBox="0 0 1200 900" xmlns="http://www.w3.org/2000/svg">')).toEqual({ width: 1200, height: 900 });
    expect(svgSize("<svg width='600px' viewBox='0,0,1200,900'>")).toEqual({ width: 600, height: 450 });
    expect(svgSize('<svg width="50%" height="50%" viewBox="0 0 800 600">')).toEqual({ width: 800, height: 600 });
  });

  it('is null for an SVG with no size to reserve', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg">')).toBeNull();
    expect(svgSize('<svg viewBox="0 0 0 900">')).toBeNull();
    expect(svgSize('<html>')).toBeNull();
  });
});

describe('imageIdOf', () => {
  it('is the same for the same bytes and differs for others: 40 hex characters', () => {
    expect(imageIdOf(text('a'))).toMatch(/^[0-9a-f]{40}$/);
    expect(imageIdOf(text('a'))).toBe(imageIdOf(text('a')));
    expect(imageIdOf(text('a'))).not.toBe(imageIdOf(text('b')));
  });
});
