/** api_request: the catalogue and the price list, form-encoded as the original sends them. */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { catalogueReplies, catalogueRequest, paths, type CatalogueRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import { LIST_LIMIT, type CatalogueService } from "../../domain/catalogue/catalogue";
import type { ReplySchema } from "../reply-check";
import { bearerToken, checkServiceCredentials, parseBody } from "../request-helpers";

/** The reply of the request's type of api_request (the contract's `catalogueReplies`). */
const replyTo = (request: FastifyRequest): ReplySchema => catalogueReplies[(request.body as { type: CatalogueRequest["type"] }).type]();

export async function catalogueRoutes(app: FastifyInstance, options: { auth: AuthService; catalogue: CatalogueService; config: Config; bodyLimit: number }) {
  const { auth, catalogue, config } = options;
  // api_request alone of the API takes a form (the original's encoding); every other call is
  // JSON, so no page of another site can post a visitor's browser into it (a form cannot send JSON).
  await app.register(formbody, { bodyLimit: options.bodyLimit });

  app.post(`/${paths.request}`, { config: { reply: replyTo } }, async (request) => {
    const body = parseBody(catalogueRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.user_id, body.password);
    const ok = (data: unknown[], msg = data.length > 0 ? "Data Found" : "No data found") => ({ success: true, msg, data });

    switch (body.type) {
      case "category":
        return ok(await catalogue.categories());
      case "sub_category":
        return ok(await catalogue.subCategories(body));
      case "child_category":
        return ok(await catalogue.childCategories(body));
      case "truck_fare":
        return ok(await catalogue.truckFares());
      case "product_size":
        return ok(await catalogue.productSizes(body));
      case "list": {
        // Open to anyone; the cost only for a live member's token.
        const token = bearerToken(request);
        const memberId = token ? await auth.memberIdForToken(token) : null;
        const { data, total } = await catalogue.list(body, memberId !== null);
        const msg = total > LIST_LIMIT ? `Showing the first ${LIST_LIMIT} of ${total} quotes: choose more filters to narrow the search` : undefined;
        // A token sent but no longer accepted (expired, revoked): the client is told, so that it
        // forgets the token and says the session ended. A visitor's reply (no token) is unchanged.
        if (token && memberId === null) return { ...ok(data, msg), session_ended: true };
        return ok(data, msg);
      }
      default: {
        // Exhaustive: a call type added to the contract and not handled here does not compile.
        const unhandled: never = body.type;
        throw new Error(`api_request type ${String(unhandled)} has no handler`);
      }
    }
  });
}
