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
  route("api/availability", "routes/api.availability.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  // Her photos' encoded files, from the database.
  route("fotos/:name", "routes/photo-file.ts"),
  // A client's private gallery (ADR 0041): its PIN door and grid, and its signed files.
  route("galerie/:id", "routes/gallery.tsx"),
  route("galerie/:id/pin", "routes/gallery-pin.ts"),
  route("galerie/:id/datei/:picture/:rendition", "routes/gallery-file.ts"),

  // The owner's studio: server-rendered, never cached or indexed, origin-checked (frame).
  layout("routes/studio/frame.tsx", [
    // Reachable without a session: signing in and setting up.
    route("studio/anmelden", "routes/studio/sign-in.tsx"),
    route("studio/anmelden/link", "routes/studio/sign-in-link.tsx"),
    route("studio/einrichten", "routes/studio/setup.tsx"),
    route("studio/api/sign-in/options", "routes/studio/api.sign-in.options.ts"),
    route("studio/api/sign-in/verify", "routes/studio/api.sign-in.verify.ts"),
    route("studio/api/setup/options", "routes/studio/api.setup.options.ts"),
    route("studio/api/setup/verify", "routes/studio/api.setup.verify.ts"),
    // The studio as an app: fetched by the browser itself, without the session cookie.
    route("studio/sw.js", "routes/studio/service-worker.ts"),
    route("studio/manifest.webmanifest", "routes/studio/app-manifest.ts"),
    // The calendar feed: read by the phone's calendar app, with the feed's token instead.
    route("studio/kalender.ics", "routes/studio/calendar-feed.ts"),
    // Everything else needs a session (the guard in shell.tsx), new routes included.
    layout("routes/studio/shell.tsx", [
      // The inbox's list, beside the open inquiry on wide screens.
      layout("routes/studio/inbox-layout.tsx", [
        route("studio", "routes/studio/inbox.tsx"),
        route("studio/anfragen/:id", "routes/studio/inquiry.tsx"),
      ]),
      route("studio/kalender", "routes/studio/calendar.tsx"),
      route("studio/uebersicht", "routes/studio/overview.tsx"),
      route("studio/textbausteine", "routes/studio/templates.tsx"),
      route("studio/website", "routes/studio/website.tsx"),
      route("studio/website/vorschau", "routes/studio/website-preview.ts"),
      route("studio/website/verlauf", "routes/studio/website-history.tsx"),
      route("studio/website/:document", "routes/studio/website-editor.tsx"),
      route("studio/fotos", "routes/studio/photos.tsx"),
      route("studio/fotos/hochladen", "routes/studio/photo-upload.ts"),
      route("studio/fotos/status", "routes/studio/photo-status.ts"),
      route("studio/fotos/anordnen", "routes/studio/photos-arrange.tsx"),
      route("studio/fotos/:id", "routes/studio/photo.tsx"),
      route("studio/galerien", "routes/studio/galleries.tsx"),
      route("studio/galerien/:id", "routes/studio/gallery.tsx"),
      route("studio/galerien/:id/hochladen", "routes/studio/gallery-upload.ts"),
      route("studio/galerien/:id/vorschau/:file", "routes/studio/gallery-preview.ts"),
      route("studio/galerien/:id/pin", "routes/studio/gallery-pin.ts"),
      route("studio/datenschutz", "routes/studio/privacy.tsx"),
      route("studio/datenschutz/export", "routes/studio/privacy-export.ts"),
      route("studio/einstellungen", "routes/studio/settings.tsx"),
      route("studio/mehr", "routes/studio/more.tsx"),
      route("studio/mehr/datensicherung", "routes/studio/backup.tsx"),
      route("studio/bestaetigen", "routes/studio/confirm.tsx"),
      route("studio/abmelden", "routes/studio/sign-out.tsx"),
      route("studio/api/confirm/options", "routes/studio/api.confirm.options.ts"),
      route("studio/api/confirm/verify", "routes/studio/api.confirm.verify.ts"),
      route("studio/api/passkeys/options", "routes/studio/api.passkeys.options.ts"),
      route("studio/api/passkeys/verify", "routes/studio/api.passkeys.verify.ts"),
      route("studio/api/push/subscribe", "routes/studio/api.push.subscribe.ts"),
      route("studio/api/push/unsubscribe", "routes/studio/api.push.unsubscribe.ts"),
      route("studio/*", "routes/studio/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
