import { describe, expect, it } from 'vitest';
import { pageNumbers, PAGES_AROUND_CURRENT } from './page-numbers.ts';

describe('pageNumbers (spec/1 §2.6 numbered paging links)', () => {
  it('shows one page for a listing of one page, or of none', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 0)).toEqual([1]);
  });

  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('always shows the first and the last page and the pages next to the current one, with gaps between', () => {
    expect(PAGES_AROUND_CURRENT).toBe(1);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single left-out page instead of a gap marker', () => {
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('takes a wider window when asked', () => {
    expect(pageNumbers(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('keeps an out-of-range current page within the pages (spec/1 §5 page within bounds)', () => {
    expect(pageNumbers(0, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageNumbers(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});
