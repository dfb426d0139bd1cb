// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { inVikePageContext } from '../../runtime/view/vike-page-context.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import { shopPageContext } from '../../tests/fixtures/shop-page-context.ts';
import { CampaignCountdown, type CampaignCountdownData, type CampaignCountdownProps } from './CampaignCountdown.tsx';
import fixture from './fixture.json' with { type: 'json' };
import german from './i18n/de-DE.json' with { type: 'json' };
import english from './i18n/en-GB.json' with { type: 'json' };
import polish from './i18n/pl-PL.json' with { type: 'json' };

const DE = 'http://de.localhost:3000/';
const GB = 'http://gb.localhost:3000/';
// countries/de.json: black-week ends 2026-12-01T00:00+01:00.
const END = '2026-11-30T23:00:00.000Z';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(Date.parse(END) - ms).toISOString();
const props = fixture as CampaignCountdownProps;
const dataAt = (now: string): CampaignCountdownData => ({
  endsAt: END,
  now,
  label: 'Black Week',
  link: '/elektrowerkzeuge/?tag=campaign-black-week',
});

/** The ticking numbers as shown: "2 Tage 05 Stunden …". */
const clock = () => document.querySelector('.campaign-countdown__clock')?.textContent ?? null;
const liveRegion = () => document.querySelector('[aria-live]');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CampaignCountdown (spec/1 §2.9 campaign countdown)', () => {
  it("renders its fixture: the campaign's name, the time left and the link to its offers", () => {
    const now = before(2 * DAY + 5 * HOUR + 7 * MINUTE + 9 * SECOND);
    vi.setSystemTime(now);
    renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: DE });
    const section = screen.getByRole('region', { name: 'Black Week' });
    expect(clock()).toBe('Noch2 Tage05 Stunden07 Minuten09 Sekunden');
    const time = section.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(END);
    expect(screen.getByRole('link', { name: german.cta }).getAttribute('href')).toBe(
      '/elektrowerkzeuge/?tag=campaign-black-week',
    );
  });

  it('hides the ticking numbers from screen readers and says the time left coarsely, politely', () => {
    const now = before(2 * DAY + 5 * HOUR + 7 * MINUTE + 9 * SECOND);
    vi.setSystemTime(now);
    renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: GB });
    expect(document.querySelector('.campaign-countdown__clock')?.getAttribute('aria-hidden')).toBe('true');
    const live = liveRegion()!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.closest('time')).not.toBeNull();
    expect(live.textContent).toBe('Time left: 2 days, 5 hours');
    // A minute of ticking changes the numbers sixty times, the spoken text not once.
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(clock()).toContain('06 minutes');
    expect(live.textContent).toBe('Time left: 2 days, 5 hours');
  });

  it('ticks every second on the browser clock', () => {
    const now = before(HOUR + 2 * SECOND);
    vi.setSystemTime(now);
    renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: GB });
    expect(clock()).toBe('Ends in0 days01 hour00 minutes02 seconds');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(clock()).toBe('Ends in0 days01 hour00 minutes01 second');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(clock()).toBe('Ends in0 days01 hour00 minutes00 seconds');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(clock()).toBe('Ends in0 days00 hours59 minutes59 seconds');
  });

  it('removes itself when it reaches zero (spec/1 §4: the campaign is over at its end)', () => {
    const now = before(3 * SECOND);
    vi.setSystemTime(now);
    const { container } = renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: GB });
    expect(liveRegion()?.textContent).toBe(english.underAMinute);
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(clock()).toBe('Ends in0 days00 hours00 minutes01 second');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
    // Nothing is left ticking.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("renders nothing when the browser's clock is already past the end", () => {
    const now = before(10 * MINUTE);
    vi.setSystemTime(Date.parse(END) + SECOND);
    const { container } = renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: GB });
    expect(container.innerHTML).toBe('');
  });

  it("hydrates the server's HTML without a mismatch, then counts on the browser's clock", () => {
    const serverNow = before(2 * DAY);
    const page = inVikePageContext(
      shopPageContext({ url: DE }),
      <CampaignCountdown props={props} data={dataAt(serverNow)} />,
    );
    vi.setSystemTime(serverNow);
    const html = renderToString(page);
    // The browser renders the page 90 minutes later, by its clock: its first render still counts from the
    // server's instant, so it matches the HTML.
    vi.setSystemTime(Date.parse(serverNow) + 90 * MINUTE);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => {
        root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(clock()).toBe('Noch1 Tag22 Stunden30 Minuten00 Sekunden');
      act(() => root!.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
    expect(html).toContain('2 Tage');
  });

  it("shows the CMS's heading, text and link text", () => {
    const now = before(DAY);
    vi.setSystemTime(now);
    renderInShop(
      <CampaignCountdown
        props={{ ...props, heading: 'Nur noch kurz', text: 'Starke Preise.', linkText: 'Jetzt zugreifen' }}
        data={dataAt(now)}
      />,
      { url: DE },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nur noch kurz' })).toBeTruthy();
    expect(screen.getByText('Starke Preise.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt zugreifen' })).toBeTruthy();
  });

  it("names the units in the language's plural forms", () => {
    const now = before(2 * DAY + 5 * HOUR + 22 * MINUTE + SECOND);
    vi.setSystemTime(now);
    renderInShop(<CampaignCountdown props={props} data={dataAt(now)} />, { url: 'http://pl.localhost:3000/' });
    expect(clock()).toBe(
      `${polish.endsIn}2 ${polish.days_few}05 ${polish.hours_many}22 ${polish.minutes_few}01 ${polish.seconds_one}`,
    );
    expect(liveRegion()?.textContent).toBe('Pozostały czas: 2 dni i 5 godzin');
  });
});
