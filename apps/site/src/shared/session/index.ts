export { useSession, type Session } from "./use-session";
export { readSession, endSession, type StoredSession } from "./stored-session";
export { useSessionEnded } from "./use-session-ended";
