/**
 * The browser's side of the studio's pushes: register the service worker (scope /studio), ask
 * for permission, subscribe with the studio's VAPID key, and tell the studio. Every outcome is a
 * state the settings page can name; nothing here throws.
 */
export type DeviceState = "unsupported" | "denied" | "off" | "on";

export const serviceWorkerUrl = "/studio/sw.js";
const scope = "/studio";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this device gets the studio's pushes now. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  try {
    return (await currentSubscription()) ? "on" : "off";
  } catch {
    return "off";
  }
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** The VAPID key as the Push API wants it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Why turning on did not work: a failure, or the studio's limit of devices reached. */
export type TurnOnProblem = "failed" | "too_many";

export async function turnOn(publicKey: string): Promise<DeviceState | TurnOnProblem> {
  if (!pushSupported()) return "unsupported";
  try {
    if ((await Notification.requestPermission()) !== "granted") {
      return Notification.permission === "denied" ? "denied" : "off";
    }
    const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const answer = await post("/studio/api/push/subscribe", {
      subscription: subscription.toJSON(),
    });
    if (answer.ok) return "on";
    // The studio does not know this subscription: the browser must not keep it either.
    await subscription.unsubscribe().catch(() => false);
    return answer.status === 409 ? "too_many" : "failed";
  } catch {
    return "failed";
  }
}

export async function turnOff(): Promise<DeviceState | "failed"> {
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      await post("/studio/api/push/unsubscribe", { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    return "off";
  } catch {
    return "failed";
  }
}
