import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation.ts';
import { navigationProgress } from '../../state/ui-state.ts';

/** spec/1 §2.2 "A progress bar shows during navigation" (driven by +onPageTransitionStart/End). */
export function ProgressBar() {
  useSignals();
  const { t } = useTranslation();
  const progress = navigationProgress.value;
  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t('frame.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      style={{ transform: `scaleX(${progress / 100})` }}
    />
  );
}
