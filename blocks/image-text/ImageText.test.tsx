// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { ImageText, type ImageTextProps } from './ImageText.tsx';

afterEach(cleanup);

const GB = 'http://gb.localhost:3000/';
const props = fixture as ImageTextProps;

describe('ImageText (spec/1 §2.9 banner of picture and text)', () => {
  it('renders its fixture: a region named by its heading, the text in paragraphs, the picture and the link', () => {
    renderInShop(<ImageText props={props} data={{ link: '/workshop/' }} />, { url: GB });
    const region = screen.getByRole('region', { name: props.heading });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(props.heading);
    // A blank line in the CMS text starts a new paragraph (as an FAQ answer's).
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(props.text.split('\n\n'));
    expect(within(region).getByRole('link', { name: props.linkText! }).getAttribute('href')).toBe('/workshop/');
    expect(region.classList.contains('image-text--image-end')).toBe(true);
  });

  it('gives the picture its size and loads it lazily, so the page does not shift while it arrives', () => {
    renderInShop(<ImageText props={props} data={{ link: null }} />, { url: GB });
    const image = screen.getByRole('img', { name: props.image.alt });
    expect(image.getAttribute('src')).toBe(props.image.src);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('puts the picture at the start by default, and shows no link without one', () => {
    const plain: ImageTextProps = {
      heading: 'Our history',
      text: 'Founded in a garage.',
      image: { src: '/images/c/workshop.svg', alt: '' },
    };
    renderInShop(<ImageText props={plain} data={{ link: null }} />, { url: GB });
    const region = screen.getByRole('region', { name: 'Our history' });
    expect(region.classList.contains('image-text--image-start')).toBe(true);
    expect(within(region).queryByRole('link')).toBeNull();
    // A decorative picture (alt '') is hidden from assistive technology.
    expect(within(region).queryByRole('img')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
