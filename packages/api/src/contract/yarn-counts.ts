/**
 * Yarn counts (lb/spindle) a member can choose for each yarn sub-category, by its name: the
 * costing search offers exactly these, and the staff upload refuses a yarn price at any other
 * count (no member could ever look it up).
 */
const YARN_COUNTS: Readonly<Record<string, readonly string[]>> = {
  CRX: ["6", "7", "8", "9", "10"],
  Sacking: ["14", "28", "72", "90", "96"],
  Hessian: ["8", "10", "11", "11.5", "12", "13", "13.75", "14", "15", "18", "20", "21", "22", "23", "24", "26", "28"],
  CB: ["7.5", "8", "9", "10", "11", "12", "13", "16", "20", "21", "26", "30", "36", "38", "48"],
  CRT: ["6", "7", "8", "9", "10", "11", "12", "13", "16", "18", "20", "22", "24", "26", "28", "30", "32", "36", "40"],
};

/** The counts offered for a sub-category name; other sub-categories have none. */
export const yarnCountsFor = (subCategoryName: string | undefined): readonly string[] =>
  (subCategoryName !== undefined ? YARN_COUNTS[subCategoryName.trim()] : undefined) ?? [];
