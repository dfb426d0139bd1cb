/**
 * What a product of each type plausibly weighs, measures and draws (ADR 013: "a demo catalogue that reads
 * true" — no 250 W safety glasses, no 43 kg hammer drill). One row per leaf category of catalogue-tree.ts, read by
 * the seed (catalogue-plan.ts) and by the test that holds every seeded product to its row.
 *
 * Dimensions are length × width × height in centimetres as the product stands (a ladder lies: its length is its
 * reach); weight is the net weight; power is the rated input (for a petrol machine the engine's output, for a
 * heater its heat output). A type without power or voltage has none: its products carry no such detail.
 */
export interface ProductProfile {
  readonly weightKg: readonly [number, number];
  readonly lengthCm: readonly [number, number];
  readonly widthCm: readonly [number, number];
  readonly heightCm: readonly [number, number];
  readonly powerW: readonly [number, number] | null;
  /** The supply voltages the type comes in (18 V battery, 230 V single phase, 400 V three phase …). */
  readonly voltages: readonly number[] | null;
  /** The guarantees the type is sold with, in years. */
  readonly warrantyYears: readonly number[];
}

type Range = readonly [number, number];

const profile = (
  weightKg: Range,
  [lengthCm, widthCm, heightCm]: readonly [Range, Range, Range],
  powerW: Range | null,
  voltages: readonly number[] | null,
  warrantyYears: readonly number[] = [2, 3, 5],
): ProductProfile => ({ weightKg, lengthCm, widthCm, heightCm, powerW, voltages, warrantyYears });

const MAINS = [230];
const MAINS_OR_THREE_PHASE = [230, 400];

