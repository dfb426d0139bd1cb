import { useEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH, SEARCH_TEXT_KEY } from '../../domain/routing/search-bar.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { whenIdle } from '../when-idle.ts';
import type { SearchCombobox as SearchComboboxType } from './SearchCombobox.tsx';

// The combobox (downshift, about 11 kB gzip) is not part of the page's first JavaScript (the `bench:pages` target:
// product page ≤ 120 kB): it loads when the browser is idle (spec/1 §9.7 idle prefetch time-out 2000 ms) or at once
// when the shopper reaches for the field. Until then — and without JavaScript — the field is a plain search form that
// goes to the search page (spec/1 §2.5 "Enter goes … to the search page with a query parameter").
let comboboxModule: Promise<{ SearchCombobox: typeof SearchComboboxType }> | undefined;
const loadCombobox = () => (comboboxModule ??= import('./SearchCombobox.tsx'));

/** spec/1 §2.5 the header's search bar. */
export function SearchBar() {
  const { t } = useTranslation();
  const { href } = useShop();
  const field = useRef<HTMLInputElement>(null);
  const [Combobox, setCombobox] = useState<typeof SearchComboboxType | null>(null);

  const enhance = () => void loadCombobox().then((module) => setCombobox(() => module.SearchCombobox));
  useEffect(() => whenIdle(enhance), []);

  if (Combobox) {
    // The combobox takes over what the plain field holds, and the focus if the shopper is in it.
    const plain = field.current;
    return (
      <Combobox initialText={() => plain?.value ?? ''} focused={plain !== null && document.activeElement === plain} />
    );
  }
  return (
    <form role="search" className="search" action={href('search')} method="get">
      <label htmlFor="search-field" className="visually-hidden">
        {t('frame.search.label')}
      </label>
      <div className="search__field">
        <input
          ref={field}
          id="search-field"
          name={SEARCH_TEXT_KEY}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('frame.search.placeholder')}
          onFocus={enhance}
          onPointerEnter={enhance}
        />
        <button type="submit" className="search__submit">
          {t('frame.search.submit')}
        </button>
      </div>
    </form>
  );
}
