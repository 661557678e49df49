import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("api/send-contact-email", "routes/api.send-contact-email.ts"),
  route("api/form-session", "routes/api.form-session.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
