// The calculation package from the overview: "Calculation package" opens
// the package (the same document as `duct-calc project report`) in a new
// tab as a blob URL, its Know-How links absolute with the page's origin;
// "Download (.html)" saves it; a blocked tab says so.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';
import { SHOP_TEXT } from '../../core/project/shop.ts';

const SLOW_DOM = { timeout: 30_000 };
const SHOP_NAME = 'Oakridge Joinery: machine shop dust collection';

beforeAll(async () => {
  await import('../../../src/app/project/page.tsx');
  await import('../../../src/core/project/package.ts');
});

afterEach(() => vi.restoreAllMocks());

// jsdom's File has no text() (browsers have since 2019): the file carries its own.
const file = (text: string) => Object.assign(new File([text], 'project.json', { type: 'application/json' }), { text: async () => text });

/** A blob's text, read as a browser reads it (jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** The overview with the woodshop imported, and the blobs the page makes. */
async function shopOverview() {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/project');
  await user.upload(await screen.findByLabelText('Import a project file', {}, { timeout: 10_000 }), file(SHOP_TEXT));
  await screen.findByText(`${SHOP_NAME}, revision A`);
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:${window.location.origin}/package-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { user, blobs, ...view };
}

describe('the calculation package from the overview', SLOW_DOM, () => {
  it('opens the package in a new tab, its Know-How links absolute, and says how to print it', async () => {
    const { user, blobs, unmount } = await shopOverview();
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    await user.click(screen.getByRole('button', { name: 'Calculation package' }));

    // The overview has other live regions (the site's and the revisions' Undo): find the package's by its words.
    expect(await screen.findByText(/^The calculation package is open in a new tab: print it from there/, {}, { timeout: 10_000 })).toHaveAttribute('role', 'status');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(`blob:${window.location.origin}/package-1`);
    expect(blobs[0]!.type).toBe('text/html;charset=utf-8');
    const html = await blobText(blobs[0]!);
    expect(html).toContain(`<h1>${SHOP_NAME}</h1>`);
    expect(html).toContain(`<a href="${window.location.origin}/process/know-how/air-to-cloth-ratio">Know-How: air-to-cloth-ratio</a>`);
    expect(html).toContain('<h4>Results by segment</h4>');
    unmount();
  });

  it('downloads the same package as an HTML file named after the project', async () => {
    const { user, blobs, unmount } = await shopOverview();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await user.click(screen.getByRole('button', { name: 'Download (.html): the calculation package' }));

    await vi.waitFor(() => expect(clicked).toEqual(['oakridge-joinery-machine-shop-dust-collection.calculation-package.html']), { timeout: 10_000 });
    expect(await blobText(blobs[0]!)).toContain(`<h1>${SHOP_NAME}</h1>`);
    unmount();
  });

  it('says so when the browser blocks the new tab, and builds nothing', async () => {
    const { user, blobs, unmount } = await shopOverview();
    vi.spyOn(window, 'open').mockReturnValue(null);

    await user.click(screen.getByRole('button', { name: 'Calculation package' }));

    expect(screen.getByText('The browser blocked the new tab: allow pop-ups for this site, or use Download (.html).')).toHaveAttribute('role', 'status');
    expect(blobs).toEqual([]);
    unmount();
  });
});
