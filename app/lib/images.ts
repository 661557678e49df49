// STUB until feat/images lands (its version replaces this file on merge).
export type ImageAsset = {
  id: string;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  avif: string;
  webp: string;
  fallback: string;
  focal?: string;
};
