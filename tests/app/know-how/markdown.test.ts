import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../../../src/app/know-how/markdown.ts';

describe('an entry’s Markdown body', () => {
  it('renders GitHub-flavoured Markdown: headings, lists, code, tables', () => {
    const html = markdownHtml('## Steps\n\n1. First `sizeDuct`\n2. **Second**\n\n```sh\nduct-calc size --flow 1000\n```\n\n| Q | V |\n|---|---|\n| 1 | 2 |\n');

    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<li>First <code>sizeDuct</code></li>');
    expect(html).toContain('<strong>Second</strong>');
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">duct-calc size --flow 1000\n</code></pre>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>1</td>');
  });

  it('opens another entry’s file as that entry’s page, keeps web addresses, and keeps only the text of a repository link', () => {
    const html = markdownHtml('See [fan](./method-fan.md#curve), [EPA](https://www.epa.gov/) and [the sheet](../../examples/exhaust-system.csv).');

    expect(html).toContain('<a href="/process/know-how/method-fan#curve">fan</a>');
    expect(html).toContain('<a href="https://www.epa.gov/">EPA</a>');
    expect(html).toContain('and the sheet.');
  });

  it('renders no raw HTML', () => {
    expect(markdownHtml('Text <script>alert(1)</script> and\n\n<div>block</div>\n')).not.toMatch(/<script|<div/);
  });
});
