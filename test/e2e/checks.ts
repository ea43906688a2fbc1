/**
 * What every main screen must be, checked in the browser: readable by assistive technology
 * (axe-core's WCAG 2.1 A and AA rules, no serious or critical violation), and usable at phone
 * width (nothing wider than the screen, nothing floating over an input, the title and the
 * breadcrumb's current screen whole).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** axe-core injected into the page; fails listing each serious or critical violation and where it is. */
export const assertAccessible = async (page: Page, screen: string): Promise<void> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are measured as they end, not halfway: a button just enabled by a typed value fades
  // from its disabled grey to its colour, and axe would read the contrast of the fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Running and with an end: a spinner's endless turn, or an animation paused, would never be waited out.
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: TViolation[] }> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`),
    [],
    `${screen}: accessibility violations`,
  );
};

/** No sideways scrolling of the page, no floating element over an input, the page title not cut. */
export const assertFitsScreen = async (page: Page, screen: string): Promise<void> => {
  const found = await page.evaluate(() => {
    const scrolling = document.scrollingElement!;
    const inputs = [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea, [contenteditable=true], [role=combobox]')]
      .map((input) => ({ input, rect: (input.closest('.MuiInputBase-root, .MuiCheckbox-root, .MuiSwitch-root') ?? input).getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight);
    // Floating: fixed in the viewport, other than the page's own bars (the header, a form's save bar), dialogs and toasts.
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (element.closest('header, [class*="RaToolbar-"], [role=dialog], [role=presentation], .MuiSnackbar-root')) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    });
    const covered: string[] = [];
    for (const over of floating) {
      const a = over.getBoundingClientRect();
      for (const { input, rect: b } of inputs) {
        if (over.contains(input)) continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          covered.push(`${input.getAttribute('name') ?? input.getAttribute('aria-label') ?? input.tagName} under ${over.getAttribute('aria-label') ?? over.className}`);
        }
      }
    }
    const title = document.querySelector<HTMLElement>('#react-admin-title');
    const crumb = document.querySelector<HTMLElement>('header nav [aria-current="page"]');
    return {
      crumbCut: crumb && crumb.scrollWidth > crumb.clientWidth + 1 ? crumb.textContent : null,
      scrollWidth: scrolling.scrollWidth,
      innerWidth,
      covered,
      titleCut: title && title.scrollWidth > title.clientWidth + 1 ? title.textContent : null,
    };
  });
  assert.ok(found.scrollWidth <= found.innerWidth, `${screen}: the page is ${found.scrollWidth} px wide on a ${found.innerWidth} px screen`);
  assert.deepEqual(found.covered, [], `${screen}: inputs covered by a floating element`);
  assert.equal(found.titleCut, null, `${screen}: the title is cut`);
  assert.equal(found.crumbCut, null, `${screen}: the current screen's name in the breadcrumb is cut`);
};
