import { useState } from 'react';
import type { ImageView } from '../../view/product-view.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './product.css';

/** The pictures' size (runtime/server/images): square, 600 × 600. */
const IMAGE_SIZE = 600;
const THUMBNAIL_SIZE = 72;

/**
 * spec/3 §3 images (url, label). The main picture loads at once (it is the page's largest content) with its size
 * given, so nothing shifts; the thumbnails below it are buttons that show their picture, and load lazily.
 */
export function ProductGallery({ images, name }: { images: readonly ImageView[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (main === undefined) return null;
  return (
    <section className="gallery" aria-label={t('product.gallery.label')}>
      <img
        className="gallery__main"
        src={main.url}
        alt={main.label || name}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="eager"
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbnails" aria-label={t('product.gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-pressed={index === selected}
                aria-label={t('product.gallery.show', { number: index + 1, count: images.length })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={image.url}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
