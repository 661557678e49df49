import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { uiCopy } from "#app/content/ui.ts";

export type ToastInput = {
  title: string;
  description?: string;
  /** "destructive" is for failures: stronger colour, announced assertively. */
  variant?: "default" | "destructive";
};
type ToastItem = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows a toast from anywhere below the provider. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a <ToastProvider> above it");
  return show;
}

const visibleMs = 8_000;
const maxToasts = 3;

/**
 * Owns the toasts and their two live regions. The regions are always in the DOM, so a toast
 * added to them is announced by screen readers (a region created together with its content
 * often is not): polite for information, assertive for failures.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastInput) => {
    const id = ++nextId.current;
    setToasts((current) => [...current, { ...toast, id }].slice(-maxToasts));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const polite = toasts.filter((toast) => toast.variant !== "destructive");
  const assertive = toasts.filter((toast) => toast.variant === "destructive");

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        aria-label={uiCopy.notifications}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
      >
        <div
          aria-live="assertive"
          role="alert"
          className="flex w-full flex-col items-center gap-3 sm:items-end"
        >
          {assertive.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div
          aria-live="polite"
          role="status"
          className="flex w-full flex-col items-center gap-3 sm:items-end"
        >
          {polite.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/** One toast. It leaves after a while, but never while it is hovered or holds focus. */
function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), visibleMs);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      data-toast={destructive ? "destructive" : "default"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-4 border px-5 py-4 shadow-[0_18px_40px_-18px_rgb(35_29_26/0.45)] ${
        destructive
          ? "on-dark border-accent-strong bg-accent-strong text-cream"
          : "border-ink/10 bg-cream text-ink"
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-serif text-xl leading-tight">{toast.title}</p>
        {toast.description && (
          <p className={`mt-1 text-sm ${destructive ? "text-cream" : "text-muted"}`}>
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={uiCopy.closeNotification}
        className="-mt-1 -mr-2 grid size-8 shrink-0 place-items-center opacity-80 transition-opacity hover:opacity-100"
      >
        <CloseIcon className="size-4.5" />
      </button>
    </div>
  );
}
