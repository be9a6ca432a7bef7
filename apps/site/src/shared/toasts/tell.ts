/**
 * One place decides how each outcome of the site is told (issue 26): by the page itself, by
 * the polite announcer, or by a toast. A toast only where the page shows nothing of the
 * outcome; where the page shows it but does not announce it, the announcer says it; where the
 * page shows and announces it (a status or alert region, a focused message or summary), nothing
 * more, or a screen reader hears it twice and, on a phone, a toast covers the form.
 *
 * Flows call `tell(outcome, text)` with the outcome's name; they do not pick the channel.
 */
import { announce } from "./announcer";
import { notify } from "./notify";

/** How an outcome is told: the page alone, the polite announcer, or a toast. */
export type Channel = "page" | "announcer" | "toast";

/** Whether the outcome is good news (polite) or a failure (assertive when it is a toast). */
type Kind = "success" | "error";

interface Rule {
  readonly kind: Kind;
  readonly channel: Channel;
  /** What the page shows of it, and why that decides the channel. */
  readonly why: string;
}

/** Every outcome the site tells, where it is told and why. */
export const OUTCOMES = {
  "lookup.empty": { kind: "error", channel: "page", why: "the costing page's status line says no prices were found" },
  "lookup.failed": { kind: "error", channel: "page", why: "the costing page's alert under the form says why (refusal, network)" },
  "product.failed": { kind: "error", channel: "page", why: "the product page's alert says why, beside Try again" },
  "login.refused": { kind: "error", channel: "page", why: "the login form's error summary says it, focused" },
  "registration.refused": { kind: "error", channel: "page", why: "the sign-up form's error summary says it, focused" },
  "priceList.applied": { kind: "success", channel: "page", why: "the upload screen's outcome says it, focused" },
  "priceList.failed": { kind: "error", channel: "page", why: "the upload screen's alert says it, focused" },
  "login.returned": { kind: "success", channel: "announcer", why: "the costing page shows the prices and the header the member, but says nothing" },
  "login.done": { kind: "success", channel: "toast", why: "the home page says nothing of the login (on a phone the member's name is inside the closed menu)" },
  "logout.done": { kind: "success", channel: "toast", why: "the home page says nothing of the logout" },
  "registration.done": { kind: "success", channel: "toast", why: "the login page it leads to says nothing of the new account" },
} as const satisfies Record<string, Rule>;

export type Outcome = keyof typeof OUTCOMES;

/** Tells `outcome` in `text` through its channel (see OUTCOMES); returns the channel used. */
export function tell(outcome: Outcome, text: string): Channel {
  const rule: Rule = OUTCOMES[outcome];
  if (rule.channel === "announcer") announce(text);
  else if (rule.channel === "toast") notify[rule.kind](text);
  return rule.channel;
}
