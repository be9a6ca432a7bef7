export { notify } from "./notify";
export { DeferredToastRegion } from "./deferred-toast-region";
