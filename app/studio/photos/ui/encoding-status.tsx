import { photoStatusLabels, photosCopy } from "#app/content/studio/photos.ts";
import type { PhotoState } from "#app/studio/photos/photos.ts";
import { ProgressBar } from "#app/studio/photos/ui/progress-bar.tsx";

/** While the worker makes the photo's sizes: how far it is (the page polls), and what she can do. */
export function EncodingStatus({ state }: { state: PhotoState }) {
  const { done = 0, total = 0 } = state.progress ?? {};
  const label =
    state.status === "encoding"
      ? photosCopy.upload.encoding(done, total)
      : photoStatusLabels[state.status];
  return (
    <div role="status" className="mt-8 max-w-2xl border-l-2 border-ink/30 bg-sand/70 px-4 py-4">
      <p className="font-semibold">{label}</p>
      <ProgressBar value={total ? done / total : 0} label={label} />
      <p className="mt-3 text-sm leading-relaxed text-muted">{photosCopy.photo.encodingNote}</p>
    </div>
  );
}
