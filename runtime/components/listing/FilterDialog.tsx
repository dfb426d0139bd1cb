import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { activeFilters } from '../../domain/routing/listing-filters.ts';
import { ListingFilters, type CategoryLinks } from './ListingFilters.tsx';

/** spec/1 §9.7: mobile below 768 px; from there the filters are the listing's sidebar. */
const WIDE = '(min-width: 768px)';

/**
 * spec/1 §2.6 "A filter modal exists for small screens": a button that opens a modal <dialog> (showModal: the
 * browser keeps focus inside, Escape closes it) with the same filters as the sidebar. Before hydration (and
 * without JavaScript) the button is a link of the same size to the sidebar, which small screens then show below
 * the products (listing.css): nothing moves when the page becomes interactive (no layout shift).
 */
export function FilterDialog({
  listing,
  categoryLinks,
  enhanced,
  sidebarId,
}: {
  listing: ListingView;
  categoryLinks: CategoryLinks;
  enhanced: boolean;
  sidebarId: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilters(listing.query).length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A filter chosen in the dialog shows the new listing: the dialog closes once it arrives.
  useEffect(() => setOpen(false), [listing.basePath, listing.query]);

  // Widened past the breakpoint, the sidebar shows the filters: the modal is not needed any more.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  const backdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) setOpen(false);
  };
  const label = count > 0 ? t('listing.filters.buttonCount', { count }) : t('listing.filters.title');
  if (!enhanced) {
    return (
      <a className="button listing__filters-button" href={`#${sidebarId}`}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button listing__filters-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="filter-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={backdropClick}
      >
        <div className="filter-dialog__content">
          <div className="filter-dialog__header">
            <p id={titleId} className="filter-dialog__title">
              {t('listing.filters.title')}
            </p>
            <button type="button" className="button button--link" onClick={() => setOpen(false)}>
              {t('listing.filters.close')}
            </button>
          </div>
          {open && <ListingFilters listing={listing} categoryLinks={categoryLinks} enhanced />}
        </div>
      </dialog>
    </>
  );
}
