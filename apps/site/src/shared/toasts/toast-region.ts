// The toasts' code (react-toastify through the ui library): the lazy chunk of notify.ts.
export { notify, ToastRegion } from "@jute/ui";
