export { notify } from "./notify";
export { DeferredToastRegion } from "./deferred-toast-region";
export { announce, PoliteAnnouncer } from "./announcer";
export { OUTCOMES, tell, type Channel, type Outcome } from "./tell";
