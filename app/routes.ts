import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // The public site: prerendered pages in its header-and-footer shell.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("impressum", "routes/impressum.tsx"),
    route("datenschutz", "routes/datenschutz.tsx"),
    route("nutzungsbedingungen", "routes/nutzungsbedingungen.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/send-contact-email", "routes/api.send-contact-email.ts"),
  route("api/form-session", "routes/api.form-session.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),

] satisfies RouteConfig;
