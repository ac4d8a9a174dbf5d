import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-data.js';

describe('bootScript', () => {
  it('keeps any text inside the JSON element and gives it back as sent', () => {
    const boot = { user: { firstName: '</script><script>alert(1)</script>', note: '<!-- a -->' }, queries: [] };
    const html = bootScript(boot);
    expect(html.match(/<\/script>/g)).toHaveLength(1); // only its own end tag
    expect(html).not.toContain('<!--');
    const text = html.replace(/^<script type="application\/json" id="boot">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(text)).toEqual(boot);
  });
});
