import { useTranslation } from '../../i18n/use-translation.ts';
import './product.css';

const CLASSES = /^[A-G]$/;

/** spec/3 §3 energy rating class as the EU label's coloured badge (A green … G red); the words say the class. */
export function EnergyLabel({ energyClass }: { energyClass: string }) {
  const { t } = useTranslation();
  const letter = energyClass.trim().toUpperCase();
  const modifier = CLASSES.test(letter) ? letter.toLowerCase() : 'other';
  return (
    <p className={`energy-label energy-label--${modifier}`}>
      <span aria-hidden="true" className="energy-label__class">
        {letter}
      </span>
      <span className="visually-hidden">{t('product.energy', { class: letter })}</span>
    </p>
  );
}
