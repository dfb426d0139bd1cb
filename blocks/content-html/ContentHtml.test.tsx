// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { loadContentHtml } from './load.server.ts';
import { ContentHtml, type ContentHtmlData } from './ContentHtml.tsx';

afterEach(cleanup);

const GB = 'http://gb.localhost:3000/';
const loadContext = {} as Parameters<typeof loadContentHtml>[1];

describe('ContentHtml (spec/1 §2.9 rich text)', () => {
  it('renders its fixture: the heading and the sanitized HTML the loader made', async () => {
    const data = (await loadContentHtml(fixture, loadContext))!;
    renderInShop(<ContentHtml props={{ heading: fixture.heading }} data={data} />, { url: GB });
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery information' })).toBeTruthy();
    expect(screen.getByText('1–2 working days').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/help-centre/');
  });

  it('removes <script> elements and on* attributes on the server (security standard: CMS HTML sanitized)', async () => {
    const html =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="/images/a.png" alt="A" onerror="steal()"><a href="javascript:steal()">x</a>';
    const data = (await loadContentHtml({ html }, loadContext)) as ContentHtmlData;
    expect(data.html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(data.html).toContain('<p>Hello</p>');
    expect(data.html).toContain('<img src="/images/a.png" alt="A" />');
    renderInShop(<ContentHtml props={{}} data={data} />, { url: GB });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onclick], [onerror]')).toBeNull();
  });

  it('leaves out a text that is empty once sanitized', async () => {
    expect(await loadContentHtml({ html: '<script>alert(1)</script>' }, loadContext)).toBeNull();
  });
});
