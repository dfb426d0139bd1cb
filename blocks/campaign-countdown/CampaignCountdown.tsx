import { useEffect, useId, useState } from 'react';
import type { CampaignCountdownProps } from '../../generated/block-props.ts';
import { nextTickIn, spokenTimeLeft, timeLeft, type TimeLeft } from '../../runtime/domain/campaign/countdown.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';

export type { CampaignCountdownProps };

/** What the loader sends to the browser (the block is hydrated): the instants and the two texts it needs. */
export interface CampaignCountdownData {
  /** The campaign's end (spec/1 §3 Store campaigns endDate), ISO 8601. */
  readonly endsAt: string;
  /** The server's instant when it rendered the page, ISO 8601: the first render counts from it. */
  readonly now: string;
  /** The campaign's name in the page's language. */
  readonly label: string;
  readonly link: string;
}

/** The ticking units, largest first: each a key of TimeLeft and of the block's translations. */
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Hours, minutes and seconds as a clock shows them (05); days as they are. */
const shown = (unit: (typeof UNITS)[number], value: number) =>
  unit === 'days' ? String(value) : String(value).padStart(2, '0');

/**
 * spec/1 §2.9 campaign countdown: the campaign's name, the days, hours, minutes and seconds left until it ends, and a
 * link to its offers. The first render — the server's, and the browser's hydrating one — counts from the server's
 * instant (data.now), so both give the same HTML; then an effect ticks on the browser's clock, at each change of the
 * seconds, and the block removes itself at the end (spec/1 §4: no longer active at the moment of its end).
 * Screen readers are not told every second: the ticking numbers are hidden from them, and a polite live region
 * says the time left coarsely (spokenTimeLeft: hourly while days are left, more often near the end). The <time>
 * element carries the end as its machine-readable datetime.
 */
export function CampaignCountdown({ props, data }: BlockProps<CampaignCountdownProps, CampaignCountdownData>) {
  const { t, locale } = useTranslation();
  const headingId = useId();
  const endsAt = Date.parse(data.endsAt);
  const [now, setNow] = useState(() => Date.parse(data.now));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const delay = nextTickIn(endsAt, current);
      if (delay !== null) timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const left = timeLeft(endsAt, now);
  if (left.totalSeconds === 0) return null;
  return (
    <section className="block block-campaign-countdown" aria-labelledby={headingId}>
      <div className="campaign-countdown__body">
        <h2 id={headingId} className="campaign-countdown__heading">
          {props.heading ?? data.label}
        </h2>
        {props.text !== undefined ? <p className="campaign-countdown__text">{props.text}</p> : null}
      </div>
      <p className="campaign-countdown__timer">
        <time dateTime={data.endsAt}>
          <span className="campaign-countdown__clock" aria-hidden="true">
            <span className="campaign-countdown__ends-in">{t('blocks.campaignCountdown.endsIn')}</span>
            {UNITS.map((unit) => (
              <span key={unit} className="campaign-countdown__unit">
                <span className="campaign-countdown__value">{shown(unit, left[unit])}</span>{' '}
                <span className="campaign-countdown__label">
                  {t(`blocks.campaignCountdown.${unit}`, { count: left[unit] })}
                </span>
              </span>
            ))}
          </span>
          <span className="visually-hidden" aria-live="polite" aria-atomic="true">
            {spokenSummary(left, t, locale)}
          </span>
        </time>
      </p>
      <a href={data.link} className="button button--primary campaign-countdown__link">
        {props.linkText ?? t('blocks.campaignCountdown.cta')}
      </a>
    </section>
  );
}

const listFormats = new Map<string, Intl.ListFormat>();

/** The list of units of a locale ("2 days, 5 hours", "2 dni i 5 godzin"), built once: the block renders every second. */
function unitList(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'unit' });
    listFormats.set(locale, format);
  }
  return format;
}

/** The live region's text: "Time left: 2 days, 5 hours", or "Less than a minute left" in the last minute. */
function spokenSummary(left: TimeLeft, t: ReturnType<typeof useTranslation>['t'], locale: string): string {
  const parts = spokenTimeLeft(left);
  if (parts.length === 0) return t('blocks.campaignCountdown.underAMinute');
  const time = unitList(locale).format(
    parts.map(({ unit, count }) => `${count} ${t(`blocks.campaignCountdown.${unit}`, { count })}`),
  );
  return t('blocks.campaignCountdown.timeLeft', { time });
}
