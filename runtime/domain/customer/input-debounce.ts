/** spec/1 §9.7; spec/3 §9 Debounce: number input 600 ms. */
export const NUMBER_INPUT_DEBOUNCE_MS = 600;
/** spec/1 §9.7; spec/3 §9 Debounce: string input 800 ms. */
export const STRING_INPUT_DEBOUNCE_MS = 800;

/**
 * The wait before a typed value is validated and applied. spec/3 §5: the support form's quantity selector is not
 * debounced, so an input may opt out.
 */
export function inputDebounceMs(kind: 'number' | 'string', debounced = true): number {
  if (!debounced) return 0;
  return kind === 'number' ? NUMBER_INPUT_DEBOUNCE_MS : STRING_INPUT_DEBOUNCE_MS;
}
