import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { UploadIcon } from "#app/components/ui/icons.tsx";
import { photoProblems, photosCopy, uploadRefusals } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { acceptedTypes, maxUploadBytes } from "#app/photos/limits.ts";
import { photoPath, type PhotoState } from "#app/studio/photos/photos.ts";
import { acceptFor, uploadFile, type UploadFailure } from "#app/studio/photos/upload-client.ts";
import { ProgressBar } from "#app/studio/photos/ui/progress-bar.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

const { upload } = photosCopy;

/** One file she chose, in this browser only: its name never leaves the page. */
type Item = {
  key: number;
  file: File;
  phase: "waiting" | "sending" | "sent" | "refused";
  sent: number;
  photoId?: string;
  reason?: UploadFailure;
};

const failureText = (reason: UploadFailure) =>
  reason === "signed-out" ? upload.signedOut : uploadRefusals[reason];

/**
 * "Fotos auswählen": a large target that opens the phone's gallery or the computer's files (and
 * takes files dropped on it), then a row per file with its progress while it is sent and while it
 * is encoded, or why it was refused. Files are sent one after the other; the page asks before it
 * is left while one is still on its way. Needs JavaScript: until the page's script runs the
 * control is disabled and a <noscript> says why.
 */
export function UploadPanel({
  states,
  onActive,
}: {
  states: Map<string, PhotoState>;
  /** Whether a file is being sent or waits for the worker (the page keeps polling). */
  onActive: (active: boolean) => void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const ready = useHydrated();
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const running = useRef(false);
  const queue = useRef<Item[]>([]);
  const { revalidate } = useRevalidator();

  const sending = items.some((item) => item.phase === "waiting" || item.phase === "sending");
  const waitingForWorker = items.some(
    (item) => item.phase === "sent" && item.photoId && !states.has(item.photoId),
  );
  useEffect(() => onActive(sending || waitingForWorker), [sending, waitingForWorker, onActive]);

  useLeaveWarning(sending, upload.leaveWarning);

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  async function run() {
    if (running.current) return;
    running.current = true;
    for (let item = queue.current.shift(); item; item = queue.current.shift()) {
      const { key, file } = item;
      update(key, { phase: "sending", sent: 0 });
      const outcome = await uploadFile(file, (sent) => update(key, { sent }));
      if (outcome.ok) {
        update(key, { phase: "sent", sent: file.size, photoId: outcome.id });
        await revalidate();
      } else {
        update(key, { phase: "refused", reason: outcome.reason });
      }
    }
    running.current = false;
  }

  function add(files: FileList | null) {
    if (!files?.length) return;
    const added = [...files].map((file) => ({
      key: (nextKey.current += 1),
      file,
      phase: "waiting" as const,
      sent: 0,
    }));
    queue.current.push(...added);
    setItems((current) => [...added, ...current]);
    void run();
  }

  const done = items.filter((item) => item.phase === "sent").length;

  return (
    <section aria-labelledby="hochladen" className="mt-10">
      <h2 id="hochladen" className="text-3xl">
        {upload.heading}
      </h2>
      <label
        onDragOver={(event) => {
          if (!ready) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          if (!ready) return;
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        className={cn(
          "mt-5 flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 border border-dashed border-ink/40 bg-white/50 px-6 py-8 text-center transition-colors",
          "hover:border-ink hover:bg-white/80 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-solid",
          "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
          dragging && "border-ink bg-blush/20",
        )}
      >
        <UploadIcon className="size-10 text-accent" />
        <span className="label-caps text-ink">{upload.choose}</span>
        <span className="hidden text-sm text-muted lg:inline">{upload.drop}</span>
        <span id="hochladen-hinweis" className="mt-1 max-w-md text-sm leading-relaxed text-muted">
          {upload.hint(maxUploadBytes)}
        </span>
        <input
          type="file"
          multiple
          accept={ready ? acceptFor(navigator.userAgent) : acceptedTypes}
          disabled={!ready}
          aria-describedby="hochladen-hinweis"
          className="sr-only"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
      </label>
      <noscript>
        <p className="mt-4 border-l-2 border-accent-strong bg-blush/25 px-4 py-3 text-[0.95rem] leading-relaxed">
          {upload.noscript}
        </p>
      </noscript>
      <p aria-live="polite" className="sr-only">
        {items.length ? upload.summary(done, items.length) : ""}
      </p>
      {items.length ? (
        <ul
          aria-label={upload.listLabel}
          className="mt-6 divide-y divide-ink/10 border-y border-ink/10"
        >
          {items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              state={item.photoId ? states.get(item.photoId) : undefined}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UploadRow({ item, state }: { item: Item; state: PhotoState | undefined }) {
  const { file } = item;
  let text: string = upload.waiting;
  let value: number | null = null;
  let tone: "busy" | "done" | "error" = "busy";
  if (item.phase === "sending") {
    value = file.size ? item.sent / file.size : 0;
    text = upload.sending(Math.floor(value * 100));
  } else if (item.phase === "refused") {
    text = failureText(item.reason ?? "failed");
    tone = "error";
  } else if (item.phase === "sent") {
    if (state?.status === "ready") {
      text = upload.ready;
      tone = "done";
    } else if (state?.status === "failed") {
      text = state.problem ? photoProblems[state.problem] : uploadRefusals.failed;
      tone = "error";
    } else if (state?.status === "encoding" && state.progress) {
      value = state.progress.total ? state.progress.done / state.progress.total : 0;
      text = upload.encoding(state.progress.done, state.progress.total);
    } else {
      value = 0;
      text = upload.queued;
    }
  }
  return (
    <li className="py-4">
      <div className="flex items-baseline justify-between gap-4">
        {/* The name helps her tell her files apart; it is shown here only, never sent. */}
        <p className="min-w-0 truncate font-semibold" title={file.name}>
          <span className="sr-only">{upload.localName}: </span>
          {file.name}
        </p>
        {tone === "done" && item.photoId ? (
          <Link
            to={photoPath(item.photoId)}
            aria-label={`${upload.describe}: ${file.name}`}
            className={buttonVariants({ variant: "link", size: "sm", className: "shrink-0" })}
          >
            {upload.describe}
          </Link>
        ) : null}
      </div>
      {value !== null ? <ProgressBar value={value} label={`${file.name}: ${text}`} /> : null}
      <p
        className={cn(
          "mt-2 text-sm leading-relaxed",
          tone === "error" ? "border-l-2 border-accent-strong pl-3 text-ink" : "text-muted",
          tone === "done" && "font-semibold text-ink",
        )}
      >
        {text}
      </p>
    </li>
  );
}
