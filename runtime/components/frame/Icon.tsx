// The frame's icons (the compact phone header, ADR 016: menu, search, account, contact, cart as icons; the promo
// banner's chevron that shows its whole text). Decorative: the button or link around each carries the accessible name,
// so every icon is hidden from assistive technology.
const PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
  account: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
  contact: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  expand: 'M6 9.5l6 6 6-6',
  cart: 'M2.5 3.5h3l2.2 11h11l2-8H6.6M9.5 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17.5 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
