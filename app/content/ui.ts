/** Labels of the shared interface primitives (toasts), read by assistive technology. */
export const uiCopy = {
  notifications: "Benachrichtigungen",
  closeNotification: "Mitteilung schließen",
} as const;
