/**
 * What a proforma prints about the seller that only the server's settings give: the bank
 * account (MILL_BANK_*), each mill's registered numbers (MILL_<CODE>_TRADE_LICENCE, _ERC, _BIN,
 * _ETIN) and, with mail on, the public address its QR code and links point to (PUBLIC_URL).
 * While any is missing, making an offer is refused with the list in a clerk's words (the
 * setting's name beside it for whoever runs the server), and the start log says so once: no
 * placeholder and no setting's name ever reaches a buyer.
 */
import { particulars } from "@jute/api/company";
import type { BankDetails, RegisteredNumbersByMill } from "../mail/templates";
import { REGISTERED_NUMBER_LABELS } from "../mail/templates";

export interface PrintedParticulars {
  bank: BankDetails;
  registered: RegisteredNumbersByMill;
  /** False when PUBLIC_URL is unset while mail goes out: links would point at this machine. */
  publicAddress: boolean;
}

const BANK_WORDS: [keyof BankDetails, string, string][] = [
  ["bankName", "the bank's name", "MILL_BANK_NAME"],
  ["branch", "the bank branch", "MILL_BANK_BRANCH"],
  ["accountName", "the account name", "MILL_BANK_ACCOUNT_NAME"],
  ["accountNumber", "the account number", "MILL_BANK_ACCOUNT_NUMBER"],
  ["swift", "the bank's SWIFT code", "MILL_BANK_SWIFT"],
];

const SETTING_SUFFIX: Record<string, string> = { tradeLicence: "TRADE_LICENCE", exportRegistration: "ERC", vatRegistration: "BIN", taxId: "ETIN" };

/** What is missing, each as "the account number (MILL_BANK_ACCOUNT_NUMBER)"; empty when a proforma can be printed. */
export function printedGaps(printed: PrintedParticulars): string[] {
  const gaps = BANK_WORDS.flatMap(([key, words, setting]) => (printed.bank[key] ? [] : [`${words} (${setting})`]));
  for (const mill of particulars.mills) {
    for (const [key, label] of REGISTERED_NUMBER_LABELS) {
      if (!printed.registered[mill.code]?.[key]) gaps.push(`${mill.code}'s ${label} number (MILL_${mill.code}_${SETTING_SUFFIX[key]})`);
    }
  }
  if (!printed.publicAddress) gaps.push("the site's public address, for the proforma's QR code and the links in mail (PUBLIC_URL)");
  return gaps;
}

/** The refusal a clerk reads in the offer form while something is missing. */
export const gapsRefusal = (gaps: string[]) =>
  `No offer can be sent yet: the proforma would print blanks. Ask whoever runs the server to set ${gaps.join("; ")}`;
