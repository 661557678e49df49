/** A package id of the owner's content, or "unsure". */
export type PackageChoice = string;

// The packages section and the contact form are far apart in the tree; a window event keeps
// them decoupled. The links still point at #contact, so without JavaScript they just scroll.
const eventName = "studio:select-package";

export function selectPackage(value: PackageChoice) {
  window.dispatchEvent(new CustomEvent<PackageChoice>(eventName, { detail: value }));
}

export function onPackageSelected(listener: (value: PackageChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PackageChoice>).detail);
  window.addEventListener(eventName, handler);
  return () => window.removeEventListener(eventName, handler);
}
