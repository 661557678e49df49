import { defaultContent } from "#app/content/defaults.ts";

/**
 * The studio's facts as the owner's studio (its pages, mails and app) names them. The public
 * pages render the live release instead (routes read it from the router context); the studio's
 * own pages still show the defaults.
 */
const facts = defaultContent.facts;
export const studio = {
  name: facts.studioName,
  founder: facts.founder,
  city: facts.address.city,
};
