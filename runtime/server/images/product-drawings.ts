// One simple, recognisable line drawing per kind of product (ADR 013: "pictures that show the kind of
// product … in the brand's colours"). Each drawing is a few SVG shapes on a 600 × 600 canvas, coloured with the
// brand's main colour (c.main), its dark colour (c.dark) and the shop's metal and rubber greys.

/** The colours a drawing is made with. */
export interface DrawingColours {
  readonly main: string;
  readonly dark: string;
}

type Draw = (c: DrawingColours) => string;

const METAL = '#adb5bd';
const RUBBER = '#343a40';
const GLASS = '#a5d8ff';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${RUBBER}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r / 2.5)}" fill="${METAL}"/>`;

const drill: Draw = (c) =>
  `<path d="M150 180h250a40 40 0 0 1 40 40v40a40 40 0 0 1-40 40H330l-30 140h-90l20-140h-80z" fill="${c.main}"/>` +
  `<rect x="180" y="420" width="160" height="70" rx="14" fill="${c.dark}"/>` +
  `<rect x="440" y="205" width="50" height="70" rx="8" fill="${RUBBER}"/><rect x="490" y="232" width="90" height="16" fill="${METAL}"/>` +
  `<rect x="240" y="320" width="26" height="50" rx="8" fill="${c.dark}"/>`;

const hammerDrill: Draw = (c) =>
  `<path d="M90 200h330a40 40 0 0 1 40 40v50a40 40 0 0 1-40 40H300l-20 150h-90l10-150h-110z" fill="${c.main}"/>` +
  `<rect x="460" y="225" width="60" height="80" rx="10" fill="${RUBBER}"/><rect x="520" y="255" width="70" height="20" fill="${METAL}"/>` +
  `<rect x="420" y="330" width="30" height="120" rx="12" fill="${c.dark}"/><path d="M200 480q-40 60-150 70" stroke="${RUBBER}" stroke-width="12" fill="none"/>`;

const circularSaw: Draw = (c) =>
  `<rect x="90" y="390" width="420" height="24" rx="6" fill="${METAL}"/><circle cx="300" cy="330" r="140" fill="${METAL}"/>` +
  `<path d="M160 330a140 140 0 0 1 280 0z" fill="${c.main}"/><path d="M260 190q60-90 160-40l-30 50q-50-20-90 10z" fill="${c.dark}"/>` +
  `<circle cx="300" cy="330" r="24" fill="${RUBBER}"/>`;

const jigsaw: Draw = (c) =>
  `<path d="M140 320V220q0-70 90-70h180q60 0 60 60v110z" fill="${c.main}"/><path d="M210 210h160v50H210z" fill="#fff"/>` +
  `<rect x="120" y="320" width="360" height="40" rx="10" fill="${c.dark}"/><rect x="380" y="360" width="16" height="130" fill="${METAL}"/>` +
  `<rect x="110" y="365" width="380" height="16" rx="4" fill="${METAL}"/>`;

const angleGrinder: Draw = (c) =>
  `<rect x="80" y="250" width="330" height="90" rx="45" fill="${c.main}"/><rect x="60" y="270" width="60" height="50" rx="16" fill="${c.dark}"/>` +
  `<rect x="400" y="230" width="70" height="130" rx="14" fill="${RUBBER}"/><rect x="470" y="140" width="24" height="310" rx="6" fill="${METAL}"/>` +
  `<rect x="300" y="340" width="30" height="110" rx="12" fill="${c.dark}"/>`;

const orbitalSander: Draw = (c) =>
  `<rect x="130" y="400" width="340" height="50" rx="12" fill="${RUBBER}"/><path d="M170 400q0-150 130-150t130 150z" fill="${c.main}"/>` +
  `<circle cx="300" cy="225" r="60" fill="${c.dark}"/><rect x="110" y="450" width="380" height="14" rx="6" fill="${METAL}"/>`;

const mower: Draw = (c) =>
  `<path d="M330 330L470 90" stroke="${c.dark}" stroke-width="18"/><path d="M450 80h60" stroke="${RUBBER}" stroke-width="24" stroke-linecap="round"/>` +
  `<path d="M90 430q0-110 120-110h170q70 0 70 70v40z" fill="${c.main}"/><rect x="170" y="270" width="130" height="60" rx="14" fill="${c.dark}"/>` +
  wheel(150, 440, 55) +
  wheel(410, 450, 45);

