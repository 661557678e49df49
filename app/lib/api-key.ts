/**
 * The development value of the public anonymous-role key (spec section 6). It is public by
 * nature: the page sends it with every inquiry. Shared by the browser bundle and the server's
 * environment defaults, so a fresh checkout works without configuration.
 */
export const developmentApiKey = "public-anon-key-development";
