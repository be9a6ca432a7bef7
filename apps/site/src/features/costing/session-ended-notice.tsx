import { SESSION_ENDED } from "./costing.copy";
import { useSessionEnded } from "../../shared/session";

/**
 * "Your session has ended: log in again to see prices", on a costing screen whose member's
 * token the server stopped accepting (or that another tab logged out). An alert region always
 * present, so the words are announced when they appear; View Price then leads through the
 * login back to the same selections.
 */
export function SessionEndedNotice() {
  const ended = useSessionEnded();
  return (
    <div role="alert" className="session-ended">
      {ended && <p className="costing__error">{SESSION_ENDED}</p>}
    </div>
  );
}
