export * from "./particulars";
export * from "./retention";
