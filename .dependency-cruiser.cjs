/**
 * The architecture as rules (`npm run deps`, a gate of `npm test`): dependencies point one way,
 * routes → features → lib, and nothing goes round in a circle. See docs/development.md, "Rules".
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that need each other cannot be read, tested or replaced one at a time.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-is-leaves",
      severity: "error",
      comment: "app/lib holds leaves: they import nothing from app/ outside app/lib.",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/lib/" },
    },
    {
      name: "images-serve-everyone",
      severity: "error",
      comment:
        "app/images is the image pipeline of the build, the pages and the photo worker alike: " +
        "it imports nothing from app/ outside itself and lib, so none of them depends on another.",
      from: { path: "^app/images/" },
      to: { path: "^app/", pathNot: ["^app/images/", "^app/lib/"] },
    },
    {
      name: "content-is-data",
      severity: "error",
      comment:
        "app/content is copy and facts: it may use lib and generated data, nothing else. Types " +
        "are fine: the defaults are typed by the schema the owner's content must pass (and " +
        "checked against it by the content's tests).",
      from: { path: "^app/content/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/",
        pathNot: ["^app/content/", "^app/lib/", "^app/generated/"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "features-below-routes",
      severity: "error",
      comment:
        "Features (every folder of app/ that is not the site's, the content, lib or the " +
        "composition root's: inquiry, studio, availability, and any added later) get what they " +
        "need as arguments: they never import routes, the page shell, the composition root " +
        "(app.server.ts and its factories in composition/) or the router context. UI " +
        "primitives (components/ui) they may use.",
      from: {
        path: "^app/(?!routes/|components/|content/|lib/|document/|generated/|assets/|composition/)[^/]+/",
      },
      to: {
        path: "^app/(routes/|components/(?!ui/)|document/|composition/|root\\.tsx|app\\.server|context\\.server|entry\\.)",
      },
    },
    {
      name: "domains-below-studio",
      severity: "error",
      comment:
        "app/<domain>/ holds the data and use cases the site and the studio share; the studio's " +
        "forms, page models and UI live in app/studio/<domain>/ and use them, never the other " +
        "way round, so a domain works and is tested without the studio (docs/development.md).",
      from: {
        path: "^app/(inquiry|website|photos|galleries|availability|images|forms)/",
        pathNot: "\\.test\\.tsx?$",
      },
      to: { path: "^app/studio/" },
    },
    {
      name: "availability-below-features",
      severity: "error",
      comment:
        "Blocked and booked days serve the public date picker and the studio alike; they depend " +
        "on neither (their tests may use the studio to book a day).",
      from: { path: "^app/availability/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/(inquiry|studio)/" },
    },
    {
      name: "no-test-code-in-production",
      severity: "error",
      comment:
        "tests/ (and tests/support) serve tests only; production code never imports it. The " +
        "benchmarks start the server the way the tests do.",
      from: {
        path: "^(app|server|scripts)/|^server\\.ts$",
        pathNot: ["\\.test\\.tsx?$", "^scripts/bench-"],
      },
      to: { path: "^tests/" },
    },
    {
      name: "app-below-server",
      severity: "error",
      comment: "The HTTP platform (server/, server.ts) uses the app; the app never uses it.",
      from: { path: "^app/" },
      to: { path: "^(server/|server\\.ts$)" },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types is as hard to read as any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|reports|data)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
