/**
 * What the PIN's answer (routes/gallery-pin.ts) tells the door, in its address: `?pin=<code>`.
 * The codes are a closed set; anything else shows the plain door. Client-safe.
 */
export const doorMessages = ["wrong", "malformed", "address-waits", "busy"] as const;
export type DoorMessage = (typeof doorMessages)[number];

/** The codes as the address carries them. */
const codes: Record<DoorMessage, string> = {
  wrong: "falsch",
  malformed: "unvollstaendig",
  "address-waits": "warten",
  busy: "fehler",
};

export const doorCode = (message: DoorMessage) => codes[message];

export function doorMessageOf(code: string | null): DoorMessage | null {
  return doorMessages.find((message) => codes[message] === code) ?? null;
}

/** The door's status after a refusal: what went wrong, for programs and tests. */
export const doorStatus: Record<DoorMessage, number> = {
  wrong: 401,
  malformed: 400,
  "address-waits": 429,
  busy: 503,
};
