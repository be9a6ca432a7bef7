/** The copy of the staff console (/staff): titles, leads and labels, apart from the layout. */
import { BUYER_REMOVED, buyerRemoved, OFFER_STATE_LABELS_STAFF, type Offer, type OfferState } from "@jute/api/contract";
import { longDay } from "@jute/api/mill-day";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The fares' preview did not happen (refused, or failed): one sentence for both. */
const FARES_NOT_PREVIEWED = "The change was not previewed";

/** The no of every question before an act that cannot be taken back. */
const KEEP_IT = "Keep it";

/** What stays when a scheduled change is cancelled: "176 prices stay as they are today". */
const stayAsToday = (n: number, one: string, many: string) => `${plural(n, one, many)} ${n === 1 ? "stays as it is" : "stay as they are"} today`;

export const staffCopy = {
  /** The no of every question before an act that cannot be taken back (ConfirmButton). */
  keep: KEEP_IT,
  home: {
    heading: "Staff console",
    lead: "Keep the price list and the port fares current, see who changed what, manage member accounts, answer enquiries and follow offers.",
  },
  nav: { label: "Staff console", prices: "Price list", fares: "Port fares", audit: "Audit log", members: "Members", inbox: "Enquiries", offers: "Offers" },
  notStaff: {
    heading: "Staff only",
    loggedOut: "Log in with a staff account to use the staff console.",
    login: "Log in",
    member: "This is for the mill's staff only. You are logged in with a member's account: prices are on the product pages.",
    home: "Go to the home page",
    endedTitle: "Session ended",
    endedHeading: "Your staff session has ended",
    ended: "You are logged out: the session expired, was ended elsewhere, or another tab logged out. Log in again to carry on where you were.",
    loginAgain: "Log in again",
  },
  prices: {
    heading: "Price list",
    lead: "The ex-mill prices in force today, the lists scheduled for later days, and the upload of a new list.",
    download: "Download price list (CSV)",
    inForce: (count: number, today: string) => `Prices in force on ${today} (${count})`,
    filter: "Filter the prices",
    noneInForce: "No price in force",
    matching: (n: number, total: number, words: string) =>
      `${n.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} price${total === 1 ? "" : "s"} match “${words}”`,
    scheduled: "Scheduled lists",
    noneScheduled: "No list is scheduled.",
    cancel: (id: string, day: string) => `Cancel the list scheduled for ${day} (change ${id})`,
    cancelled: "The scheduled list was cancelled",
    cancelQuestion: (day: string) => `Cancel the list scheduled for ${longDay(day)}?`,
    cancelDetail: (day: string, n: number) => `This cancels the list scheduled for ${longDay(day)}: ${stayAsToday(n, "price", "prices")}.`,
    cancelYes: "Yes, cancel the list",
    scheduledCount: (n: number) => `${n.toLocaleString("en-US")} price${n === 1 ? "" : "s"}`,
    scheduledShown: (shown: number, total: number) => `The first ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} are listed here; the audit log holds them all.`,
    today: (day: string, zone: string) => `Today is ${day} at the mill (${zone}): lists and fares take effect at midnight there.`,
  },
  upload: {
    heading: "Upload a price list",
    file: "Price list file (CSV, .xlsx or .ods)",
    fileHint: "The columns of the downloaded list, as CSV or as an Excel (.xlsx) or LibreOffice (.ods) workbook; uploading it unchanged changes nothing.",
    sheet: "Sheet to check",
    sheetHint: "The workbook has several sheets: choose the price list's, then check the file again.",
    effectiveFrom: "Takes effect on",
    retire: "Retire prices missing from the file",
    check: "Check the file",
    checking: "Checking the file…",
    problems: (total: number) => `The file has ${total} problem${total === 1 ? "" : "s"}; nothing was changed.`,
    summary: "Preview: nothing has changed yet",
    counts: (c: { added: number; changed: number; unchanged: number; missing: number; retired: number }) =>
      `${c.changed} changed, ${c.added} added, ${c.unchanged} unchanged, ${c.missing} in force but missing from the file (${c.retired ? `${c.retired} to be retired` : "kept"})`,
    confirmFlags: (n: number) => `I have checked the ${n} change${n === 1 ? "" : "s"} beyond ±25%`,
    apply: "Apply the price list",
    /** The document title's state words (before ": Price list"). */
    titles: {
      parsing: "Checking the file",
      problems: (total: number) => `the file has ${total} problem${total === 1 ? "" : "s"}`,
      unreadable: "the file cannot be read",
      previewing: "Preview",
      applying: "Applying",
      applied: (scheduled: boolean, day: string) => (scheduled ? `Scheduled for ${day}` : "Applied"),
      failed: "the list was not applied",
    },
    missing: {
      file: "Choose a CSV file or a workbook first",
      check: 'Check the file first: press "Check the file" to see what would change, then apply.',
      recheck: 'The file has problems (listed above): correct them, then press "Check the file" again.',
      another: 'This list is applied already. To apply another, choose its file and press "Check the file".',
    },
    missingFlags: (n: number) => `Confirm first that you have checked the ${n} change${n === 1 ? "" : "s"} beyond ±25% (the box above "Apply").`,
    applying: "Applying…",
    applied: (scheduled: boolean, day: string) => (scheduled ? `The price list is scheduled for ${day}.` : "The price list is applied and in force now."),
    another: "Upload another list",
    startOver: "Start over",
    failed: "The list could not be applied",
    flagged: "Beyond ±25%: check it",
    rounded: "rounded by the spreadsheet",
    roundedCount: (n: number) =>
      `${n} price${n === 1 ? " was" : "s were"} saved shorter by the spreadsheet (marked "rounded by the spreadsheet" below): applying would round ${n === 1 ? "it" : "them"}. To keep the exact prices, format the price column with 4 decimals before saving.`,
    locked: (day: string, retire: boolean) =>
      `Checked for ${day}${retire ? ", retiring missing prices" : ""}. To change the date or the option, press "Start over" and check the file again.`,
    notices: "While reading the file",
  },
  fares: {
    heading: "Port fares",
    lead: "Truck fares from the mill to each port, in US dollars per tonne. Preview a change first: fares moving beyond ±25% need a second look.",
    /** The word before the page's title in each state ("Edit: Port fares | ..."); a failure's is said after "Error: ". */
    stateTitles: {
      loading: "Loading",
      editing: "Edit",
      previewing: "Checking the change",
      reviewing: "Preview",
      applying: "Saving",
      applied: "Saved",
      scheduled: "Scheduled",
      cancelling: "Cancelling a scheduled change",
    } as Record<string, string>,
    errorTitles: { refused: "check the fares", loadFailed: "could not load", preview: "not previewed", save: "not saved", cancel: "not cancelled" },
    today: (day: string, zone: string) => `Today is ${day} at the mill (${zone}): fares take effect at midnight there.`,
    inForce: (day: string) => `Fares in force on ${day}`,
    fareLabel: (port: string) => `Fare to ${port} (USD per tonne)`,
    sinceStart: "the start",
    effectiveFrom: "Takes effect on",
    effectiveHint: "Today, or a later day to schedule the change.",
    preview: "Preview the change",
    previewing: "Checking…",
    errorTitle: FARES_NOT_PREVIEWED,
    previewHeading: (scheduled: boolean, day: string) => `Preview: nothing has changed yet (${scheduled ? `to take effect on ${day}` : "in force from today"})`,
    counts: (c: { changed: number; unchanged: number; flagged: number }) => `${c.changed} changed, ${c.unchanged} unchanged, ${c.flagged} beyond ±25%.`,
    changedCaption: (n: number) => `Fares that change (${n})`,
    noChange: "No fare changes: every fare is the one in force.",
    fromZero: "from 0",
    flagged: "Beyond ±25%: check it",
    confirmFlags: (n: number) => `I have checked the ${n} fare${n === 1 ? "" : "s"} beyond ±25%`,
    save: "Save fares",
    saving: "Saving…",
    edit: "Change the fares",
    saved: (scheduled: boolean, day: string, n: number) =>
      scheduled ? `Fares scheduled for ${day} (${n} changed).` : `Fares saved and in force now (${n} changed).`,
    undoHint: (changeId: string, scheduled: boolean) =>
      scheduled
        ? `Change #${changeId} can be cancelled under "Scheduled fares" until it takes effect.`
        : `Change #${changeId} is in the audit log, where "Undo this change" undoes it.`,
    again: "Back to the fares",
    /** What did not happen, by the call that failed. */
    failed: { preview: FARES_NOT_PREVIEWED, save: "The fares were not saved", cancel: "The scheduled change was not cancelled" },
    retry: "Try again",
    scheduled: "Scheduled fares",
    noneScheduled: "No fare change is scheduled.",
    scheduledChange: (id: string, day: string) => `Change #${id}, from ${day}`,
    cancel: (id: string, day: string) => `Cancel the fares scheduled for ${day} (change ${id})`,
    cancelQuestion: (day: string) => `Cancel the fares scheduled for ${longDay(day)}?`,
    cancelDetail: (day: string, n: number) => `This cancels the fare change scheduled for ${longDay(day)}: ${stayAsToday(n, "port's fare", "ports' fares")}.`,
    cancelYes: "Yes, cancel the change",
  },
  audit: {
    heading: "Audit log",
    lead: "Every change to prices and fares: who, when, what, and the rows before and after.",
    /** The button of every change that can be undone; what it does is the server's words (`undo.words` of the audit log). */
    undo: "Undo this change",
    restoredTitle: "Change undone",
    /** What "Undo this change" asks first, before the server's words, for a price list change and a fares change alike. */
    undoQuestion: (id: string) => `Undo change #${id}?`,
    /** What was done, said after the undo. */
    undone: (id: string, action: "cancel" | "put_back", n: number, noun: "price" | "fare") =>
      action === "cancel"
        ? `Change #${id} is cancelled: ${n.toLocaleString("en-US")} ${noun}${n === 1 ? " stays as it is" : "s stay as they are"} today`
        : `Change #${id} is undone: ${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"} back as before, in force now`,
    undoYes: (id: string) => `Yes, undo change #${id}`,
    undoNo: KEEP_IT,
    none: "No change yet",
    show: "Show rows",
    hide: "Hide rows",
  },
  members: {
    heading: "Members",
    lead: "Registered buyers. Disabling a member ends all of their sessions at once.",
    search: "Search by name or email",
    found: (n: number, words: string) => `${n.toLocaleString("en-US")} account${n === 1 ? "" : "s"} found for “${words}”`,
    disable: (email: string) => `Disable ${email}`,
    enable: (email: string) => `Enable ${email}`,
    disableQuestion: (email: string) => `Disable ${email}?`,
    disableDetail: (name: string) => `${name} can no longer log in, and their sessions end now; their enquiries stay. The account can be enabled again.`,
    disableYes: (email: string) => `Yes, disable ${email}`,
  },
  inbox: {
    heading: "Enquiries",
    lead: "Contact enquiries and quote requests, newest first, at the mill's time. Open one to reply: the reply is mailed to the enquirer (replies to it reach the sales address) and a member sees it in My enquiries. An answered enquiry can be reopened.",
    filter: "Show",
    all: "All",
    statusReceived: "Received",
    statusAnswered: "Answered",
    status: "Status",
    quote: "Quote request",
    contact: "Contact enquiry",
    count: (n: number) => `${n} enquir${n === 1 ? "y" : "ies"}`,
    shown: (n: number, filter: "" | "received" | "answered") =>
      `${n.toLocaleString("en-US")} ${filter === "" ? "" : `${filter} `}enquir${n === 1 ? "y" : "ies"}${filter === "" ? " in all" : ""}`,
    open: (reference: string) => `Open ${reference}`,
    openedTitle: (reference: string) => `${reference} opened`,
    filteredTitle: (filter: "received" | "answered") => `Showing ${filter}`,
    markAnswered: "Mark answered without a reply",
    received: (zoned: string) => `received ${zoned}`,
    answeredBy: (zoned: string, by: string) => `Answered ${zoned}${by ? ` by ${by}` : ""}.`,
    reopenedBy: (zoned: string, by: string) => `Reopened ${zoned}${by ? ` by ${by}` : ""}.`,
    linesLabel: (n: number) => `${n} line${n === 1 ? "" : "s"} asked for`,
    replies: "Replies sent",
    unreadTotal: (count: number) => (count === 1 ? "1 new message from a buyer" : `${count} new messages from buyers`),
    unreadOne: (count: number) => (count === 1 ? "1 new message" : `${count} new messages`),
    replyBy: (zoned: string, by: string) => `${zoned}, by ${by}`,
    replyForm: (reference: string) => `Reply to ${reference}`,
    replyLabel: "Reply",
    replyHelp: (email: string) => `Mailed to ${email} and marked answered. Replies to the mail reach the sales address.`,
    sendReply: "Send reply",
    sending: "Sending…",
    reopen: "Reopen",
    reopening: "Reopening…",
  },
  offers: {
    heading: "Offers",
    lead: "Every offer made on a quote request, newest first: which await the buyer, which buyers asked for a change (to be answered), which were accepted (to be shipped) and which expire soon. Open a request to revise or withdraw its offer.",
    filter: "Show",
    all: "All offers",
    /** The states as staff read them (the contract's words, from the mill's side). */
    states: OFFER_STATE_LABELS_STAFF,
    /** The filter's choices, in the order a clerk works through them. */
    filterOrder: ["sent", "change_requested", "accepted", "expired", "declined", "withdrawn", "superseded"] as const satisfies readonly OfferState[],
    columns: { number: "Offer", request: "Request", buyer: "Buyer", product: "Product", quantity: "Quantity", total: "Total", validUntil: "Valid until", state: "State" },
    openRequest: (reference: string) => `Open ${reference}`,
    buyer: (offer: Pick<Offer, "buyer_name" | "buyer_company">) =>
      buyerRemoved(offer) ? BUYER_REMOVED : offer.buyer_company ? `${offer.buyer_name}, ${offer.buyer_company}` : offer.buyer_name,
    total: (money: string, term: string) => `${money} ${term}`,
    expiresIn: (days: number) => (days === 0 ? "expires today" : `expires in ${plural(days, "day", "days")}`),
    caption: (n: number, state: OfferState | "") => (state === "" ? plural(n, "offer", "offers") : `${plural(n, "offer", "offers")}: ${OFFER_STATE_LABELS_STAFF[state]}`),
    shown: (n: number, state: OfferState | "") => (state === "" ? `${plural(n, "offer", "offers")} in all` : `${plural(n, "offer", "offers")} shown: ${OFFER_STATE_LABELS_STAFF[state]}`),
    empty: (state: OfferState | "") => (state === "" ? "No offer has been made yet." : `No offer in this state: ${OFFER_STATE_LABELS_STAFF[state]}.`),
    filteredTitle: (state: OfferState) => `Showing ${OFFER_STATE_LABELS_STAFF[state]}`,
    today: (day: string, zone: string) => `Today is ${day} at the mill (${zone}); an offer stands to the end of its last valid day there.`,
    retry: "Try again",
    limit: (n: number) => `Only the newest ${n.toLocaleString("en-US")} are listed: choose a state to see the others.`,
  },
} as const;