export const PRODUCT_PROFILES = {
  'cordless-drill-drivers': profile(
    [1.1, 2.2],
    [
      [17, 24],
      [6, 9],
      [19, 25],
    ],
    [250, 600],
    [12, 18],
  ),
  'cordless-impact-drills': profile(
    [1.3, 2.6],
    [
      [18, 26],
      [7, 9],
      [20, 26],
    ],
    [400, 800],
    [18],
  ),
  'hammer-drills': profile(
    [2.5, 7.5],
    [
      [30, 48],
      [8, 12],
      [20, 28],
    ],
    [650, 1500],
    MAINS,
  ),
  'circular-saws': profile(
    [3, 6],
    [
      [28, 40],
      [22, 30],
      [22, 30],
    ],
    [1000, 1800],
    MAINS,
  ),
  jigsaws: profile(
    [1.8, 3],
    [
      [20, 27],
      [7, 9],
      [18, 23],
    ],
    [500, 900],
    MAINS,
  ),
  'angle-grinders': profile(
    [1.8, 6],
    [
      [28, 50],
      [10, 14],
      [10, 15],
    ],
    [700, 2600],
    MAINS,
  ),
  'orbital-sanders': profile(
    [1.2, 2.5],
    [
      [15, 30],
      [12, 15],
      [14, 22],
    ],
    [200, 450],
    MAINS,
  ),
  'push-mowers': profile(
    [22, 35],
    [
      [120, 150],
      [45, 60],
      [90, 110],
    ],
    [2000, 3500],
    null,
  ),
  'self-propelled-mowers': profile(
    [30, 48],
    [
      [130, 165],
      [50, 62],
      [95, 115],
    ],
    [2500, 4500],
    null,
  ),
  'robotic-mowers': profile(
    [7, 13],
    [
      [55, 70],
      [40, 55],
      [22, 30],
    ],
    [20, 60],
    [18, 28],
  ),
  'cordless-hedge-trimmers': profile(
    [2.2, 3.8],
    [
      [80, 110],
      [18, 24],
      [18, 24],
    ],
    [150, 400],
    [18],
  ),
  'electric-hedge-trimmers': profile(
    [2.8, 4.5],
    [
      [85, 115],
      [18, 24],
      [18, 24],
    ],
    [450, 750],
    MAINS,
  ),
  'garden-pumps': profile(
    [6, 14],
    [
      [35, 50],
      [20, 30],
      [25, 38],
    ],
    [600, 1300],
    MAINS,
  ),
  'pressure-washers': profile(
    [6, 30],
    [
      [30, 90],
      [25, 55],
      [40, 100],
    ],
    [1400, 3000],
    MAINS_OR_THREE_PHASE,
  ),
  'piston-compressors': profile(
    [25, 95],
    [
      [60, 120],
      [30, 50],
      [55, 95],
    ],
    [1500, 4000],
    MAINS_OR_THREE_PHASE,
  ),
  'silent-compressors': profile(
    [20, 45],
    [
      [40, 70],
      [35, 45],
      [50, 70],
    ],
    [600, 1500],
    MAINS,
  ),
  'inverter-welders': profile(
    [3, 12],
    [
      [30, 45],
      [13, 20],
      [20, 32],
    ],
    [3000, 8000],
    MAINS_OR_THREE_PHASE,
  ),
  'welding-helmets': profile(
    [0.4, 0.8],
    [
      [28, 34],
      [22, 26],
      [24, 30],
    ],
    null,
    null,
    [1, 2],
  ),
  'workbenches-mobile': profile(
    [25, 90],
    [
      [100, 200],
      [55, 80],
      [85, 100],
    ],
    null,
    null,
    [2, 5, 10],
  ),
  'tool-cabinets': profile(
    [35, 140],
    [
      [60, 110],
      [40, 55],
      [80, 190],
    ],
    null,
    null,
    [2, 5, 10],
  ),
  'induction-hobs': profile(
    [3, 12],
    [
      [30, 70],
      [35, 60],
      [6, 12],
    ],
    [2000, 7000],
    MAINS_OR_THREE_PHASE,
  ),
  'electric-combi-ovens': profile(
    [60, 160],
    [
      [80, 100],
      [75, 95],
      [60, 110],
    ],
    [6000, 18_000],
    [400],
  ),
  'gas-combi-ovens': profile(
    [70, 180],
    [
      [80, 100],
      [75, 95],
      [65, 115],
    ],
    [500, 1000],
    MAINS,
  ),
  fridges: profile(
    [50, 140],
    [
      [60, 145],
      [60, 80],
      [180, 210],
    ],
    [150, 450],
    MAINS,
  ),
  'ice-makers': profile(
    [20, 60],
    [
      [40, 60],
      [45, 60],
      [60, 90],
    ],
    [250, 600],
    MAINS,
  ),
  'meat-slicers': profile(
    [10, 30],
    [
      [45, 65],
      [40, 55],
      [35, 50],
    ],
    [120, 300],
    MAINS,
  ),
  'vacuum-sealers': profile(
    [2, 35],
    [
      [35, 60],
      [20, 55],
      [10, 45],
    ],
    [150, 900],
    MAINS,
  ),
  'wet-dry-vacuums': profile(
    [5, 12],
    [
      [35, 50],
      [35, 45],
      [45, 65],
    ],
    [1000, 1500],
    MAINS,
  ),
  'industrial-vacuums': profile(
    [12, 40],
    [
      [45, 70],
      [40, 60],
      [80, 110],
    ],
    [1200, 3600],
    MAINS_OR_THREE_PHASE,
  ),
  'scrubber-dryers': profile(
    [45, 150],
    [
      [90, 140],
      [50, 75],
      [100, 120],
    ],
    [400, 1500],
    [24, 36],
  ),
  'floor-polishers': profile(
    [25, 45],
    [
      [45, 60],
      [40, 55],
      [110, 125],
    ],
    [1000, 1500],
    MAINS,
  ),
  'handheld-steam-cleaners': profile(
    [1.5, 3],
    [
      [25, 35],
      [12, 18],
      [20, 30],
    ],
    [900, 1500],
    MAINS,
  ),
  'professional-steam-cleaners': profile(
    [8, 35],
    [
      [40, 70],
      [30, 50],
      [40, 90],
    ],
    [2000, 3500],
    MAINS_OR_THREE_PHASE,
  ),
  'infrared-heaters': profile(
    [1.2, 6],
    [
      [60, 180],
      [8, 15],
      [10, 40],
    ],
    [1000, 3000],
    MAINS,
  ),
  'diesel-heaters': profile(
    [14, 45],
    [
      [70, 120],
      [35, 50],
      [40, 70],
    ],
    [10_000, 50_000],
    MAINS,
  ),
  'mobile-air-conditioners': profile(
    [22, 38],
    [
      [35, 50],
      [30, 45],
      [70, 90],
    ],
    [800, 1400],
    MAINS,
  ),
  'wall-split-units': profile(
    [8, 14],
    [
      [75, 100],
      [18, 25],
      [25, 32],
    ],
    [700, 2000],
    MAINS,
  ),
  'multi-split-units': profile(
    [35, 75],
    [
      [80, 100],
      [30, 40],
      [55, 80],
    ],
    [1500, 4000],
    MAINS,
  ),
  'condensation-dehumidifiers': profile(
    [10, 40],
    [
      [30, 50],
      [25, 40],
      [45, 80],
    ],
    [200, 800],
    MAINS,
  ),
  'desiccant-dehumidifiers': profile(
    [6, 12],
    [
      [30, 40],
      [18, 25],
      [45, 55],
    ],
    [300, 700],
    MAINS,
  ),
  'concrete-mixers': profile(
    [40, 110],
    [
      [110, 160],
      [60, 80],
      [110, 145],
    ],
    [600, 1200],
    MAINS,
  ),
  'plate-compactors': profile(
    [55, 120],
    [
      [80, 110],
      [40, 55],
      [90, 110],
    ],
    [2500, 4500],
    null,
  ),
  'petrol-generators': profile(
    [35, 95],
    [
      [55, 80],
      [42, 55],
      [42, 60],
    ],
    [2000, 8000],
    MAINS_OR_THREE_PHASE,
  ),
  'inverter-generators': profile(
    [12, 30],
    [
      [45, 60],
      [25, 35],
      [38, 50],
    ],
    [1000, 3500],
    MAINS,
  ),
  'aluminium-ladders': profile(
    [5, 25],
    [
      [150, 500],
      [35, 55],
      [8, 20],
    ],
    null,
    null,
    [2, 5, 10],
  ),
  'mobile-scaffolding': profile(
    [60, 180],
    [
      [180, 300],
      [60, 140],
      [250, 600],
    ],
    null,
    null,
    [2, 5, 10],
  ),
  'batteries-18v': profile(
    [0.3, 1.2],
    [
      [11, 16],
      [7, 9],
      [4, 9],
    ],
    null,
    [18],
    [1, 2, 3],
  ),
  chargers: profile(
    [0.3, 1],
    [
      [12, 20],
      [8, 14],
      [5, 9],
    ],
    [40, 250],
    MAINS,
    [1, 2, 3],
  ),
  'saw-blades': profile(
    [0.2, 1.2],
    [
      [16, 35],
      [16, 35],
      [0.2, 0.5],
    ],
    null,
    null,
    [1, 2],
  ),
  'drill-bit-sets': profile(
    [0.3, 3],
    [
      [15, 35],
      [8, 25],
      [3, 8],
    ],
    null,
    null,
    [1, 2],
  ),
  'safety-glasses': profile(
    [0.02, 0.08],
    [
      [14, 17],
      [5, 7],
      [4, 6],
    ],
    null,
    null,
    [1, 2],
  ),
  'hearing-protection': profile(
    [0.15, 0.35],
    [
      [15, 20],
      [8, 10],
      [17, 22],
    ],
    null,
    null,
    [1, 2],
  ),
} as const satisfies Record<string, ProductProfile>;

