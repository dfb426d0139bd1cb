import { ROUTING } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const STEPS = [...ROUTING.checkoutSteps].sort((a, b) => a.step - b.step);

/** spec/1 §2.1, spec/2 §2 the checkout steps in order (cart 1, shipping 2, billing 3, payment 4, thank you 5). */
export function CheckoutSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <nav className="checkout-steps" aria-label={t('cart.page.steps')}>
      <ol>
        {STEPS.map((step) => (
          <li key={step.step} aria-current={step.step === current ? 'step' : undefined}>
            <span className="checkout-steps__number">{step.step}</span>{' '}
            <span className="checkout-steps__name">{t(`cart.page.stepName.${step.name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
