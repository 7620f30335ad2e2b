import { createHash } from 'node:crypto';
import type { ImageSourceType } from '@thwa/domain/media/image-variants';

/**
 * What the image pipeline knows of a picture before any decoder sees it: its real type, read from its
 * first bytes (a declared type or a file name is never trusted), an SVG's size from its own attributes,
 * and its id, the hash of its bytes. Shared by the api's upload entry point (features/media) and the
 * seed of our generated hotel pictures, so both store a picture under the same id; no decoder here.
 */

/** Hex characters of an image id: sha-256 of the bytes, truncated (still 160 bits). */
export const IMAGE_ID_LENGTH = 40;
export const IMAGE_ID_PATTERN = /^[0-9a-f]{40}$/;

/** The id of a picture: the same bytes are stored once and their addresses never change. */
export function imageIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, IMAGE_ID_LENGTH);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How far into a text an SVG's root element may start (an XML declaration, comments, a doctype). */
const SVG_SNIFF_BYTES = 1024;

/**
 * The type a picture really is, from its bytes: JPEG, PNG, WebP, AVIF (an ISO-BMFF 'ftyp' box with
 * an avif brand) or SVG (text whose first element is <svg>); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageSourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brands = Buffer.from(bytes.subarray(8, Math.min(bytes.length, 8 + 64))).toString('latin1');
    if (/avi[fs]/.test(brands)) return 'image/avif';
    return null;
  }
  const head = Buffer.from(bytes.subarray(0, SVG_SNIFF_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
  // An optional XML declaration, comments and a doctype, then the root element, which must be <svg.
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
  return prolog.test(head) ? 'image/svg+xml' : null;
}

function svgLength(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * An SVG's own size in pixels: its width and height attributes when given in pixels, else its viewBox's;
 * null when it has neither (such a picture has no size to reserve on a page, so it is refused).
 */
export function svgSize(text: string): { width: number; height: number } | null {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize = box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : null;
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  if (boxSize) {
    // One given dimension keeps the viewBox's proportions.
    if (width) return { width: Math.round(width), height: Math.round((width * boxSize.height) / boxSize.width) };
    if (height) return { width: Math.round((height * boxSize.width) / boxSize.height), height: Math.round(height) };
    return { width: Math.round(boxSize.width), height: Math.round(boxSize.height) };
  }
  return null;
}
