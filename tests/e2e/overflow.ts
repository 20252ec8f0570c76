import type { Locator, Page } from '@playwright/test';

/**
 * What makes the page (or one box) scroll sideways, one line each, so a
 * failing `toEqual([])` says what to fix: none when the page's content is no
 * wider than the viewport (a box's no wider than its own width, for a
 * Locator); else how much too wide, then the elements that stick out past
 * the right edge (the outermost of each, widest first, up to eight), each
 * with by how many px. Every spec's "no sideways scroll" check reads the
 * page through this.
 */
export async function horizontalOverflow(target: Page | Locator): Promise<string[]> {
  const root = 'goto' in target ? target.locator('html') : target;
  return root.evaluate((box) => {
    const page = box === document.documentElement;
    // The page scrolls past the viewport (as wide as the window); a box past its padding box.
    const width = page ? window.innerWidth : box.clientWidth;
    const tooWide = box.scrollWidth - width;
    if (tooWide <= 0) return [];
    const name = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const said = text === '' ? '' : ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
      return `<${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`}${classes.map((each) => `.${each}`).join('')}>${said}`;
    };
    // The right edge in viewport coordinates, and how far the content is scrolled.
    const edge = page ? width : box.getBoundingClientRect().left + box.clientLeft + width;
    const scrolled = page ? 0 : box.scrollLeft;
    const past = (element: Element) => Math.round(element.getBoundingClientRect().right + scrolled - edge);
    // An element inside a box that clips or scrolls its own overflow does not widen the page.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up !== null && up !== box; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const sticking = [...box.querySelectorAll('*')].filter(
      (element) => past(element) > 0 && !clipped(element) && (element.parentElement === box || element.parentElement === null || past(element.parentElement) <= 0),
    );
    const what = page ? `the page is ${box.scrollWidth} px wide in a ${width} px viewport` : `${name(box)} holds ${box.scrollWidth} px in ${width} px`;
    return [
      `${what}: ${tooWide} px too wide`,
      ...sticking
        .sort((a, b) => past(b) - past(a))
        .slice(0, 8)
        .map((element) => `${name(element)} ends ${past(element)} px past the edge`),
    ];
  });
}
