import { useSignals } from '@preact/signals-react/runtime';
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { SearchHit } from '../../../generated/types.ts';
import {
  MAX_SEARCH_LENGTH,
  SEARCH_TEXT_KEY,
  searchableText,
  searchPageQuery,
  showsSeeAll,
} from '../../domain/routing/search-bar.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { formatPrice } from '../format.ts';
import { SearchStoreProvider, useSearchStore } from './SearchStoreProvider.tsx';

type Entry = { kind: 'hit'; hit: SearchHit } | { kind: 'seeAll'; total: number };

interface SearchComboboxProps {
  /** What the plain field holds when the combobox takes over (read at that moment). */
  initialText?: () => string;
  focused?: boolean;
}

/**
 * spec/1 §2.5 the header's search: a combobox (downshift, WAI-ARIA 1.2 pattern) whose dropdown opens on focus and
 * once the text is long enough, moves through hits with the arrow keys, goes to the highlighted hit on Enter or
 * to the search page otherwise, has a clear button, and closes on submit, outside click or empty text. The hits and
 * whether a search is on its way are its search store's (SearchStoreProvider); the text typed is the field's own.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  return (
    <SearchStoreProvider>
      <Combobox {...props} />
    </SearchStoreProvider>
  );
}

function Combobox({ initialText = () => '', focused = false }: SearchComboboxProps) {
  useSignals();
  const { t, locale } = useTranslation();
  const { shop, href } = useShop();
  const [text, setText] = useState(initialText);
  // What the search runs with: the text, except while an input method composes a letter (a dead key's accent, an
  // IME's syllables), when it stays what it was until the composition ends.
  const [settledText, setSettledText] = useState(text);
  const composing = useRef(false);
  const store = useSearchStore();
  const result = store.result.value;
  const loading = store.loading.value;
  const formRef = useRef<HTMLFormElement>(null);

  // The text settled on is searched after the debounce; a newer text, or the field gone, cancels the search.
  const query = searchableText(settledText);
  useEffect(() => {
    const search = new AbortController();
    void store.search(query, shop.language, search.signal);
    return () => search.abort();
  }, [query, shop.language, store]);

  const shown = result !== null && result.query === query ? result : null;
  const entries: Entry[] = shown
    ? [
        ...shown.hits.map((hit): Entry => ({ kind: 'hit', hit })),
        ...(showsSeeAll(shown.total) ? [{ kind: 'seeAll', total: shown.total } as Entry] : []),
      ]
    : [];
  const searchPage = (value: string) => `${href('search')}${searchPageQuery(value)}`;

  const combobox = useCombobox<Entry>({
    items: entries,
    inputValue: text,
    // The field holds what the shopper typed (choosing an entry does not put its name there): `text`, set from the
    // input's own change events below, never from downshift's state.
    itemToString: (entry) => (entry?.kind === 'hit' ? entry.hit.name : text),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      void navigate(selectedItem.kind === 'hit' ? selectedItem.hit.link : searchPage(text));
      combobox.closeMenu();
    },
    // Closes when the text is emptied (spec/1 §2.5).
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputChange && (changes.inputValue ?? '') === ''
        ? { ...changes, isOpen: false }
        : changes,
  });

  // Taking over from the plain field the shopper is in (SearchBar): keep the focus there, and open (spec/1 §2.5
  // "The dropdown also opens on focus").
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focused) return;
    inputRef.current?.focus();
    combobox.openMenu();
    // Once, when the combobox replaces the plain field.
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searchableText(text) === null) return;
    combobox.closeMenu();
    void navigate(searchPage(text));
  };

  // The field says what the page is a search for: on another page (a product, the cart, the checkout) the last term
  // is gone once the shopper has moved on, on the search page it is the page's own query.
  const pageContext = usePageContext();
  const shownPath = useRef(pageContext.urlPathname);
  useEffect(() => {
    if (shownPath.current === pageContext.urlPathname) return;
    shownPath.current = pageContext.urlPathname;
    const pageText = shop.routeKeys.includes('search')
      ? (new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '').get(SEARCH_TEXT_KEY) ?? '')
      : '';
    setText(pageText);
    setSettledText(pageText);
    combobox.closeMenu();
  }, [pageContext.urlPathname]);

  const open = combobox.isOpen && query !== null;
  return (
    <form ref={formRef} role="search" className="search" onSubmit={submit} action={href('search')}>
      <label {...combobox.getLabelProps()} className="visually-hidden">
        {t('frame.search.label')}
      </label>
      <div className="search__field">
        <input
          {...combobox.getInputProps({
            ref: inputRef,
            onFocus: () => {
              if (!combobox.isOpen) combobox.openMenu();
            },
            // The field's value is whatever the input event brought, set in the same event: letters that come
            // without a key event (a dead key's accent, an IME, an on-screen keyboard, dictation) stay. Set later
            // (downshift tells onInputValueChange after the render), React would put the old text back into the
            // field first, which ends a composition under way and loses its letter.
            onChange: (event) => {
              const value = event.currentTarget.value;
              setText(value);
              if (!composing.current) setSettledText(value);
            },
            onCompositionStart: () => {
              composing.current = true;
            },
            onCompositionEnd: (event) => {
              composing.current = false;
              setText(event.currentTarget.value);
              setSettledText(event.currentTarget.value);
            },
            onKeyDown: (event) => {
              // Enter with no hit highlighted goes to the search page (spec/1 §2.5): downshift would swallow it
              // while the dropdown is open, so the form's own submit is let through.
              if (event.key === 'Enter' && combobox.highlightedIndex < 0) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
              }
            },
          })}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('frame.search.placeholder')}
        />
        {text !== '' && (
          <button
            type="button"
            className="search__clear"
            aria-label={t('frame.search.clear')}
            onClick={() => {
              setText('');
              setSettledText('');
              combobox.reset();
            }}
          >
            ×
          </button>
        )}
        <button type="submit" className="search__submit">
          {t('frame.search.submit')}
        </button>
      </div>
      <ul
        {...combobox.getMenuProps()}
        className={open ? 'search__dropdown search__dropdown--open' : 'search__dropdown'}
      >
        {open &&
          entries.map((entry, index) => (
            <li
              key={entry.kind === 'hit' ? entry.hit.id : 'see-all'}
              {...combobox.getItemProps({ item: entry, index })}
              className={combobox.highlightedIndex === index ? 'search__entry search__entry--active' : 'search__entry'}
            >
              {entry.kind === 'hit' ? (
                <>
                  <span className="search__hit-name">{entry.hit.name}</span>
                  {entry.hit.price && <span className="search__hit-price">{formatPrice(entry.hit.price, locale)}</span>}
                </>
              ) : (
                <strong>{t('frame.search.seeAllCount', { count: entry.total })}</strong>
              )}
            </li>
          ))}
        {open && shown !== null && shown.hits.length === 0 && (
          <li className="search__empty" role="presentation">
            {t('frame.search.noResults')}
          </li>
        )}
        {open && shown === null && loading && (
          <li className="search__empty" role="presentation">
            {t('frame.search.loading')}
          </li>
        )}
      </ul>
    </form>
  );
}
