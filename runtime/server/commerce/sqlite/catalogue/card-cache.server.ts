import type { ProductCard } from '../../ports/catalogue-types.ts';

/**
 * Product cards as the pages show them (listings, product zones, comparison, related products), kept per product
 * and shop (its language, currency and links) — the store's read-ahead of what every listing page reads (ADR 019:
 * reading a page's 24 cards was a tenth of a listing's time). At most `maxCards` cards (about 1.5 kB each
 * in memory: 30,000 is some 45 MB), the least recently used products' first out.
 * A product's cards go when its cache tag is invalidated (its price, stock or texts changed), all of them when the
 * catalogue is (`clear`). A product with no card in a shop (no text in its language) is kept as absent. Cards are
 * frozen: every page shares them.
 */
export class CardCache {
  /** Per product id, its cards by shop; in use order, least recently used first. */
  private readonly byProduct = new Map<string, Map<string, ProductCard | null>>();
  /** How many cards (and absences) the products hold together. */
  private held = 0;

  constructor(private readonly maxCards = 30_000) {}

  /** How many cards are held, in every shop together. */
  get size(): number {
    return this.held;
  }

  /**
   * The cards of `ids` in `shop`, in their order, those not kept read (once, together) with `read` — which
   * answers the cards it finds, in any order, leaving out a product that has none.
   */
  cards(shop: string, ids: readonly string[], read: (missing: readonly string[]) => ProductCard[]): ProductCard[] {
    const wanted = new Set(ids);
    const missing = [...wanted].filter((id) => this.byProduct.get(id)?.has(shop) !== true);
    if (missing.length > 0) {
      const found = new Map(read(missing).map((card) => [card.id, card]));
      for (const id of missing) {
        let cards = this.byProduct.get(id);
        if (cards === undefined) this.byProduct.set(id, (cards = new Map()));
        const card = found.get(id);
        cards.set(shop, card === undefined ? null : deepFreeze(card));
        this.held++;
      }
    }
    const answer: ProductCard[] = [];
    for (const id of ids) {
      const cards = this.byProduct.get(id)!;
      // Most recently used last.
      this.byProduct.delete(id);
      this.byProduct.set(id, cards);
      const card = cards.get(shop);
      if (card != null) answer.push(card);
    }
    // The least recently used products out, up to this answer's: they were just moved last.
    for (const [id, cards] of this.byProduct) {
      if (this.held <= this.maxCards || wanted.has(id)) break;
      this.byProduct.delete(id);
      this.held -= cards.size;
    }
    return answer;
  }

  /** The products changed: their cards are read again. */
  drop(ids: Iterable<string>): void {
    for (const id of ids) {
      this.held -= this.byProduct.get(id)?.size ?? 0;
      this.byProduct.delete(id);
    }
  }

  clear(): void {
    this.byProduct.clear();
    this.held = 0;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
