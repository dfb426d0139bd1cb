import { OWN_BRANDS } from './catalogue-tree.ts';
import type { ProductType } from './product-profiles.ts';

/** One of the shop's ten own brands (spec/1 §2.7). */
export type OwnBrand = (typeof OWN_BRANDS)[number];

/**
 * What each own brand makes (ADR 013: brands fit what they make — no "Chefmark" drill bits). Every product
 * type has at least one maker; the seed spreads a type's products over its makers. A brand's name says its trade:
 * Voltaro and Kinetix power tools and batteries, Gartenhof garden machines, Forgeline the workshop, Chefmark the
 * professional kitchen, Purio cleaning, Thermova heating and air, Bauvera the building site, Stackwell ladders,
 * benches and cabinets, Sentra personal protection.
 */
export const BRAND_LINES: Record<OwnBrand, readonly ProductType[]> = {
  Voltaro: [
    'cordless-drill-drivers',
    'cordless-impact-drills',
    'hammer-drills',
    'circular-saws',
    'jigsaws',
    'angle-grinders',
    'orbital-sanders',
    'batteries-18v',
    'chargers',
    'saw-blades',
    'drill-bit-sets',
  ],
  Kinetix: [
    'cordless-drill-drivers',
    'cordless-impact-drills',
    'hammer-drills',
    'circular-saws',
    'jigsaws',
    'orbital-sanders',
    'cordless-hedge-trimmers',
    'robotic-mowers',
    'inverter-generators',
    'batteries-18v',
    'chargers',
  ],
  Gartenhof: [
    'push-mowers',
    'self-propelled-mowers',
    'robotic-mowers',
    'cordless-hedge-trimmers',
    'electric-hedge-trimmers',
    'garden-pumps',
    'pressure-washers',
  ],
  Forgeline: [
    'angle-grinders',
    'piston-compressors',
    'silent-compressors',
    'inverter-welders',
    'welding-helmets',
    'workbenches-mobile',
    'tool-cabinets',
    'saw-blades',
    'drill-bit-sets',
  ],
  Chefmark: [
    'induction-hobs',
    'electric-combi-ovens',
    'gas-combi-ovens',
    'fridges',
    'ice-makers',
    'meat-slicers',
    'vacuum-sealers',
  ],
  Purio: [
    'pressure-washers',
    'wet-dry-vacuums',
    'industrial-vacuums',
    'scrubber-dryers',
    'floor-polishers',
    'handheld-steam-cleaners',
    'professional-steam-cleaners',
  ],
  Thermova: [
    'infrared-heaters',
    'diesel-heaters',
    'mobile-air-conditioners',
    'wall-split-units',
    'multi-split-units',
    'condensation-dehumidifiers',
    'desiccant-dehumidifiers',
  ],
  Bauvera: ['concrete-mixers', 'plate-compactors', 'petrol-generators', 'inverter-generators', 'mobile-scaffolding'],
  Stackwell: ['aluminium-ladders', 'mobile-scaffolding', 'workbenches-mobile', 'tool-cabinets'],
  Sentra: ['safety-glasses', 'hearing-protection', 'welding-helmets'],
};

/** The brands that make a product type, in the order of OWN_BRANDS. */
export function makersOf(type: string): OwnBrand[] {
  return OWN_BRANDS.filter((brand) => (BRAND_LINES[brand] as readonly string[]).includes(type));
}
