/** The shop's word mark; decorative inside the home link, which carries the accessible name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 160 32" width="160" height="32" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="28" height="28" rx="6" fill="currentColor" />
      <path d="M7 23V9h3l4 7 4-7h3v14h-3v-8l-4 6.5L10 15v8z" fill="#fff" />
      <text x="36" y="23" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="currentColor">
        Multishop
      </text>
    </svg>
  );
}
