import '@testing-library/jest-dom/vitest';

// The rich text editor (ProseMirror) measures ranges to scroll the cursor into view; jsdom lays
// nothing out and has no such measures. An empty list and an empty box are what it would get
// from an element that is not displayed.
if (typeof Range !== 'undefined') {
  Range.prototype.getClientRects ??= function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect ??= function getBoundingClientRect() {
    return new DOMRect(0, 0, 0, 0);
  };
}
