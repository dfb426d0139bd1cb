import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { Category } from '../../../generated/types.ts';
import { createOperationClient } from '../../client/operation-client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { navigationPanelOpen } from '../../state/ui-state.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { LanguageLinks } from './LanguageSelector.tsx';
import { TrustScore } from './TrustScore.tsx';

const client = createOperationClient({ onError: () => undefined });
const CHILDREN_LIMIT = 100;

/**
 * spec/1 §2.4, §4 the navigation panel (open or closed): the first-level categories, and the children of the one
 * chosen, loaded when it is chosen. A modal <dialog>: the browser keeps focus inside and Escape closes it.
 */
export function NavigationPanel() {
  useSignals();
  const { t } = useTranslation();
  const { shop, frame } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [children, setChildren] = useState<Record<string, Category[]>>({});
  const open = navigationPanelOpen.value;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (chosen === null || children[chosen]) return;
    void client
      .call('queryCategories', { parentKey: chosen, limit: CHILDREN_LIMIT, offset: 0, language: shop.language })
      .then((answer) => answer && setChildren((known) => ({ ...known, [chosen]: answer.results })));
  }, [chosen, children, shop.language]);

  const category = frame.categories.find((entry) => entry.key === chosen);
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
              {children[category.key] ? (
                <ul>
                  {children[category.key]!.map((child) => (
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
