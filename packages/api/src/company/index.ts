export * from "./particulars";
