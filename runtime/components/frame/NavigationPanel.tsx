import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { navigationPanelOpen } from '../../state/ui-state.ts';
import { useCategoryStore } from './CategoryStoreProvider.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { LanguageLinks } from './LanguageSelector.tsx';
import { TrustScore } from './TrustScore.tsx';

/**
 * spec/1 §2.4, §4 the navigation panel (open or closed): the first-level categories, and the children of the one
 * chosen, loaded when it is chosen (the tab's category store's, CategoryStoreProvider). A modal <dialog>: the browser
 * keeps focus inside and Escape closes it. Which category is open is the panel's own.
 */
export function NavigationPanel() {
  useSignals();
  const { t } = useTranslation();
  const { shop, frame } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const store = useCategoryStore();
  const open = navigationPanelOpen.value;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The chosen category's children; choosing another (or the panel gone) cancels a read on its way.
  useEffect(() => {
    if (chosen === null) return;
    const load = new AbortController();
    void store.loadChildren(chosen, shop.language, load.signal);
    return () => load.abort();
  }, [chosen, shop.language, store]);

  const category = frame.categories.find((entry) => entry.key === chosen);
  const children = category && store.childrenOf(category.key, shop.language);
  return (
    <dialog
      id="navigation-panel"
      ref={dialog}
      className="navigation-panel"
      aria-label={t('frame.categories.all')}
      onClose={() => (navigationPanelOpen.value = false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialog.current) navigationPanelOpen.value = false;
      }}
    >
      <div className="navigation-panel__content">
        <button type="button" className="navigation-panel__close" onClick={() => (navigationPanelOpen.value = false)}>
          {t('frame.categories.close')}
        </button>
        <ul className="navigation-panel__list">
          {frame.categories.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                aria-expanded={entry.key === chosen}
                aria-controls="navigation-panel-children"
                onClick={() => setChosen(entry.key)}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
        <div id="navigation-panel-children" className="navigation-panel__children" aria-live="polite">
          {category && (
            <>
              <a href={category.link} onClick={() => (navigationPanelOpen.value = false)}>
                {t('frame.categories.showAll', { category: category.name })}
              </a>
              {children ? (
                <ul>
                  {children.map((child) => (
                    <li key={child.key}>
                      <a href={child.link} onClick={() => (navigationPanelOpen.value = false)}>
                        {child.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('frame.categories.loading')}</p>
              )}
            </>
          )}
        </div>
        {/* ADR 016: on a phone the header's row keeps menu, logo, search, account and cart; the trust score,
            the languages and the contact links are here instead (shown below 768 px only, frame.css). */}
        <div className="navigation-panel__more">
          {frame.flags.trustScoreInHeader && <TrustScore />}
          {frame.languages.length > 1 && (
            <section aria-labelledby="navigation-panel-languages">
              <h2 id="navigation-panel-languages">{t('frame.language.label')}</h2>
              <LanguageLinks />
            </section>
          )}
          <section aria-labelledby="navigation-panel-contact">
            <h2 id="navigation-panel-contact">{t('frame.contact.heading')}</h2>
            <ContactLinks />
          </section>
        </div>
      </div>
    </dialog>
  );
}
