/**
 * The anchor measured in the same run as the site: a published Astro template for photography
 * portfolios, as its author builds it, served as a static host serves it. Its figures come from the
 * same machine, the same minutes and the same settings (CPU slowdown, network, transport), so the
 * site is compared with a page whose worth is known rather than with figures of another day.
 *
 * The template is cloned from BENCH_ANCHOR_SOURCE (a git URL or a local clone; by default its
 * GitHub repository, which a machine without internet cannot reach: point it at a local copy
 * there) into BENCH_ANCHOR_DIR (default ~/.cache/atelier-bench/astro-photography-portfolio), outside
 * this clone, at a pinned commit; its own packages are installed there from the npm registry
 * (`npm install`) and it is built with its own `npm run build` (`astro build`) once. Caddy then
 * serves its dist/ under the template's base path with `encode zstd gzip` and `file_server`, on
 * BENCH_PORT + 3 (HTTPS, under the site's name) or BENCH_PORT + 4 (plain HTTP). Its web fonts
 * (Google Fonts) and Alpine.js (unpkg) are third-party requests that the closed network of the
 * measurement refuses at once, as it refuses any name but the site's.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { domain, startStaticCaddy } from "#tests/proxy/caddy.ts";
import { anchorDir, anchorPorts, flags } from "./options.ts";

export const anchorTemplate = {
  name: "Astro photography template",
  repository: "https://github.com/rockem/astro-photography-portfolio.git",
  /** "Upgrade Astro version (#36)", 2025-06-05: Astro 5, Tailwind 4. */
  commit: "cf97a8d1db8efc3ba9bedff42477d859d893d37e",
  /** astro.config.mts's `base`: the pages live under it. */
  basePath: "/astro-photography-portfolio/",
};

const builtStamp = () => path.join(anchorDir, ".bench-built");
const siteRoot = () => path.join(anchorDir, ".bench-site");

function run(command: string, args: string[], cwd?: string) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd ?? "."}`);
}

/** Clones, installs and builds the template unless the pinned commit's build is there already. */
export function ensureAnchor() {
  const { commit } = anchorTemplate;
  const stamp = existsSync(builtStamp()) ? readFileSync(builtStamp(), "utf8").trim() : "";
  if (stamp === commit && existsSync(path.join(anchorDir, "dist", "index.html"))) return;
  const started = performance.now();
  console.log(`\n▶ the anchor, ${anchorTemplate.name} at ${commit.slice(0, 7)}, in ${anchorDir}`);
  if (!existsSync(path.join(anchorDir, ".git"))) {
    const source = process.env.BENCH_ANCHOR_SOURCE ?? anchorTemplate.repository;
    mkdirSync(path.dirname(anchorDir), { recursive: true });
    run("git", ["clone", "--quiet", "--no-checkout", source, anchorDir]);
  }
  run(
    "git",
    ["-c", "advice.detachedHead=false", "checkout", "--quiet", "--force", commit],
    anchorDir,
  );
  // `npm install`, not `npm ci`: a registry that lacks some platform packages of its lockfile
  // makes `npm ci` refuse, while `install` still takes the locked versions.
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], anchorDir);
  run("npm", ["run", "build"], anchorDir);
  // Served under its base path, as on its own host.
  mkdirSync(siteRoot(), { recursive: true });
  const link = path.join(siteRoot(), anchorTemplate.basePath.replaceAll("/", ""));
  if (!existsSync(link)) symlinkSync(path.join(anchorDir, "dist"), link);
  writeFileSync(builtStamp(), `${commit}\n`);
  console.log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Caddy serving the built template; `url` is its home page as the measured browser reaches it. */
export async function startAnchor() {
  const caddy = await startStaticCaddy({ root: siteRoot(), ...anchorPorts, https: flags.https });
  const origin = flags.https
    ? `https://${domain}:${anchorPorts.httpsPort}`
    : `http://127.0.0.1:${anchorPorts.httpPort}`;
  return { url: `${origin}${anchorTemplate.basePath}`, stop: () => caddy.stop() };
}
