/** GET /api/health: liveness and database readiness, for load balancers and for people. */
import type { FastifyInstance } from "fastify";
import { healthReply, paths } from "@jute/api/contract";
import type { Database } from "../../db/database";
import { ApiError } from "../../domain/api-error";

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get(`/${paths.health}`, { config: { reply: healthReply() } }, async () => {
    const ready = await Promise.race([
      options.database.ping().then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
    ]);
    if (!ready) throw new ApiError(503, "The database is not reachable", { code: "unavailable", extra: { status: "unavailable", database: "unavailable" } });
    return { success: true, msg: "The server and the database are ready", status: "ok", database: "ready" };
  });
}