const roboticMower: Draw = (c) =>
  `<path d="M90 420q20-170 210-170t210 170z" fill="${c.main}"/><rect x="80" y="410" width="440" height="30" rx="12" fill="${c.dark}"/>` +
  `<circle cx="300" cy="320" r="36" fill="${RUBBER}"/>` +
  wheel(160, 445, 40) +
  wheel(440, 445, 40);

const hedgeTrimmer: Draw = (c) =>
  `<rect x="260" y="280" width="320" height="30" fill="${METAL}"/><path d="M270 280${' l20-18 20 18'.repeat(15)}M270 310${' l20 18 20-18'.repeat(15)}" fill="${METAL}"/>` +
  `<path d="M40 250q0-60 80-60h150v180H120q-80 0-80-60z" fill="${c.main}"/><path d="M70 190q60-90 150 0" stroke="${c.dark}" stroke-width="22" fill="none"/>`;

const pump: Draw = (c) =>
  `<rect x="100" y="470" width="400" height="24" rx="6" fill="${RUBBER}"/><rect x="110" y="260" width="230" height="200" rx="30" fill="${c.main}"/>` +
  `<circle cx="420" cy="360" r="100" fill="${c.dark}"/><rect x="390" y="180" width="60" height="90" fill="${METAL}"/><rect x="500" y="340" width="70" height="40" fill="${METAL}"/>`;

const pressureWasher: Draw = (c) =>
  `<rect x="200" y="140" width="200" height="320" rx="30" fill="${c.main}"/><path d="M230 140V70h140v70" stroke="${c.dark}" stroke-width="20" fill="none"/>` +
  `<circle cx="300" cy="300" r="50" fill="${c.dark}"/><path d="M400 380q120 0 150-150" stroke="${RUBBER}" stroke-width="10" fill="none"/>` +
  wheel(230, 470, 45) +
  wheel(370, 470, 45);

const compressor: Draw = (c) =>
  `<rect x="80" y="300" width="440" height="140" rx="70" fill="${c.main}"/><rect x="190" y="180" width="220" height="120" rx="16" fill="${c.dark}"/>` +
  `<circle cx="450" cy="240" r="30" fill="#fff" stroke="${RUBBER}" stroke-width="8"/>` +
  wheel(150, 460, 40) +
  `<rect x="430" y="430" width="30" height="60" fill="${RUBBER}"/>`;

const welder: Draw = (c) =>
  `<rect x="120" y="200" width="360" height="260" rx="20" fill="${c.main}"/><rect x="150" y="240" width="180" height="180" rx="10" fill="${c.dark}"/>` +
  `<circle cx="400" cy="280" r="30" fill="${RUBBER}"/><circle cx="400" cy="370" r="20" fill="${RUBBER}"/>` +
  `<path d="M180 200q120-110 240 0" stroke="${RUBBER}" stroke-width="20" fill="none"/>`;

const weldingHelmet: Draw = (c) =>
  `<path d="M140 300q0-200 160-200t160 200l-20 150q-140 60-280 0z" fill="${c.main}"/>` +
  `<rect x="210" y="240" width="180" height="90" rx="12" fill="${RUBBER}"/><rect x="225" y="255" width="150" height="60" rx="6" fill="#0b7285"/>`;

const workbench: Draw = (c) =>
  `<rect x="60" y="200" width="480" height="40" rx="6" fill="#c08552"/><rect x="80" y="240" width="440" height="200" fill="${c.main}"/>` +
  `<rect x="100" y="260" width="190" height="50" rx="6" fill="${c.dark}"/><rect x="100" y="320" width="190" height="50" rx="6" fill="${c.dark}"/>` +
  `<rect x="310" y="260" width="190" height="160" rx="6" fill="${c.dark}"/>` +
  wheel(120, 470, 30) +
  wheel(480, 470, 30);

const toolCabinet: Draw = (c) =>
  `<rect x="170" y="60" width="260" height="440" rx="14" fill="${c.main}"/>` +
  [90, 150, 210, 270, 330, 390]
    .map(
      (y) =>
        `<rect x="190" y="${y}" width="220" height="48" rx="6" fill="${c.dark}"/><rect x="270" y="${y + 18}" width="60" height="10" fill="${METAL}"/>`,
    )
    .join('') +
  wheel(210, 515, 24) +
  wheel(390, 515, 24);

