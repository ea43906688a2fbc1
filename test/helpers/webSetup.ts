import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

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

// A resource's screen appears after its lazily loaded modules resolve (React.lazy), one step later
// than when screens were imported up front; on a busy machine the first screen of a file needs
// more than the default second.
configure({ asyncUtilTimeout: 3000 });
