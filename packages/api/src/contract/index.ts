/**
 * The wire contract: one schema and one type for every request and reply of the API.
 *
 * The server validates input with the request schemas and types its replies with the reply
 * schemas; the client checks every reply with the reply schemas. Shapes keep the original
 * service's field names (snake_case, ids as strings), so the screens read the same fields
 * the original did. This entry point imports nothing but zod, so the server never pulls in
 * the HTTP client; the client imports `reply-schemas` (each schema a getter that builds it on
 * first use, its type derived from it) and `constants` only, so the browser never loads the
 * request schemas or classic zod.
 */
export * from "./constants";
export * from "./yarn-counts";
export * from "./categories";
export * from "./reply-schemas";
export * from "./messages";
export * from "./requests";
export * from "./staff-paths";
export * from "./staff-reply-schemas";
export * from "./staff-requests";
export * from "./contact-form";
export * from "./enquiry-requests";
export * from "./account-requests";
export * from "./pricing";
export * from "./quantity";
export * from "./request-lines";
export * from "./quote-list";
export * from "./quote-list-requests";
export * from "./change-flag";
export * from "./failure";
export * from "./offer-terms";
export * from "./offer-requests";
export * from "./offer-reply-schemas";
export * from "./my-data";
export * from "./thread-requests";
export * from "./thread-replies";
export * from "./thread-paths";
