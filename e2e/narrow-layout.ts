import type { Page } from '@playwright/test';

/**
 * Boxes that overlap on a narrow screen (issue 25): every visible piece of text (measured by the text itself),
 * and every button, link and field that holds no text of its own elements (an icon button, a field), is
 * compared with every other that is neither its ancestor nor its descendant; two that share more than a sliver
 * (2 px each way) overlap. What floats over content by design is left out: fixed and sticky bars (they scroll
 * over the page) and open dialogs. A page wider than the screen is reported too.
 *
 * With `scope` (a selector such as an open sheet's `[role=dialog]`), only what is inside it is compared, and
 * only bars inside it count as floating.
 */
export async function overlappingBoxes(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = scope ? document.querySelector(scope) : document.body;
    if (!root) return [`nothing matches ${scope}`];
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    }
    const floating = (el: Element) => {
      for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky' || node.getAttribute('role') === 'dialog') return true;
      }
      return false;
    };
    const hidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
        if (node.classList.contains('visually-hidden')) return true;
      }
      return false;
    };
    const ownText = (el: Element) =>
      [...el.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    const control = 'button, a, input, select, textarea';
    // A link or button around other text (a whole card) is checked through that text; one around a photo is
    // the photo, and a badge or a heart over a photo is there by design.
    const measured = (el: Element) =>
      ownText(el) ||
      (el.matches(control) &&
        !el.querySelector('img, picture, video') &&
        ![...el.querySelectorAll('*')].some((child) => ownText(child)));
    const candidates = [...root.querySelectorAll('*')].filter((el) => measured(el) && !floating(el) && !hidden(el));
    const boxes = candidates
      .map((el) => {
        // Text boxes are measured by their text, not their (possibly wider) block.
        let rect = el.getBoundingClientRect();
        if (ownText(el) && !el.matches(control)) {
          const range = document.createRange();
          range.selectNodeContents(el);
          rect = range.getBoundingClientRect();
        }
        // A field's text area is inside its padding (an adornment such as '명' sits in the padding by design).
        if (el.matches('input, textarea, select')) {
          const style = getComputedStyle(el);
          const left = rect.left + Number.parseFloat(style.paddingLeft);
          const right = rect.right - Number.parseFloat(style.paddingRight);
          rect = new DOMRect(left, rect.top, Math.max(right - left, 0), rect.height);
        }
        // What a clipping box hides (a two-line clamp's third line) is not on screen.
        for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(node);
          if (overflowX === 'visible' && overflowY === 'visible') continue;
          const clip = node.getBoundingClientRect();
          const left = Math.max(rect.left, clip.left);
          const top = Math.max(rect.top, clip.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(Math.min(rect.right, clip.right) - left, 0),
            Math.max(Math.min(rect.bottom, clip.bottom) - top, 0),
          );
        }
        return { el, rect };
      })
      .filter(({ rect }) => rect.width > 1 && rect.height > 1);
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // A two-thumb slider is two range inputs laid on one track by design.
        if (
          a.el.matches('input[type=range]') &&
          b.el.matches('input[type=range]') &&
          a.el.parentElement === b.el.parentElement
        )
          continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > 2)
          problems.push(`${label(a.el)} overlaps ${label(b.el)} by ${Math.round(x)}×${Math.round(y)} px`);
      }
    }
    return problems;
  }, scope);
}
