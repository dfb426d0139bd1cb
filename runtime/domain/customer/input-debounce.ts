/** spec/1 §9.7; spec/3 §9 Debounce: number input 600 ms. */
export const NUMBER_INPUT_DEBOUNCE_MS = 600;
