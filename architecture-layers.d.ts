/** A layer of the architecture (architecture-layers.js, ADR 032). */
export interface Layer {
  readonly layer: string;
  /** The files of the layer, from the project's folder (micromatch). */
  readonly pattern: string;
  /** The layers its modules may import, besides their own. */
  readonly mayImport: readonly string[];
}

export declare const LAYERS: readonly Layer[];
