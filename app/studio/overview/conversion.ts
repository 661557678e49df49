/** Inquiries (not spam), how many of them are booked, and their value in whole euros. */
export type Tally = { inquiries: number; booked: number; value: number };

/** Booked out of inquiries, in whole percent; null without inquiries. */
export const conversion = ({ inquiries, booked }: Tally): number | null =>
  inquiries ? Math.round((booked / inquiries) * 100) : null;
