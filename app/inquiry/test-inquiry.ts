/** A valid inquiry as the page sends it (the spec's nine fields), for the feature's unit tests. */
export const validPayload = {
  firstName: "Anna",
  lastName: "Müller",
  email: "anna@example.com",
  phone: "",
  package: "lumiere",
  preferredDate: "",
  message: "Ich freue mich auf ein Shooting.",
  source: "instagram",
  installmentInfo: false,
};
