/**
 * `review-carousel` → `reviewCarousel`: a kebab-case name (a block's folder, a schema file) as a camelCase key —
 * the block's translations' key under `blocks.`, a generated property name.
 */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** `review-carousel` → `ReviewCarousel`: a block's component file and export, and its props type's prefix. */
export function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}