const hob: Draw = (c) =>
  `<rect x="70" y="200" width="460" height="220" rx="20" fill="${RUBBER}"/><circle cx="200" cy="300" r="70" fill="none" stroke="${c.main}" stroke-width="10"/>` +
  `<circle cx="400" cy="300" r="55" fill="none" stroke="${c.main}" stroke-width="10"/><rect x="90" y="390" width="420" height="20" rx="6" fill="${c.dark}"/>`;

const oven: Draw = (c) =>
  `<rect x="90" y="110" width="420" height="380" rx="16" fill="${METAL}"/><rect x="120" y="140" width="280" height="320" rx="12" fill="${c.dark}"/>` +
  `<rect x="150" y="180" width="220" height="240" rx="10" fill="${RUBBER}"/><rect x="420" y="140" width="70" height="320" rx="8" fill="${c.main}"/>` +
  `<circle cx="455" cy="200" r="18" fill="#fff"/><circle cx="455" cy="260" r="18" fill="#fff"/>`;

const fridge: Draw = (c) =>
  `<rect x="170" y="50" width="260" height="480" rx="14" fill="${METAL}"/><rect x="190" y="70" width="220" height="400" rx="8" fill="${GLASS}"/>` +
  [160, 250, 340].map((y) => `<rect x="200" y="${y}" width="200" height="8" fill="#fff"/>`).join('') +
  `<rect x="170" y="480" width="260" height="50" rx="8" fill="${c.main}"/><rect x="390" y="200" width="12" height="140" rx="6" fill="${c.dark}"/>`;

const iceMaker: Draw = (c) =>
  `<rect x="130" y="120" width="340" height="380" rx="16" fill="${METAL}"/><rect x="160" y="150" width="280" height="200" rx="10" fill="${c.main}"/>` +
  `<rect x="200" y="390" width="60" height="60" rx="8" fill="${GLASS}"/><rect x="270" y="400" width="60" height="60" rx="8" fill="${GLASS}"/>` +
  `<rect x="340" y="385" width="60" height="60" rx="8" fill="${GLASS}"/>`;

const slicer: Draw = (c) =>
  `<rect x="80" y="420" width="440" height="60" rx="12" fill="${c.main}"/><circle cx="300" cy="280" r="140" fill="${METAL}"/>` +
  `<circle cx="300" cy="280" r="40" fill="${c.dark}"/><rect x="380" y="300" width="160" height="120" rx="10" fill="${c.dark}"/>`;

const vacuumSealer: Draw = (c) =>
  `<rect x="90" y="300" width="420" height="120" rx="20" fill="${c.main}"/><path d="M90 300q0-50 60-50h300q60 0 60 50z" fill="${c.dark}"/>` +
  `<rect x="150" y="180" width="300" height="90" rx="8" fill="${GLASS}" opacity="0.8"/><circle cx="440" cy="360" r="18" fill="#fff"/>`;

const vacuum: Draw = (c) =>
  `<rect x="160" y="200" width="260" height="260" rx="40" fill="${c.main}"/><rect x="180" y="150" width="220" height="70" rx="20" fill="${c.dark}"/>` +
  `<path d="M420 300q130 0 120 130t-60 80" stroke="${RUBBER}" stroke-width="18" fill="none"/>` +
  wheel(200, 480, 26) +
  wheel(380, 480, 26);

const floorMachine: Draw = (c) =>
  `<path d="M300 380L380 80" stroke="${c.dark}" stroke-width="18"/><path d="M350 80h70" stroke="${RUBBER}" stroke-width="24" stroke-linecap="round"/>` +
  `<rect x="170" y="300" width="230" height="120" rx="40" fill="${c.main}"/><ellipse cx="290" cy="450" rx="180" ry="34" fill="${RUBBER}"/>`;

const steamCleaner: Draw = (c) =>
  `<rect x="150" y="240" width="260" height="220" rx="50" fill="${c.main}"/><rect x="220" y="200" width="120" height="50" rx="12" fill="${c.dark}"/>` +
  `<path d="M410 320h110v-40" stroke="${RUBBER}" stroke-width="18" fill="none"/>` +
  `<path d="M500 220q-20-30 0-60t0-60M540 230q-20-30 0-60" stroke="${METAL}" stroke-width="10" fill="none" stroke-linecap="round"/>`;

