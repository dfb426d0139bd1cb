// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { sampleView } from '../../../tests/fixtures/product-test-views.ts';

afterEach(cleanup);

const { images, name } = sampleView();

describe('ProductGallery (spec/3 §3 images)', () => {
  it('loads the main picture at once, with its size, and the other thumbnails lazily', () => {
    const { container } = renderInShop(<ProductGallery images={images} name={name} />, {
      url: 'http://ie.localhost:3000/',
    });
    const [main, ...thumbnails] = [...container.querySelectorAll('img')];
    expect(main?.getAttribute('src')).toBe('/images/p/EX30000001/1.svg');
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('width')).toBe('600');
    expect(main?.getAttribute('height')).toBe('600');
    expect(main?.getAttribute('alt')).toBe('Kraftwerk KX200 (1)');
    expect(thumbnails.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('shows a picture when its thumbnail button is pressed', () => {
    const { container } = renderInShop(<ProductGallery images={images} name={name} />, {
      url: 'http://ie.localhost:3000/',
    });
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    expect(second.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.gallery__main')?.getAttribute('src')).toBe('/images/p/EX30000001/2.svg');
  });

  it('has no thumbnails for a single picture, and nothing without pictures', () => {
    const { container } = renderInShop(<ProductGallery images={images.slice(0, 1)} name={name} />, {
      url: 'http://ie.localhost:3000/',
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    cleanup();
    const empty = renderInShop(<ProductGallery images={[]} name={name} />, { url: 'http://ie.localhost:3000/' });
    expect(empty.container.innerHTML).toBe('');
  });
});
