/**
 * The demo shop's category tree (keys and English names): eight first-level categories, subcategories down to
 * level 4. Leaf categories carry the product type their products are. Translations: vocabulary.json.
 */
export interface TreeNode {
  key: string;
  /** Leaf categories hold products of one type. */
  leaf: boolean;
  children: TreeNode[];
}

const tree = (key: string, ...children: TreeNode[]): TreeNode => ({ key, leaf: children.length === 0, children });

export const CATEGORY_TREE: TreeNode[] = [
  tree(
    'power-tools',
    tree(
      'drills',
      tree('cordless-drills', tree('cordless-drill-drivers'), tree('cordless-impact-drills')),
      tree('hammer-drills'),
    ),
    tree('saws', tree('circular-saws'), tree('jigsaws')),
    tree('grinders', tree('angle-grinders'), tree('orbital-sanders')),
  ),
  tree(
    'garden',
    tree(
      'lawn-mowers',
      tree('petrol-mowers', tree('push-mowers'), tree('self-propelled-mowers')),
      tree('robotic-mowers'),
    ),
    tree('hedge-trimmers', tree('cordless-hedge-trimmers'), tree('electric-hedge-trimmers')),
    tree('watering', tree('garden-pumps'), tree('pressure-washers')),
  ),
  tree(
    'workshop',
    tree('compressors', tree('piston-compressors'), tree('silent-compressors')),
    tree('welding', tree('inverter-welders'), tree('welding-helmets')),
    tree('workbenches', tree('workbenches-mobile'), tree('tool-cabinets')),
  ),
  tree(
    'gastro',
    tree('cooking', tree('induction-hobs'), tree('combi-ovens', tree('electric-combi-ovens'), tree('gas-combi-ovens'))),
    tree('refrigeration', tree('fridges'), tree('ice-makers')),
    tree('food-preparation', tree('meat-slicers'), tree('vacuum-sealers')),
  ),
  tree(
    'cleaning',
    tree('vacuum-cleaners', tree('wet-dry-vacuums'), tree('industrial-vacuums')),
    tree('floor-care', tree('scrubber-dryers'), tree('floor-polishers')),
    tree('steam-cleaners', tree('handheld-steam-cleaners'), tree('professional-steam-cleaners')),
  ),
  tree(
    'heating',
    tree('heaters', tree('infrared-heaters'), tree('diesel-heaters')),
    tree(
      'air-conditioning',
      tree('mobile-air-conditioners'),
      tree('split-air-conditioners', tree('wall-split-units'), tree('multi-split-units')),
    ),
    tree('dehumidifiers', tree('condensation-dehumidifiers'), tree('desiccant-dehumidifiers')),
  ),
  tree(
    'construction',
    tree('concrete', tree('concrete-mixers'), tree('plate-compactors')),
    tree('generators', tree('petrol-generators'), tree('inverter-generators')),
    tree('ladders', tree('aluminium-ladders'), tree('mobile-scaffolding')),
  ),
  tree(
    'accessories',
    tree('batteries', tree('batteries-18v'), tree('chargers')),
    tree('blades-and-bits', tree('saw-blades'), tree('drill-bit-sets')),
    tree('safety', tree('safety-glasses'), tree('hearing-protection')),
  ),
];

/** The first-level category whose products are accessories (SKU prefix EX10, spec/3 §3). */
export const ACCESSORY_ROOT = 'accessories';

/** Price band per first-level category, in euro cents (the seed converts it to every currency). */
export const PRICE_BANDS: Record<string, [number, number]> = {
  'power-tools': [4_900, 69_900],
  garden: [9_900, 249_900],
  workshop: [14_900, 199_900],
  gastro: [19_900, 599_900],
  cleaning: [7_900, 399_900],
  heating: [9_900, 299_900],
  construction: [29_900, 499_900],
  accessories: [900, 14_900],
};

/** Leaf categories whose products ship as freight (spec/2 §5: the product's freight flag). */
export const FREIGHT_CATEGORIES = new Set([
  'self-propelled-mowers',
  'piston-compressors',
  'workbenches-mobile',
  'tool-cabinets',
  'electric-combi-ovens',
  'gas-combi-ovens',
  'fridges',
  'scrubber-dryers',
  'concrete-mixers',
  'plate-compactors',
  'petrol-generators',
  'mobile-scaffolding',
]);

/** First-level categories whose products carry an energy label (spec/3 §3 energy rating fields). */
export const ENERGY_LABEL_ROOTS = new Set(['heating', 'gastro']);

/** Power-tool leaves that battery accessories fit (spec/3 §3: parent products for accessory). */
export const ACCESSORY_TARGETS: Record<string, string[]> = {
  'batteries-18v': ['cordless-drill-drivers', 'cordless-impact-drills', 'cordless-hedge-trimmers'],
  chargers: ['cordless-drill-drivers', 'cordless-impact-drills', 'cordless-hedge-trimmers'],
  'saw-blades': ['circular-saws', 'jigsaws'],
  'drill-bit-sets': ['cordless-drill-drivers', 'hammer-drills'],
  'safety-glasses': ['angle-grinders', 'inverter-welders'],
  'hearing-protection': ['angle-grinders', 'circular-saws', 'petrol-generators'],
};

/** The shop's ten own brands (spec/1 §2.7: ten own-brand links). */
export const OWN_BRANDS = [
  'Voltaro',
  'Gartenhof',
  'Forgeline',
  'Chefmark',
  'Purio',
  'Thermova',
  'Bauvera',
  'Stackwell',
  'Sentra',
  'Kinetix',
] as const;
