/**
 * The whole page scrolled to the bottom in Chromium with an empty cache: every byte transferred,
 * by type (Lighthouse stops at the first view).
 */
import { chromium } from "@playwright/test";
import type { Request } from "./lighthouse.ts";
import { browserArgs, chromePath } from "./options.ts";

/** Scrolls the page to the bottom a screen at a time, as a reader would, and sums every byte. */
export async function measureScrolled(
  url: string,
  viewport: { width: number; height: number },
  scale: number,
) {
  const { origin } = new URL(url);
  const browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    const responses: Promise<Request>[] = [];
    page.on("requestfinished", (request) =>
      responses.push(
        request.sizes().then((sizes) => ({
          url: request.url().replace(origin, ""),
          type: request.resourceType(),
          transferSize: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      ),
    );
    await page.goto(url, { waitUntil: "networkidle" });
    for (;;) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atBottom) break;
    }
    await page.waitForLoadState("networkidle");
    const requests = await Promise.all(responses);
    const byType: Record<string, number> = {};
    for (const request of requests)
      byType[request.type] = (byType[request.type] ?? 0) + request.transferSize;
    const total = requests.reduce((sum, request) => sum + request.transferSize, 0);
    return { viewport: { ...viewport, deviceScaleFactor: scale }, total, byType, requests };
  } finally {
    await browser.close();
  }
}