const infraredHeater: Draw = (c) =>
  `<rect x="50" y="240" width="500" height="110" rx="16" fill="${c.dark}"/><rect x="80" y="270" width="440" height="50" rx="8" fill="#ff6b6b"/>` +
  `<path d="M120 230q20-40 0-80M300 230q20-40 0-80M480 230q20-40 0-80" stroke="#ff8787" stroke-width="10" fill="none"/>` +
  `<rect x="280" y="350" width="40" height="100" fill="${c.main}"/>`;

const dieselHeater: Draw = (c) =>
  `<rect x="90" y="200" width="380" height="170" rx="85" fill="${c.main}"/><circle cx="470" cy="285" r="85" fill="${c.dark}"/>` +
  `<circle cx="470" cy="285" r="50" fill="#ff922b"/><rect x="110" y="370" width="320" height="80" rx="12" fill="${RUBBER}"/>` +
  wheel(150, 470, 32) +
  wheel(400, 470, 32);

const mobileAirConditioner: Draw = (c) =>
  `<rect x="180" y="90" width="240" height="420" rx="30" fill="#f1f3f5" stroke="${c.main}" stroke-width="10"/>` +
  [150, 180, 210].map((y) => `<rect x="220" y="${y}" width="160" height="12" rx="6" fill="${c.dark}"/>`).join('') +
  `<rect x="240" y="260" width="120" height="40" rx="8" fill="${c.main}"/><path d="M420 380q110 0 130-160" stroke="${METAL}" stroke-width="34" fill="none"/>`;

const wallSplitUnit: Draw = (c) =>
  `<rect x="50" y="210" width="500" height="160" rx="40" fill="#f8f9fa" stroke="${c.main}" stroke-width="10"/>` +
  `<rect x="90" y="320" width="420" height="18" rx="9" fill="${c.dark}"/><circle cx="490" cy="260" r="12" fill="${c.main}"/>` +
  `<path d="M150 390q20 40 0 80M300 390q20 40 0 80M450 390q20 40 0 80" stroke="${GLASS}" stroke-width="10" fill="none"/>`;

const outdoorUnit: Draw = (c) =>
  `<rect x="70" y="140" width="460" height="320" rx="16" fill="#e9ecef" stroke="${c.main}" stroke-width="10"/>` +
  `<circle cx="240" cy="300" r="120" fill="${c.dark}"/><path d="M240 190v220M130 300h220M162 222l156 156M318 222L162 378" stroke="${METAL}" stroke-width="10"/>` +
  `<rect x="400" y="180" width="100" height="240" rx="8" fill="${c.main}"/><rect x="90" y="460" width="60" height="40" fill="${RUBBER}"/><rect x="450" y="460" width="60" height="40" fill="${RUBBER}"/>`;

const dehumidifier: Draw = (c) =>
  `<rect x="160" y="80" width="280" height="420" rx="30" fill="#f1f3f5" stroke="${c.main}" stroke-width="10"/>` +
  [120, 150, 180].map((y) => `<rect x="200" y="${y}" width="200" height="12" rx="6" fill="${c.dark}"/>`).join('') +
  `<rect x="200" y="330" width="200" height="130" rx="12" fill="${GLASS}"/><path d="M300 230q40 50 0 80q-40-30 0-80z" fill="${c.main}"/>`;

const concreteMixer: Draw = (c) =>
  `<path d="M170 150l250 60-40 200-250-60z" fill="${c.main}"/><path d="M420 210l60 20-40 140-60 40z" fill="${c.dark}"/>` +
  `<path d="M120 460L300 340 470 460" stroke="${RUBBER}" stroke-width="18" fill="none"/>` +
  wheel(120, 470, 45) +
  wheel(480, 470, 45);

const plateCompactor: Draw = (c) =>
  `<rect x="110" y="420" width="380" height="50" rx="8" fill="${RUBBER}"/><rect x="160" y="260" width="240" height="160" rx="20" fill="${c.main}"/>` +
  `<rect x="200" y="200" width="140" height="70" rx="14" fill="${c.dark}"/><path d="M380 330L520 110" stroke="${c.dark}" stroke-width="18"/>` +
  `<path d="M500 100h60" stroke="${RUBBER}" stroke-width="24" stroke-linecap="round"/>`;

const generator: Draw = (c) =>
  `<rect x="100" y="160" width="400" height="300" rx="14" fill="none" stroke="${RUBBER}" stroke-width="18"/>` +
  `<rect x="140" y="190" width="320" height="110" rx="30" fill="${c.main}"/><rect x="150" y="310" width="170" height="130" rx="14" fill="${c.dark}"/>` +
  `<rect x="340" y="320" width="110" height="70" rx="8" fill="${METAL}"/><circle cx="375" cy="355" r="12" fill="${RUBBER}"/><circle cx="420" cy="355" r="12" fill="${RUBBER}"/>`;

