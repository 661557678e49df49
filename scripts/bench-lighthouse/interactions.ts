/**
 * How fast the page answers once a visitor acts, on the same slowed-down CPU as the Lighthouse
 * runs: Chromium on a phone-sized touch screen with `Emulation.setCPUThrottlingRate` set to the
 * run's multiplier (./calibration.ts), a Chromium trace recorded while the visitor acts, and the
 * latency of each interaction read from the trace's Event Timing entries (the same entries
 * Interaction to Next Paint is made of: from the input to the next frame painted after its
 * handlers ran). An interaction's latency is the longest of its events (pointer down and up and
 * the click of a tap; key down and up of a key); INP of a scenario is its longest interaction.
 *
 * Scenarios, each in a fresh browser with an empty cache, `interactionRuns` times:
 * - lightbox: the page loaded and woken up (hydrated, then idle); the visitor scrolls to the
 *   portfolio and taps three pictures in turn, closing each with Escape. The taps are measured.
 * - form: the same page; the visitor taps the first-name field (the first focus loads the
 *   validator and starts the form session) and types her name and a short message. Every
 *   interaction is measured.
 * - first tap: the visitor taps a portfolio picture as her first input, before the page's script
 *   has run (it starts on that input, ADR 0014). Reported: the tap's own INP and the time from the
 *   tap until the lightbox is open and painted, which is what she waits for.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { browserArgs, chromePath } from "./options.ts";

export const interactionRuns = 3;

const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

type TraceEvent = {
  name: string;
  ph: string;
  args?: { data?: { duration?: number; interactionId?: number; type?: string } };
};

/** Each interaction's latency (its longest event) from a trace's Event Timing entries. */
export function interactionsFromTrace(events: TraceEvent[]) {
  const byInteraction = new Map<number, { type: string; ms: number }>();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name !== "EventTiming" || event.ph !== "b" || !data?.interactionId) continue;
    const seen = byInteraction.get(data.interactionId);
    const ms = data.duration ?? 0;
    if (!seen || ms > seen.ms)
      byInteraction.set(data.interactionId, { type: seen?.type ?? data.type ?? "?", ms });
  }
  return [...byInteraction.values()];
}

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "latencyInfo",
  "loading",
];

async function throttledPage(browser: Browser, cpuSlowdown: number) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return page;
}

/**
 * Notes when the page has hydrated (its `app:hydrated` event, app/document/). Waiting for it
 * polls a flag four times a second: Playwright's own waiting (role queries, actionability checks
 * on every animation frame) would otherwise be a large part of what the slowed-down page's main
 * thread does.
 */
export async function noteHydration(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener("app:hydrated", () =>
      Object.assign(window, { __benchHydrated: true }),
    ),
  );
}

export const hydrated = (page: Page) =>
  page.waitForFunction(() => "__benchHydrated" in window, null, {
    polling: 250,
    timeout: 120_000,
  });

/** Loaded, hydrated and idle for a moment. */
async function wokenUp(page: Page, url: string) {
  await noteHydration(page);
  await page.goto(url, { waitUntil: "load" });
  await hydrated(page);
  await idle(page);
}

const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done()), { timeout: 10_000 }),
      ),
  );

async function traced(browser: Browser, page: Page, act: () => Promise<void>) {
  await browser.startTracing(page, { categories: traceCategories });
  await act();
  // Event Timing entries are written once the frame after the interaction is presented.
  await page.waitForTimeout(500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return interactionsFromTrace(trace.traceEvents);
}

const thumbnail = (page: Page, index: number) =>
  page.locator('[data-testid="portfolio-grid"] a').nth(index);
/** Checked once, after the interaction has had its time: no polling while it is measured. */
async function lightboxOpen(page: Page, open: boolean) {
  await page.waitForTimeout(1000);
  const isOpen = await page.evaluate(() => document.querySelector("dialog[open]") !== null);
  if (isOpen !== open) throw new Error(`The lightbox did not ${open ? "open" : "close"}.`);
}

async function lightboxRun(browser: Browser, url: string, cpuSlowdown: number) {
  const page = await throttledPage(browser, cpuSlowdown);
  await wokenUp(page, url);
  await thumbnail(page, 0).scrollIntoViewIfNeeded();
  await idle(page);
  const interactions = await traced(browser, page, async () => {
    for (const index of [0, 1, 2]) {
      await thumbnail(page, index).tap();
      await lightboxOpen(page, true);
      await page.keyboard.press("Escape");
      await lightboxOpen(page, false);
    }
  });
  await page.context().close();
  // The taps, not the Escape presses.
  return worst(interactions.filter((entry) => !entry.type.startsWith("key")));
}

async function formRun(browser: Browser, url: string, cpuSlowdown: number) {
  const page = await throttledPage(browser, cpuSlowdown);
  await wokenUp(page, url);
  const firstName = page.locator("#contact-firstName");
  await firstName.scrollIntoViewIfNeeded();
  await idle(page);
  const interactions = await traced(browser, page, async () => {
    await firstName.tap();
    await firstName.pressSequentially("Anna Müller", { delay: 120 });
    await page.locator("#contact-message").tap();
    await page.locator("#contact-message").pressSequentially("Hallo, ich hätte gern", {
      delay: 120,
    });
  });
  await page.context().close();
  return worst(interactions);
}

const worst = (interactions: { ms: number }[]) =>
  Math.round(Math.max(0, ...interactions.map((entry) => entry.ms)));

async function firstTapRun(browser: Browser, url: string, cpuSlowdown: number) {
  const page = await throttledPage(browser, cpuSlowdown);
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __bench: Record<string, number> }).__bench = marks;
    addEventListener("pointerdown", () => (marks.tap ??= performance.now()), true);
    new MutationObserver(() => {
      if (marks.open || !document.querySelector("dialog[open]")) return;
      marks.open = performance.now();
      requestAnimationFrame(() => setTimeout(() => (marks.shown = performance.now())));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
  });
  const interactions = await traced(browser, page, async () => {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await thumbnail(page, 0).scrollIntoViewIfNeeded();
    await thumbnail(page, 0).tap();
    await page.waitForFunction(
      () => "shown" in (window as unknown as { __bench: object }).__bench,
      null,
      { polling: 250, timeout: 120_000 },
    );
  });
  const marks = await page.evaluate(
    () => (window as unknown as { __bench: Record<string, number> }).__bench,
  );
  await page.context().close();
  return {
    inpMs: worst(interactions),
    tapToShownMs: Math.round(marks.shown! - marks.tap!),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The three scenarios, `interactionRuns` times each; medians and every run's figure. */
export async function measureInteractions(url: string, cpuSlowdown: number) {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
  try {
    const lightbox: number[] = [];
    const form: number[] = [];
    const firstTap: { inpMs: number; tapToShownMs: number }[] = [];
    for (let run = 0; run < interactionRuns; run += 1) {
      lightbox.push(await lightboxRun(browser, url, cpuSlowdown));
      form.push(await formRun(browser, url, cpuSlowdown));
      firstTap.push(await firstTapRun(browser, url, cpuSlowdown));
    }
    return {
      cpuSlowdown,
      lightboxInpMs: median(lightbox),
      formInpMs: median(form),
      firstTapInpMs: median(firstTap.map((run) => run.inpMs)),
      firstTapToLightboxMs: median(firstTap.map((run) => run.tapToShownMs)),
      runs: { lightbox, form, firstTap },
    };
  } finally {
    await browser.close();
  }
}

export type Interactions = Awaited<ReturnType<typeof measureInteractions>>;
