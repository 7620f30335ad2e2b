import { useEffect } from 'react';

const MYANMAR = /[\u1000-\u109f]/;
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', '']);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.getAttribute('type') ?? '');
}

/**
 * Sets a field's value so that React's own onChange sees it too: React tracks the value through the
 * prototype's setter, so assigning `el.value` alone would be undone on the next render.
 */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Any text field: when Myanmar text typed in Zawgyi is committed (on change, i.e. on leaving the
 * field), it is replaced by its Unicode form. The converter is loaded only the first time Myanmar
 * text appears, so pages never pay for it up front. The api converts again, so nothing relies on this.
 */
export function ZawgyiToUnicode() {
  useEffect(() => {
    async function onChange(event: Event) {
      const field = event.target;
      if (!isTextField(field) || !MYANMAR.test(field.value)) return;
      const { toUnicode } = await import('@thwa/myanmar-text/zawgyi');
      const unicode = toUnicode(field.value);
      if (unicode !== field.value) setFieldValue(field, unicode);
    }
    document.addEventListener('change', onChange, true);
    return () => document.removeEventListener('change', onChange, true);
  }, []);
  return null;
}
