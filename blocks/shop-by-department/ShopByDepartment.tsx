import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { useShop } from '../../runtime/view/use-shop.ts';
import type { BlockProps } from '../../runtime/view/block-types.ts';
import type { ShopByDepartmentProps } from '../../generated/block-props.ts';

export type { ShopByDepartmentProps };

/**
 * spec/1 §2.8 "Not found: … shop by department": the first-level categories as links. They are the frame's
 * (every page has them), so the block needs no data of its own.
 */
export function ShopByDepartment({ props }: BlockProps<ShopByDepartmentProps>) {
  const { t } = useTranslation();
  const { frame } = useShop();
  const headingId = useId();
  return (
    <section className="block block-departments" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading ?? t('blocks.shopByDepartment.heading')}</h2>
      <ul className="block-departments__list">
        {frame.categories.map((category) => (
          <li key={category.key}>
            <a className="chip" href={category.link}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
