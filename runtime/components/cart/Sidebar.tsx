import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { openSidebar } from '../../state/ui-state.ts';

/**
 * A sidebar over the page (spec/2 §2): the platform's modal <dialog>. showModal() keeps the focus inside and makes the
 * page behind inert, Escape closes it, and the focus returns to what opened it — no hand-rolled focus handling. A
 * click on the backdrop closes it too. Closing sets the open-sidebar signal back, as a route change does.
 */
export function Sidebar({
  title,
  closeLabel,
  children,
  className = '',
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  const backdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) dialog.current.close();
  };

  return (
    <dialog
      ref={dialog}
      className={`sidebar ${className}`}
      aria-labelledby={titleId}
      onClose={() => {
        openSidebar.value = null;
      }}
      onClick={backdropClick}
    >
      <div className="sidebar__panel">
        <div className="sidebar__head">
          <h2 id={titleId} className="sidebar__title">
            {title}
          </h2>
          <button
            type="button"
            className="sidebar__close"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