const ladder: Draw = (c) =>
  `<path d="M200 540L260 50M400 540L340 50" stroke="${c.main}" stroke-width="26" stroke-linecap="round"/>` +
  [110, 190, 270, 350, 430, 510]
    .map((y) => {
      const inset = ((540 - y) / 490) * 60;
      return `<path d="M${200 + inset} ${y}H${400 - inset}" stroke="${c.dark}" stroke-width="16"/>`;
    })
    .join('');

const scaffolding: Draw = (c) =>
  `<path d="M160 60V500M440 60V500M160 200H440M160 340H440M160 60L440 200M440 200L160 340M160 340L440 480" stroke="${c.main}" stroke-width="18" fill="none"/>` +
  `<rect x="140" y="180" width="320" height="24" fill="#c08552"/><rect x="140" y="40" width="320" height="24" fill="#c08552"/>` +
  wheel(160, 520, 28) +
  wheel(440, 520, 28);

const battery: Draw = (c) =>
  `<rect x="130" y="230" width="340" height="200" rx="24" fill="${c.main}"/><rect x="170" y="170" width="260" height="80" rx="14" fill="${c.dark}"/>` +
  `<rect x="190" y="190" width="220" height="12" fill="${METAL}"/><rect x="190" y="215" width="220" height="12" fill="${METAL}"/>` +
  [200, 250, 300, 350].map((x) => `<rect x="${x}" y="380" width="36" height="16" rx="4" fill="#51cf66"/>`).join('');

const charger: Draw = (c) =>
  `<rect x="110" y="300" width="380" height="150" rx="24" fill="${c.main}"/><rect x="180" y="260" width="240" height="60" rx="12" fill="${c.dark}"/>` +
  `<circle cx="430" cy="350" r="16" fill="#51cf66"/><path d="M110 400q-60 0-60 80" stroke="${RUBBER}" stroke-width="12" fill="none"/>`;

const sawBlade: Draw = (c) => {
  const teeth = Array.from({ length: 24 }, (_, index) => {
    const angle = (index / 24) * Math.PI * 2;
    const x = (r: number, a: number) => Math.round(300 + r * Math.cos(a));
    const y = (r: number, a: number) => Math.round(300 + r * Math.sin(a));
    return `${index === 0 ? 'M' : 'L'}${x(200, angle)} ${y(200, angle)}L${x(230, angle + 0.1)} ${y(230, angle + 0.1)}`;
  }).join('');
  return (
    `<path d="${teeth}z" fill="${METAL}"/><circle cx="300" cy="300" r="150" fill="${c.main}"/>` +
    `<circle cx="300" cy="300" r="40" fill="#f8f9fa"/><circle cx="300" cy="300" r="150" fill="none" stroke="${c.dark}" stroke-width="8"/>`
  );
};

const drillBits: Draw = (c) =>
  `<rect x="80" y="150" width="440" height="300" rx="20" fill="${c.main}"/><rect x="110" y="180" width="380" height="240" rx="10" fill="${c.dark}"/>` +
  [150, 200, 250, 300, 350, 400, 450]
    .map(
      (x, index) =>
        `<rect x="${x - 7}" y="${210 + index * 12}" width="14" height="${190 - index * 12}" rx="4" fill="${METAL}"/>`,
    )
    .join('');

const safetyGlasses: Draw = (c) =>
  `<path d="M80 250q220-40 440 0" stroke="${c.dark}" stroke-width="16" fill="none"/>` +
  `<path d="M100 260h170q10 110-80 110t-90-110zM330 260h170q0 110-90 110t-80-110z" fill="${GLASS}" stroke="${c.main}" stroke-width="12"/>` +
  `<path d="M270 280q30-30 60 0" stroke="${c.main}" stroke-width="12" fill="none"/>`;

const hearingProtection: Draw = (c) =>
  `<path d="M160 330q0-230 140-230t140 230" stroke="${c.dark}" stroke-width="28" fill="none"/>` +
  `<rect x="110" y="290" width="110" height="180" rx="50" fill="${c.main}"/><rect x="380" y="290" width="110" height="180" rx="50" fill="${c.main}"/>` +
  `<rect x="200" y="320" width="30" height="120" rx="12" fill="${RUBBER}"/><rect x="370" y="320" width="30" height="120" rx="12" fill="${RUBBER}"/>`;

