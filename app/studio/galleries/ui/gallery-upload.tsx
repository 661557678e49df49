import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { UploadIcon } from "#app/components/ui/icons.tsx";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import { uploadRefusals } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import type { PictureKind } from "#app/galleries/gallery.ts";
import { galleryUploadPath } from "#app/studio/galleries/galleries.ts";
import { uploadFile, type UploadFailure } from "#app/studio/photos/upload-client.ts";
import { ProgressBar } from "#app/studio/photos/ui/progress-bar.tsx";

const { upload, grid } = galleriesCopy;

/** Camera JPEGs and Lightroom exports: a gallery takes JPEGs only. */
const accept = "image/jpeg,.jpg,.jpeg";

/** How long the page waits when the server's caps are reached (its worker catches up). */
const capWaitMs = 10_000;
const capRetries = 60;

type Failure = { key: number; name: string; reason: UploadFailure };

/**
 * A shoot, 50 to 400 files at once, through the photo library's piece upload: one file after the
 * other, each resumable. One bar for the whole batch (400 rows would bury the page), and a list of
 * only the files that were refused. While the server's queue is full it waits and goes on by
 * itself. The page looks again for new previews while some are being encoded.
 */
export function GalleryUpload({
  galleryId,
  encoding,
  closed,
}: {
  galleryId: string;
  encoding: number;
  closed: boolean;
}) {
  const ready = useHydrated();
  const { revalidate } = useRevalidator();
  const [batch, setBatch] = useState({ total: 0, done: 0, bytes: 0, sent: 0, waiting: false });
  const [failures, setFailures] = useState<Failure[]>([]);
  const queue = useRef<{ file: File; kind: PictureKind; key: number }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);
  /** The bytes of this batch's files already sent or given up. */
  const finishedBytes = useRef(0);
  const sending = batch.done + failures.length < batch.total;

  useLeaveWarning(sending, upload.leaveWarning);

  // New previews appear as the worker finishes them.
  useEffect(() => {
    if (!encoding && !sending) return;
    const timer = setInterval(() => void revalidate(), 4000);
    return () => clearInterval(timer);
  }, [encoding, sending, revalidate]);

  async function send(file: File, kind: PictureKind) {
    const target = {
      path: galleryUploadPath(galleryId),
      headers: { "X-Upload-Kind": kind, "X-Upload-Name": encodeURIComponent(file.name) },
    };
    const base = finishedBytes.current;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await uploadFile(
        file,
        (sent) => setBatch((current) => ({ ...current, sent: base + sent, waiting: false })),
        target,
      );
      const full =
        !outcome.ok && (outcome.reason === "queue-full" || outcome.reason === "too-many-open");
      if (!full || attempt >= capRetries) return outcome;
      setBatch((current) => ({ ...current, waiting: true }));
      await new Promise((resolve) => setTimeout(resolve, capWaitMs));
    }
  }

  async function run() {
    if (running.current) return;
    running.current = true;
    for (let item = queue.current.shift(); item; item = queue.current.shift()) {
      const outcome = await send(item.file, item.kind);
      finishedBytes.current += item.file.size;
      if (outcome.ok) {
        setBatch((current) => ({ ...current, done: current.done + 1 }));
      } else {
        const failure = { key: item.key, name: item.file.name, reason: outcome.reason };
        setFailures((current) => [...current, failure]);
        if (outcome.reason === "signed-out") {
          queue.current = [];
          break;
        }
      }
    }
    running.current = false;
    void revalidate();
  }

  function add(files: FileList | null, kind: PictureKind) {
    if (!files?.length) return;
    const added = [...files].map((file) => ({ file, kind, key: (nextKey.current += 1) }));
    queue.current.push(...added);
    const bytes = added.reduce((sum, { file }) => sum + file.size, 0);
    setBatch((current) =>
      sending
        ? { ...current, total: current.total + added.length, bytes: current.bytes + bytes }
        : { total: added.length, done: 0, bytes, sent: 0, waiting: false },
    );
    if (!sending) {
      setFailures([]);
      finishedBytes.current = 0;
    }
    void run();
  }

  if (closed) return null;
  return (
    <section aria-labelledby="bilder-hochladen" className="mt-10">
      <h2 id="bilder-hochladen" className="text-3xl">
        {upload.heading}
      </h2>
      <p id="bilder-hinweis" className="mt-2 max-w-2xl text-sm leading-relaxed text-muted">
        {upload.hint}
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {(["proof", "final"] as const).map((kind) => (
          <label
            key={kind}
            className={cn(
              "flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 border border-dashed border-ink/40 bg-white/50 px-5 py-6 text-center transition-colors",
              "hover:border-ink hover:bg-white/80 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-solid",
              "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
            )}
          >
            <UploadIcon className="size-8 text-accent" />
            <span className="label-caps text-ink">
              {kind === "proof" ? upload.chooseProofs : upload.chooseFinals}
            </span>
            <input
              type="file"
              multiple
              accept={accept}
              disabled={!ready}
              aria-describedby="bilder-hinweis"
              className="sr-only"
              data-kind={kind}
              onChange={(event) => {
                add(event.currentTarget.files, kind);
                event.currentTarget.value = "";
              }}
            />
          </label>
        ))}
      </div>
      <noscript>
        <p className="mt-4 border-l-2 border-accent-strong bg-blush/25 px-4 py-3 text-[0.95rem]">
          {upload.noscript}
        </p>
      </noscript>
      {batch.total ? (
        <div className="mt-5 max-w-2xl">
          <p aria-live="polite" className="font-semibold">
            {upload.progress(batch.done, batch.total)}
          </p>
          {sending ? (
            <ProgressBar
              value={batch.bytes ? batch.sent / batch.bytes : 0}
              label={upload.progress(batch.done, batch.total)}
            />
          ) : null}
          {batch.waiting ? (
            <p className="mt-2 text-sm leading-relaxed text-muted">{upload.waitingForServer}</p>
          ) : null}
        </div>
      ) : null}
      {encoding ? (
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          {grid.encoding(encoding)}
        </p>
      ) : null}
      {failures.length ? (
        <div className="mt-5 max-w-2xl" role="alert">
          <h3 className="text-xl">{upload.failedHeading}</h3>
          <ul className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
            {failures.map((failure) => (
              <li key={failure.key} className="py-3 text-sm leading-relaxed">
                <span className="block font-semibold">{failure.name}</span>
                {failure.reason === "signed-out"
                  ? upload.signedOut
                  : uploadRefusals[failure.reason]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
