/**
 * A software passkey for the studio's unit tests: it answers WebAuthn registration and
 * authentication options the way a platform authenticator does (ES256 key, "none" attestation,
 * user present and verified), so the server's real verification runs against real signatures.
 * The browser tests use Chromium's virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

/** The few CBOR types WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export function createTestAuthenticator(settings: { origin: string; rpId: string }) {
  const credentialId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  let counter = 0;
  let userHandle = "";

  const clientData = (type: string, challenge: string, origin = settings.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  function authenticatorData(flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(settings.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  return {
    id: b64url(credentialId),
    /** The answer to registration options (navigator.credentials.create). */
    register(options: Options, overrides: { origin?: string } = {}) {
      userHandle = options.user?.id ?? "";
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, "base64url")],
        [-3, Buffer.from(jwk.y, "base64url")],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cbor(coseKey)]);
      // User present (0x01), verified (0x04), attested credential data (0x40).
      const authData = authenticatorData(0x45, attested);
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(
            clientData("webauthn.create", options.challenge, overrides.origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** The answer to authentication options (navigator.credentials.get). */
    authenticate(options: Options, overrides: { origin?: string; counter?: number } = {}) {
      counter = overrides.counter ?? counter + 1;
      const authData = authenticatorData(0x05);
      const data = clientData("webauthn.get", options.challenge, overrides.origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

export type TestAuthenticator = ReturnType<typeof createTestAuthenticator>;
