/**
 * The contact page's form, posted by the browser itself (POST /contact-us, urlencoded): what
 * happens when Send is pressed before the page's script has arrived (a slow link) or when the
 * script never runs. The same call as api_enquiry (`acceptContact`: the contract's schema and
 * words, the honeypot, the enquiry stored with its mails) behind the same budget per client.
 * A sent enquiry is answered 303 to the contact page, which says it was sent; a refusal with
 * a page of its own (400, 403, 413, 415, 429; never 5xx for bad input) saying what was wrong
 * and how to go back to the form, which still holds the message. No page repeats anything
 * the visitor typed. A post from another site's page is refused (403, http/cross-site.ts).
 */
import formbody from "@fastify/formbody";
import escapeHtml from "escape-html";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { particulars } from "@jute/api/company";
import { CONTACT_FORM_PATH, CONTACT_SENT_ANCHOR, CONTACT_SENT_PARAM, contactFieldLabel } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import { ApiError } from "../../domain/api-error";
import type { EnquiryService } from "../../domain/enquiries/enquiries";
import type { AttemptCounters } from "../../domain/limits/attempt-counters";
import { isCrossSitePost } from "../cross-site";
import { asApiError } from "../plugins/errors";
import { htmlPage } from "../html-page";
import { acceptContact, enquiryBudget } from "./enquiries";

/** Where a sent form lands: the contact page, saying so. */
export const sentLocation = (reference: string) =>
  `${CONTACT_FORM_PATH}?${CONTACT_SENT_PARAM}=${encodeURIComponent(reference)}#${CONTACT_SENT_ANCHOR}`;

/** The page a refused form is answered with: the refusal in the contract's words, and the way back. */
export function refusalPage(error: ApiError): string {
  // The field to correct, as the form labels it (the contract's contactFields).
  const label = contactFieldLabel(error.field);
  const mail = `<a href="mailto:${escapeHtml(particulars.salesEmail)}">${escapeHtml(particulars.salesEmail)}</a>`;
  const problem = label ? `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(error.message)}.` : `${escapeHtml(error.message)}.`;
  const next =
    error.status === 429
      ? `<p>Nothing was sent. Go back to the form with your browser's Back button: your message is still in it, to send later. Or write to us at ${mail}.</p>`
      : error.status >= 500
        ? `<p>Nothing was sent. Go back with your browser's Back button and send it again in a moment: your message is still in the form. Or write to us at ${mail}.</p>`
        : `<p>Go back to correct it: your message is still in the form (use your browser's Back button).</p>`;
  return htmlPage(
    "Message not sent",
    `<h1>Your message was not sent</h1>
<p class="verdict bad">${problem}</p>
${next}
<p><a href="${CONTACT_FORM_PATH}">Open the contact form</a> (it starts empty).</p>`,
  );
}

export async function contactFormRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; enquiries: EnquiryService; config: Config; counters: AttemptCounters; bodyLimit: number },
) {
  const { auth, enquiries, config, counters } = options;
  // Percent-encoding takes up to three times the bytes JSON does (each byte of a Bengali
  // letter is %XX): the API's limit for the same words.
  const bodyLimit = options.bodyLimit * 3;
  const budget = enquiryBudget(counters, config);
  // The only route of this scope that takes a form (the API takes JSON, api_request aside).
  await app.register(formbody, { bodyLimit });
  // A page from another site may not post a visitor's browser into sending an enquiry.
  const sameSite = async (request: FastifyRequest) => {
    if (isCrossSitePost(request, config.publicUrl)) {
      throw new ApiError(403, "This form can be sent only from our contact page", { code: "forbidden" });
    }
  };
  const refuse = (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = asApiError(error, request, bodyLimit);
    if (refusal.retryAfterSeconds !== undefined) void reply.header("retry-after", String(refusal.retryAfterSeconds));
    return reply.code(refusal.status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(refusalPage(refusal));
  };

  app.post(
    CONTACT_FORM_PATH,
    {
      bodyLimit,
      onRequest: [sameSite, budget],
      errorHandler: refuse,
    },
    async (request, reply) => {
      const { reference } = await acceptContact(request, { auth, enquiries });
      return reply.header("cache-control", "no-store").redirect(sentLocation(reference), 303);
    },
  );
}
