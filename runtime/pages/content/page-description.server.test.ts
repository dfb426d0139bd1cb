import { describe, expect, it } from 'vitest';
import { pageDescription, plainText } from './page-description.server.ts';

const contentHtml = (html: string) => ({ block: 'content-html', props: { html } });

describe('plainText', () => {
  it('drops tags, decodes entities and collapses white space (a no-break space too)', () => {
    expect(plainText('<p>Fast &amp; safe</p>\n<p>It&#39;s &quot;ours&quot; &#x2013; &lt;b&gt;&nbsp;ok</p>')).toBe(
      'Fast & safe It\'s "ours" – <b> ok',
    );
    expect(plainText('<p>&unknown; &#0;</p>')).toBe('&unknown; &#0;');
  });
});

describe('pageDescription (SEO meta description)', () => {
  it("is the start of the page's first content HTML, as the sanitizer leaves it", () => {
    expect(pageDescription([{ block: 'faq', props: {} }, contentHtml('<p>One.</p><p>Two.</p>')])).toBe('One. Two.');
    expect(pageDescription([contentHtml('<p>Safe.</p><script>alert(1)</script>')])).toBe('Safe.');
  });

  it('is cut at a word, with an ellipsis, when longer than the limit', () => {
    expect(pageDescription([contentHtml('<p>Tools, machines and more for everyone</p>')], 20)).toBe(
      'Tools, machines and…',
    );
    expect(pageDescription([contentHtml('<p>Werkstattausrüstungen</p>')], 10)).toBe('Werkstatt…');
  });

  it('is null without text', () => {
    expect(pageDescription([])).toBeNull();
    expect(pageDescription([contentHtml('<p> </p>')])).toBeNull();
  });
});
