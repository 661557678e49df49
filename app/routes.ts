import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("api/send-contact-email", "routes/api.send-contact-email.ts"),
  route("api/form-session", "routes/api.form-session.ts"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("nutzungsbedingungen", "routes/nutzungsbedingungen.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