/** A product of a type without its own drawing: a machine in a box. */
const machine: Draw = (c) =>
  `<rect x="150" y="230" width="300" height="160" rx="24" fill="${c.main}"/><circle cx="300" cy="220" r="80" fill="${c.dark}"/>` +
  `<rect x="270" y="390" width="60" height="90" rx="10" fill="${c.dark}"/>`;

/** The drawings by name; a product type names the one it uses in DRAWING_OF_TYPE. */
export const DRAWINGS = {
  drill,
  hammerDrill,
  circularSaw,
  jigsaw,
  angleGrinder,
  orbitalSander,
  mower,
  roboticMower,
  hedgeTrimmer,
  pump,
  pressureWasher,
  compressor,
  welder,
  weldingHelmet,
  workbench,
  toolCabinet,
  hob,
  oven,
  fridge,
  iceMaker,
  slicer,
  vacuumSealer,
  vacuum,
  floorMachine,
  steamCleaner,
  infraredHeater,
  dieselHeater,
  mobileAirConditioner,
  wallSplitUnit,
  outdoorUnit,
  dehumidifier,
  concreteMixer,
  plateCompactor,
  generator,
  ladder,
  scaffolding,
  battery,
  charger,
  sawBlade,
  drillBits,
  safetyGlasses,
  hearingProtection,
  machine,
} as const satisfies Record<string, Draw>;

export type DrawingName = keyof typeof DRAWINGS;

/** The drawing of each product type of the demo catalogue (its leaf category keys). */
export const DRAWING_OF_TYPE: Readonly<Record<string, DrawingName>> = {
  'cordless-drill-drivers': 'drill',
  'cordless-impact-drills': 'drill',
  'hammer-drills': 'hammerDrill',
  'circular-saws': 'circularSaw',
  jigsaws: 'jigsaw',
  'angle-grinders': 'angleGrinder',
  'orbital-sanders': 'orbitalSander',
  'push-mowers': 'mower',
  'self-propelled-mowers': 'mower',
  'robotic-mowers': 'roboticMower',
  'cordless-hedge-trimmers': 'hedgeTrimmer',
  'electric-hedge-trimmers': 'hedgeTrimmer',
  'garden-pumps': 'pump',
  'pressure-washers': 'pressureWasher',
  'piston-compressors': 'compressor',
  'silent-compressors': 'compressor',
  'inverter-welders': 'welder',
  'welding-helmets': 'weldingHelmet',
  'workbenches-mobile': 'workbench',
  'tool-cabinets': 'toolCabinet',
  'induction-hobs': 'hob',
  'electric-combi-ovens': 'oven',
  'gas-combi-ovens': 'oven',
  fridges: 'fridge',
  'ice-makers': 'iceMaker',
  'meat-slicers': 'slicer',
  'vacuum-sealers': 'vacuumSealer',
  'wet-dry-vacuums': 'vacuum',
  'industrial-vacuums': 'vacuum',
  'scrubber-dryers': 'floorMachine',
  'floor-polishers': 'floorMachine',
  'handheld-steam-cleaners': 'steamCleaner',
  'professional-steam-cleaners': 'steamCleaner',
  'infrared-heaters': 'infraredHeater',
  'diesel-heaters': 'dieselHeater',
  'mobile-air-conditioners': 'mobileAirConditioner',
  'wall-split-units': 'wallSplitUnit',
  'multi-split-units': 'outdoorUnit',
  'condensation-dehumidifiers': 'dehumidifier',
  'desiccant-dehumidifiers': 'dehumidifier',
  'concrete-mixers': 'concreteMixer',
  'plate-compactors': 'plateCompactor',
  'petrol-generators': 'generator',
  'inverter-generators': 'generator',
  'aluminium-ladders': 'ladder',
  'mobile-scaffolding': 'scaffolding',
  'batteries-18v': 'battery',
  chargers: 'charger',
  'saw-blades': 'sawBlade',
  'drill-bit-sets': 'drillBits',
  'safety-glasses': 'safetyGlasses',
  'hearing-protection': 'hearingProtection',
};

/** The drawing a product type is shown with; a type the table does not know gets the generic machine. */
export function drawingOf(type: string | null): DrawingName {
  return (type !== null && DRAWING_OF_TYPE[type]) || 'machine';
}