export type ProductType = keyof typeof PRODUCT_PROFILES;

/** The profile of a leaf category; an unknown key is a bug in the tree or in this table. */
export function productProfile(leafKey: string): ProductProfile {
  const found = (PRODUCT_PROFILES as Record<string, ProductProfile>)[leafKey];
  if (found === undefined) throw new Error(`no product profile for the leaf category '${leafKey}'`);
  return found;
}

/**
 * A value in a range from a fraction in [0, 1], rounded to a step that suits the range's size, so a weight reads
 * 64.5 kg and a power 1,450 W. The result stays inside the range.
 */
export function valueInRange([min, max]: Range, fraction: number, step: number): number {
  const raw = min + (max - min) * Math.min(1, Math.max(0, fraction));
  const rounded = Math.round(raw / step) * step;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(Math.min(max, Math.max(min, rounded)).toFixed(decimals));
}

/** A rounding step for a quantity of about this size: two or three significant digits. */
export function stepFor(max: number): number {
  if (max <= 1) return 0.01;
  if (max <= 20) return 0.1;
  if (max <= 200) return 0.5;
  if (max <= 1000) return 5;
  if (max <= 5000) return 50;
  return 500;
}

/**
 * Which of the vocabulary's highlights (vocabulary.json highlights: 0 robust metal housing, 1 low vibration, 2 quick
 * tool change, 3 overload protection, 4 ergonomic grip) a type can claim: a ladder has no overload protection and
 * safety glasses no quick tool change.
 */
const TOOL = [0, 1, 2, 3, 4];
const HANDHELD = [1, 3, 4];
const MACHINE = [0, 1, 3];
const APPLIANCE = [0, 3];
const STRUCTURE = [0];
const ELECTRIC = [3];
const NONE: number[] = [];

