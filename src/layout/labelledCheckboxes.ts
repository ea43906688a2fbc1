/**
 * react-admin's row checkboxes put their `aria-label` on MUI's wrapping <span>, where ARIA does not
 * allow it, and leave the <input> itself without a name (axe: aria-prohibited-attr, label). This
 * moves the name onto the input of every such checkbox the page renders, now and later.
 */
import { useEffect } from 'react';

const SELECTOR = 'span.MuiCheckbox-root[aria-label]';

export const labelCheckboxes = (root: ParentNode): void => {
  for (const span of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    const input = span.querySelector('input');
    const label = span.getAttribute('aria-label');
    if (!input || !label) continue;
    if (!input.hasAttribute('aria-label') && !input.hasAttribute('aria-labelledby')) input.setAttribute('aria-label', label);
    span.removeAttribute('aria-label');
  }
};

export const useLabelledCheckboxes = (): void => {
  useEffect(() => {
    labelCheckboxes(document);
    const observer = new MutationObserver(() => labelCheckboxes(document));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
};
