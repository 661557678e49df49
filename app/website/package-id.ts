/**
 * How a package's id looks: what the content schema (./schema.ts) requires and what the inquiry
 * schema accepts. A module of its own, so the contact form's validator, which loads when a
 * visitor starts the form, does not bring the whole content schema with it.
 */
export const packageIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
