// subset-font ships no types; this covers the options scripts/fonts uses.
declare module "subset-font" {
  type AxisRange = { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | AxisRange>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  };
  export default function subsetFont(
    font: Uint8Array,
    text: string | undefined | null,
    options?: Options,
  ): Promise<Buffer>;
}
