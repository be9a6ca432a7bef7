/** GET /api/health: liveness and database readiness, for load balancers and for people. */
import type { FastifyInstance } from "fastify";
import { healthReply, paths } from "@jute/api/contract";
import { ApiError } from "../../domain/api-error";
import type { HealthCheck } from "../../domain/health";

export async function healthRoutes(app: FastifyInstance, options: { health: HealthCheck }) {
  app.get(`/${paths.health}`, { config: { reply: healthReply() } }, async () => {
    if (!(await options.health.ready())) throw new ApiError(503, "The database is not reachable", { code: "unavailable", extra: { status: "unavailable", database: "unavailable" } });
    return { success: true, msg: "The server and the database are ready", status: "ok", database: "ready" };
  });
}
