import { href, LANGUAGES, type CountryCode } from '../../generated/index.ts';
import type { ReviewHighlight } from '../../generated/types.ts';
import { isRequestError } from '../../runtime/client/operation-client.ts';
import { shopToday } from '../../runtime/domain/time/shop-today.ts';
import type { ShopRoute } from '../../runtime/view/shop-route.ts';
import { BlockContentError, type BlockLoader } from '../../runtime/view/block-types.ts';
import type { CarouselReview, ReviewCarouselData, ReviewCarouselProps } from './ReviewCarousel.tsx';

/** schema.json defaults. */
export const DEFAULT_MIN_RATING = 4;
export const DEFAULT_REVIEW_LIMIT = 9;

/**
 * Not from the spec: the longest review text a card shows. The carousel is a teaser (the product page has the
 * whole review, spec/3 §2), and the block's data goes to the browser (it is interactive), so long texts are
 * shortened here, on the server.
 */
export const MAX_REVIEW_TEXT = 280;

const ELLIPSIS = '…';

/**
 * A review text at most `max` characters long: whitespace runs folded to one space, and a longer text cut at the
 * last word boundary that leaves room for the ellipsis (a single word longer than that is cut inside), without
 * the punctuation the cut left dangling. Characters are counted as code points, so no emoji is split in half.
 */
export function shortenText(text: string, max: number = MAX_REVIEW_TEXT): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(folded);
  if (characters.length <= max) return folded;
  const room = characters.slice(0, max - ELLIPSIS.length + 1);
  // The character just past the room: a space there means the room ends on a whole word.
  const wholeWords = room.at(-1) === ' ' ? room : room.slice(0, -1);
  const lastSpace = wholeWords.lastIndexOf(' ');
  const kept = lastSpace > 0 ? wholeWords.slice(0, lastSpace) : wholeWords;
  return `${kept.join('').replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
}

/** A review as a card shows it: the text shortened, the day it was written, the product's page in this shop. */
export function carouselReview(review: ReviewHighlight, shop: Pick<ShopRoute, 'country' | 'language'>): CarouselReview {
  return {
    id: review.id,
    title: review.title,
    text: shortenText(review.text),
    authorName: review.authorName,
    rating: review.rating,
    // The shop's calendar day of the moment the review was written (spec/1 §9.3 dates are days).
    date: shopToday(new Date(review.createdAt)),
    product: {
      name: review.product.name,
      link: href(
        'product',
        { slug: review.product.slug },
        {
          country: shop.country as CountryCode,
          language: shop.language,
        },
      ),
    },
  };
}

/**
 * spec/1 §2.9 review carousel: the most recent reviews of at least `minRating` stars of the category's products,
 * of the SKUs, or of the whole shop, in the page's language (listReviewHighlights). The carousel shows the reviews
 * collected for the review platform (block.json storeFlags), which speaks only some languages (spec/1 §9.5
 * review-platform supported languages): in another language of the country there is no carousel. An unknown
 * category is a content error; no reviews, no block.
 */
export const loadReviewCarousel: BlockLoader<ReviewCarouselProps, ReviewCarouselData> = async (
  props,
  { shop, operations },
) => {
  if (!LANGUAGES[shop.language].reviewPlatform) return null;
  const { categoryKey, skus } = props;
  const answer = await operations
    .call('listReviewHighlights', {
      language: shop.language,
      ...(categoryKey !== undefined ? { categoryKey } : {}),
      ...(skus !== undefined ? { skus: [...skus] } : {}),
      minRating: props.minRating ?? DEFAULT_MIN_RATING,
      limit: props.limit ?? DEFAULT_REVIEW_LIMIT,
    })
    .catch((error: unknown) => {
      if (categoryKey !== undefined && isRequestError(error, 404)) {
        throw new BlockContentError('/categoryKey', `names no known category (got "${categoryKey}")`);
      }
      throw error;
    });
  if (answer.results.length === 0) return null;
  return { reviews: answer.results.map((review) => carouselReview(review, shop)) };
};
