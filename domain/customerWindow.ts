/**
 * WhatsApp's customer-service window (docs/whatsapp.md, The 24-hour window): on the business
 * number, free text may answer a contact for 24 hours after their last message; outside it only a
 * template Meta approved may be sent. Shared by the server, which refuses, and the chat page, which
 * offers the templates instead.
 */
export const CUSTOMER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the window of a contact's last message closes; null when they never wrote. */
export const customerWindowEnd = (lastIncoming: Date | string | null) => (lastIncoming === null ? null : new Date(new Date(lastIncoming).getTime() + CUSTOMER_WINDOW_MS));

export const isCustomerWindowOpen = (lastIncoming: Date | string | null, now = new Date()) => {
  const end = customerWindowEnd(lastIncoming);
  return end !== null && end > now;
};
