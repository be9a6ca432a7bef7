export { useSession, type Session } from "./use-session";
export { readSession, type StoredSession } from "./stored-session";
