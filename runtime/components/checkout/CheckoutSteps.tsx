import { ROUTING } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const STEPS = [...ROUTING.checkoutSteps].sort((a, b) => a.step - b.step);

/**
 * spec/1 §2.1, spec/2 §2 the checkout steps in order (cart 1, shipping 2, billing 3, payment 4, thank you 5), those
 * of the page current (the addresses page is both shipping and billing), those before it done.
 */
export function CheckoutSteps({ current }: { current: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <nav className="checkout-steps" aria-label={t('cart.page.steps')}>
      <ol>
        {STEPS.map((step) => (
          <li
            key={step.step}
            aria-current={current.includes(step.step) ? 'step' : undefined}
            className={step.step < Math.min(...current) ? 'checkout-steps__done' : undefined}
          >
            <span className="checkout-steps__number">{step.step}</span>{' '}
            <span className="checkout-steps__name">{t(`cart.page.stepName.${step.name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