const HIGHLIGHTS_BY_TYPE: Readonly<Record<ProductType, readonly number[]>> = {
  'cordless-drill-drivers': TOOL,
  'cordless-impact-drills': TOOL,
  'hammer-drills': TOOL,
  'circular-saws': TOOL,
  jigsaws: TOOL,
  'angle-grinders': TOOL,
  'orbital-sanders': TOOL,
  'push-mowers': MACHINE,
  'self-propelled-mowers': MACHINE,
  'robotic-mowers': ELECTRIC,
  'cordless-hedge-trimmers': HANDHELD,
  'electric-hedge-trimmers': HANDHELD,
  'garden-pumps': MACHINE,
  'pressure-washers': MACHINE,
  'piston-compressors': MACHINE,
  'silent-compressors': MACHINE,
  'inverter-welders': MACHINE,
  'welding-helmets': NONE,
  'workbenches-mobile': STRUCTURE,
  'tool-cabinets': STRUCTURE,
  'induction-hobs': APPLIANCE,
  'electric-combi-ovens': APPLIANCE,
  'gas-combi-ovens': APPLIANCE,
  fridges: APPLIANCE,
  'ice-makers': APPLIANCE,
  'meat-slicers': APPLIANCE,
  'vacuum-sealers': APPLIANCE,
  'wet-dry-vacuums': MACHINE,
  'industrial-vacuums': MACHINE,
  'scrubber-dryers': MACHINE,
  'floor-polishers': MACHINE,
  'handheld-steam-cleaners': [3, 4],
  'professional-steam-cleaners': MACHINE,
  'infrared-heaters': APPLIANCE,
  'diesel-heaters': MACHINE,
  'mobile-air-conditioners': APPLIANCE,
  'wall-split-units': APPLIANCE,
  'multi-split-units': APPLIANCE,
  'condensation-dehumidifiers': APPLIANCE,
  'desiccant-dehumidifiers': APPLIANCE,
  'concrete-mixers': MACHINE,
  'plate-compactors': MACHINE,
  'petrol-generators': MACHINE,
  'inverter-generators': MACHINE,
  'aluminium-ladders': NONE,
  'mobile-scaffolding': NONE,
  'batteries-18v': ELECTRIC,
  chargers: ELECTRIC,
  'saw-blades': NONE,
  'drill-bit-sets': NONE,
  'safety-glasses': NONE,
  'hearing-protection': NONE,
};

/** The highlights (vocabulary indexes) a product type can truly claim. */
export function highlightsOf(type: string): readonly number[] {
  return (HIGHLIGHTS_BY_TYPE as Record<string, readonly number[]>)[type] ?? NONE;
}

/**
 * What a product of each type costs, in euros (net of the seed's b-ware and set factors): safety glasses are not
 * sold for 149 €, nor a combi oven for 199 €. The seed converts the euro price to every currency.
 */
export const PRICES_EURO: Readonly<Record<ProductType, Range>> = {
  'cordless-drill-drivers': [59, 349],
  'cordless-impact-drills': [79, 399],
  'hammer-drills': [89, 599],
  'circular-saws': [79, 499],
  jigsaws: [49, 299],
  'angle-grinders': [39, 349],
  'orbital-sanders': [39, 249],
  'push-mowers': [199, 699],
  'self-propelled-mowers': [349, 1299],
  'robotic-mowers': [499, 2499],
  'cordless-hedge-trimmers': [79, 349],
  'electric-hedge-trimmers': [49, 199],
  'garden-pumps': [79, 399],
  'pressure-washers': [99, 1499],
  'piston-compressors': [199, 1499],
  'silent-compressors': [249, 999],
  'inverter-welders': [149, 1499],
  'welding-helmets': [39, 399],
  'workbenches-mobile': [199, 1299],
  'tool-cabinets': [249, 1999],
  'induction-hobs': [199, 1999],
  'electric-combi-ovens': [2999, 9999],
  'gas-combi-ovens': [3499, 11_999],
  fridges: [499, 3999],
  'ice-makers': [399, 2999],
  'meat-slicers': [299, 1999],
  'vacuum-sealers': [99, 2499],
  'wet-dry-vacuums': [79, 399],
  'industrial-vacuums': [299, 2499],
  'scrubber-dryers': [1499, 8999],
  'floor-polishers': [499, 1999],
  'handheld-steam-cleaners': [39, 149],
  'professional-steam-cleaners': [399, 2999],
  'infrared-heaters': [49, 499],
  'diesel-heaters': [299, 1999],
  'mobile-air-conditioners': [299, 999],
  'wall-split-units': [499, 1999],
  'multi-split-units': [999, 3999],
  'condensation-dehumidifiers': [149, 999],
  'desiccant-dehumidifiers': [199, 599],
  'concrete-mixers': [199, 1499],
  'plate-compactors': [599, 2999],
  'petrol-generators': [399, 2499],
  'inverter-generators': [399, 1999],
  'aluminium-ladders': [59, 499],
  'mobile-scaffolding': [499, 2999],
  'batteries-18v': [39, 149],
  chargers: [29, 119],
  'saw-blades': [9, 89],
  'drill-bit-sets': [14, 129],
  'safety-glasses': [5, 39],
  'hearing-protection': [9, 59],
};

/** The euro price range of a product type; an unknown key is a bug in the tree or in this table. */
export function priceRangeEuro(type: string): Range {
  const found = (PRICES_EURO as Record<string, Range>)[type];
  if (found === undefined) throw new Error(`no price range for the product type '${type}'`);
  return found;
}
