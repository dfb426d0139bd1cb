import { lazy, Suspense, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH, SEARCH_TEXT_KEY } from '../../domain/routing/search-bar.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../pages/use-shop.ts';

// The combobox (downshift, about 11 kB gzip) loads when the shopper first reaches for the search field, not with
// every page (issue 5: product page JavaScript ≤ 120 kB). Until then — and without JavaScript — the field is a
// plain search form that goes to the search page (spec/1 §2.5 "Enter goes … to the search page").
const SearchCombobox = lazy(() =>
  import('./SearchCombobox.tsx').then((module) => ({ default: module.SearchCombobox })),
);

/** spec/1 §2.5 the header's search bar. */
export function SearchBar() {
  const { t } = useTranslation();
  const { href } = useShop();
  const [takeover, setTakeover] = useState<{ focused: boolean } | null>(null);
  // What the shopper types while the combobox loads is handed over with it.
  const typed = useRef('');

  const plain = (
    <form role="search" className="search" action={href('search')} method="get">
      <label htmlFor="search-field" className="visually-hidden">
        {t('frame.search.label')}
      </label>
      <div className="search__field">
        <input
          id="search-field"
          name={SEARCH_TEXT_KEY}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('frame.search.placeholder')}
          onInput={(event) => (typed.current = event.currentTarget.value)}
          onFocus={() => setTakeover({ focused: true })}
          onPointerEnter={() => setTakeover((now) => now ?? { focused: false })}
        />
        <button type="submit" className="search__submit">
          {t('frame.search.submit')}
        </button>
      </div>
    </form>
  );
  if (takeover === null) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox initialText={() => typed.current} focused={takeover.focused} />
    </Suspense>
  );
}
