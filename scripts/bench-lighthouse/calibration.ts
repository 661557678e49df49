/**
 * Figures that can be compared across machines: Lighthouse's mobile preset slows the CPU down by
 * a fixed 4, so the same page blocks the main thread twice as long on a machine half as fast.
 * This scales the slowdown to a reference machine instead. Lighthouse measures every machine it
 * runs on with its own benchmark (`environment.benchmarkIndex` in each result); the reference has
 * an index of 2,000 (an ordinary phone's CPU is then emulated by the mobile preset's 4×), and a
 * faster machine is slowed down more: multiplier = 4 × index / 2,000, at least 4.
 */
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromePath, flags, lighthouseChromeFlags } from "./options.ts";

/** The benchmark index of the reference machine, and the mobile preset's slowdown on it. */
export const referenceIndex = 2000;
export const referenceSlowdown = 4;

/** The CPU slowdown that makes a machine of `benchmarkIndex` behave like the reference. */
export function multiplierFor(benchmarkIndex: number): number {
  const scaled = (referenceSlowdown * benchmarkIndex) / referenceIndex;
  return Math.round(Math.max(referenceSlowdown, scaled) * 100) / 100;
}

export type Calibration = {
  /** The median of the readings. */
  benchmarkIndex: number;
  readings: number[];
  /** The CPU slowdown every Lighthouse run and interaction measurement of this run uses. */
  multiplier: number;
  /** Set with `--multiplier` rather than scaled from the index. */
  fixed: boolean;
};

/**
 * Lighthouse's own benchmark (the function it runs before each navigation), three times in a
 * Chromium started with Lighthouse's flags, before anything is measured; its median decides the
 * multiplier of the whole run. Each Lighthouse run reports its own reading as well, so a machine
 * that got busier during the run shows in the report.
 */
export async function calibrate(): Promise<Calibration> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: lighthouseChromeFlags.filter((arg) => !arg.startsWith("--headless")),
  });
  try {
    const page = await browser.newPage();
    const readings: number[] = [];
    for (let reading = 0; reading < 3; reading += 1)
      readings.push(
        Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)),
      );
    const benchmarkIndex = [...readings].sort((a, b) => a - b)[1]!;
    return {
      benchmarkIndex,
      readings,
      multiplier: flags.multiplier ?? multiplierFor(benchmarkIndex),
      fixed: flags.multiplier !== undefined,
    };
  } finally {
    await browser.close();
  }
}

export const describeCalibration = (calibration: Calibration) =>
  `benchmark index ${calibration.benchmarkIndex} (readings ${calibration.readings.join(", ")}), ` +
  `CPU slowdown ${calibration.multiplier}×` +
  (calibration.fixed ? " (set with --multiplier)" : ` (4 × index / ${referenceIndex}, at least 4)`);
